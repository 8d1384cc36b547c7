import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PUSH_EVENT_KINDS, type PushEventKind } from '@shared/schemas/push.schemas';
import { Alert } from '@/components/ui/alert';
import { CheckboxField } from '@/components/ui/field';
import { pushPreferencesQuery, savePushPreferences, setPushPreferences } from '@/data/push-devices';
import { errorText } from '@/lib/api-client';

/**
 * Which events reach the user's devices, one box per kind, each saved as it is ticked: the
 * choice is the user's, for all his devices.
 */
export function PushPreferencesSection() {
  const { t, i18n } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const preferences = useQuery(pushPreferencesQuery());
  const save = useMutation({
    mutationFn: (change: { kind: PushEventKind; enabled: boolean }) =>
      savePushPreferences({ [change.kind]: change.enabled }),
    onSuccess: (saved) => setPushPreferences(queryClient, saved),
  });

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-bold text-slate-900">{t('preferences.title')}</legend>
      <p className="text-slate-700">{t('preferences.intro')}</p>
      {preferences.isError && <Alert tone="error">{errorText(preferences.error, i18n.t)}</Alert>}
      {save.isError && <Alert tone="error">{errorText(save.error, i18n.t)}</Alert>}
      {preferences.data &&
        PUSH_EVENT_KINDS.map((kind) => (
          <CheckboxField
            key={kind}
            label={t(`preferences.${kind}`)}
            checked={
              save.isPending && save.variables.kind === kind
                ? save.variables.enabled
                : preferences.data[kind]
            }
            disabled={save.isPending}
            onChange={(event) => save.mutate({ kind, enabled: event.target.checked })}
          />
        ))}
    </fieldset>
  );
}
