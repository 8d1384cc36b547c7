import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import type { ManagedUser } from '@shared/schemas/user-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/api-client';
import { useUsers } from '../api/get-users';
import { useSaveUser } from '../api/save-user';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserFormDialog } from './user-form-dialog';

type Action = { kind: 'add' } | { kind: 'edit' | 'reset' | 'toggle'; user: ManagedUser };

interface UsersScreenProps {
  sites: ManagedSite[];
  /** The signed-in user: he may not deactivate himself or reset his own password here. */
  currentUserId: number;
}

/** The accounts the user manages: add, edit, deactivate or reactivate, reset a password. */
export function UsersScreen({ sites, currentUserId }: UsersScreenProps) {
  const { t, i18n } = useTranslation('manage');
  const users = useUsers();
  const save = useSaveUser();
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const siteName = new Map(sites.map((s) => [s.id, s.name]));

  const toggleActive = (user: ManagedUser) =>
    save.mutate(
      { id: user.id, body: { isActive: !user.isActive } },
      {
        onSuccess: (saved) => {
          setAction(null);
          setNotice({
            tone: 'success',
            text: t(saved.isActive ? 'users.reactivated' : 'users.deactivated', {
              name: saved.username,
            }),
          });
        },
        onError: (error) => {
          setAction(null);
          setNotice({ tone: 'error', text: errorText(error, i18n.t) });
        },
      },
    );

  if (users.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (users.isError) return <Alert tone="error">{errorText(users.error, i18n.t)}</Alert>;
  const { users: list, assignableRoles } = users.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{t('users.count', { count: list.length })}</p>
        {assignableRoles.length > 0 && (
          <Button onClick={() => setAction({ kind: 'add' })}>{t('users.add')}</Button>
        )}
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <ul className="flex flex-col gap-3">
        {list.map((user) => {
          const isSelf = user.id === currentUserId;
          const fullName = `${user.firstName} ${user.lastName}`.trim();
          return (
            <li key={user.id}>
              <Card className={user.isActive ? '' : 'bg-slate-100'}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-lg font-bold text-slate-900">
                      {fullName || user.username}
                      {isSelf && (
                        <span className="ms-2 text-sm font-medium text-slate-600">
                          {t('users.you')}
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-slate-700">
                      <bdi dir="ltr">{user.username}</bdi> · {t(`roles.${user.role}`)}
                      {!user.isActive && (
                        <span className="ms-2 rounded bg-slate-300 px-2 py-0.5 font-semibold text-slate-800">
                          {t('users.inactive')}
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-slate-600">
                      {user.siteIds.length
                        ? user.siteIds.map((id) => siteName.get(id) ?? `#${id}`).join(', ')
                        : t('users.wholeCompanyShort')}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => setAction({ kind: 'edit', user })}>
                      {t('edit')}
                    </Button>
                    {!isSelf && (
                      <>
                        <Button
                          variant="secondary"
                          onClick={() => setAction({ kind: 'reset', user })}
                        >
                          {t('users.reset')}
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => setAction({ kind: 'toggle', user })}
                        >
                          {user.isActive ? t('users.deactivate') : t('users.reactivate')}
                        </Button>
                      </>
                    )}
                  </div>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      {(action?.kind === 'add' || action?.kind === 'edit') && (
        <UserFormDialog
          user={action.kind === 'edit' ? action.user : null}
          roles={assignableRoles}
          sites={sites}
          onClose={() => setAction(null)}
          onSaved={(saved, password) => {
            setAction(null);
            setNotice({
              tone: 'success',
              text: password
                ? t('users.created', { name: saved.username, password })
                : t('users.saved', { name: saved.username }),
            });
          }}
        />
      )}
      {action?.kind === 'reset' && (
        <ResetPasswordDialog user={action.user} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'toggle' && (
        <Dialog
          open
          onOpenChange={(open) => !open && setAction(null)}
          title={action.user.isActive ? t('users.deactivateTitle') : t('users.reactivateTitle')}
          description={t(action.user.isActive ? 'users.deactivateText' : 'users.reactivateText', {
            name: action.user.username,
          })}
        >
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => toggleActive(action.user)} disabled={save.isPending}>
              {action.user.isActive ? t('users.deactivate') : t('users.reactivate')}
            </Button>
            <Button variant="secondary" onClick={() => setAction(null)}>
              {t('cancel')}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
