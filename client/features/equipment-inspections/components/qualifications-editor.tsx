import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { qualificationsQuery, type Qualification } from '@/data/inspections';
import { apiSend, errorText } from '@/lib/api-client';

type Kind = Qualification['kinds'][number];
const KINDS = ['scaffold', 'platform'] as const;

/**
 * Who the company marks qualified to inspect each kind: one checkbox per person and kind, saved
 * as it is ticked. Only a marked user is offered "inspect now".
 */
export function QualificationsEditorScreen() {
  const { t, i18n } = useTranslation(['inspections', 'manage']);
  const client = useQueryClient();
  const query = useQuery(qualificationsQuery());
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useMutation({
    mutationFn: ({ user, kinds }: { user: Qualification; kinds: Kind[] }) =>
      apiSend<{ kinds: Kind[] }>('PUT', `/api/inspections/qualifications/${user.userId}`, {
        kinds,
      }).then((saved) => ({ user, kinds: saved.kinds })),
    onSuccess: ({ user, kinds }) => {
      client.setQueryData(qualificationsQuery().queryKey, (old) =>
        old
          ? { users: old.users.map((u) => (u.userId === user.userId ? { ...u, kinds } : u)) }
          : old,
      );
      setMessage({ tone: 'success', text: t('qualifications.saved', { name: user.name }) });
    },
    onError: (error) => setMessage({ tone: 'error', text: errorText(error, i18n.t) }),
  });

  const toggle = (user: Qualification, kind: Kind, isOn: boolean) =>
    save.mutate({
      user,
      kinds: isOn ? [...user.kinds, kind] : user.kinds.filter((k) => k !== kind),
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t('qualifications.hint')}</p>
      {message && (
        <Alert tone={message.tone} aria-live="polite">
          {message.text}
        </Alert>
      )}
      <QueryState query={query}>
        {({ users }) =>
          users.length === 0 ? (
            <p className="text-slate-600">{t('qualifications.empty')}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full text-start">
                <thead className="bg-slate-50 text-sm text-slate-700">
                  <tr>
                    <th className="p-3 text-start">{t('qualifications.name')}</th>
                    <th className="p-3 text-start">{t('qualifications.role')}</th>
                    {KINDS.map((kind) => (
                      <th key={kind} className="p-3 text-start">
                        {t(`kind.${kind}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {users.map((user) => (
                    <tr key={user.userId}>
                      <td className="p-3 font-semibold">
                        <bdi>{user.name}</bdi>
                      </td>
                      <td className="p-3 text-slate-700">
                        {t(`roles.${user.role}`, { ns: 'manage', defaultValue: user.role })}
                      </td>
                      {KINDS.map((kind) => (
                        <td key={kind} className="p-3">
                          <input
                            type="checkbox"
                            className="size-6"
                            aria-label={`${user.name}: ${t(`kind.${kind}`)}`}
                            checked={user.kinds.includes(kind)}
                            disabled={save.isPending}
                            onChange={(event) => toggle(user, kind, event.target.checked)}
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
