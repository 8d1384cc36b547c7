import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordResetBodySchema, type ManagedUser } from '@shared/schemas/user-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { errorText } from '@/lib/api-client';
import { zodFieldErrors } from '@/lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { generatePassword } from '../lib/generate-password';
import { NewPasswordField } from './new-password-field';

/** Sets a new password for somebody who forgot his; it is shown once, to be passed on. */
export function ResetPasswordDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t, i18n } = useTranslation(['manage', 'validation']);
  const [password, setPassword] = useState(generatePassword);
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PasswordResetBodySchema.safeParse({ password });
    if (!parsed.success) {
      setError(zodFieldErrors(parsed.error, i18n.t).password ?? null);
      return;
    }
    setError(null);
    reset.mutate(
      { id: user.id, password },
      { onError: (failure) => setError(errorText(failure, i18n.t)) },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('users.resetTitle', { name: user.username })}
      description={t('users.resetIntro')}
    >
      {reset.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">
            {t('users.resetDone', { name: user.username })}{' '}
            <bdi dir="ltr" className="font-mono font-bold">
              {password}
            </bdi>
          </Alert>
          <Button onClick={onClose}>{t('close')}</Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <NewPasswordField
            label={t('users.newPassword')}
            value={password}
            onChange={setPassword}
            error={error}
          />
          <FormActions
            submitLabel={t('users.resetSave')}
            pendingLabel={t('saving')}
            pending={reset.isPending}
            cancelLabel={t('cancel')}
            onCancel={onClose}
          />
        </form>
      )}
    </Dialog>
  );
}
