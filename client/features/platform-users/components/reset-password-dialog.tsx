import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordResetBodySchema } from '@shared/schemas/user-admin.schemas';
import type { PlatformUser } from '@shared/schemas/platform-users.schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { saveErrors, zodFieldErrors } from '@/lib/form-errors';
import { useResetUserPassword } from '../api/platform-users';

/** Sets a new password for another user; it is told to him by the platform's people. */
export function ResetPasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: PlatformUser;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['backoffice', 'validation']);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetUserPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PasswordResetBodySchema.safeParse({ password });
    if (!parsed.success) {
      setError(zodFieldErrors(parsed.error, i18n.t).password ?? null);
      return;
    }
    reset.mutate(
      { id: user.id, password },
      {
        onSuccess: onDone,
        onError: (e) => {
          const result = saveErrors(e, i18n.t);
          setError(result.fields.password ?? result.message);
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${t('users.resetPassword')}: ${user.username}`}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t('users.newPassword')}
          value={password}
          error={error}
          autoComplete="new-password"
          dir="ltr"
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={reset.isPending}>
            {t('users.resetPassword')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
