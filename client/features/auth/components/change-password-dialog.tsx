import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@shared/schemas/auth.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/field';
import { ApiClientError, errorText } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The signed-in user replaces his own password; his other sessions end on the server. */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const { t } = useTranslation('staff');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('changePassword.title')}>
      {/* Mounted only while open, so every opening starts from empty fields. */}
      {open && <ChangePasswordForm onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('staff');
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [localError, setLocalError] = useState<{ field: 'new' | 'confirm'; text: string } | null>(
    null,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      setLocalError({ field: 'new', text: t('passwordTooShort', { ns: 'validation' }) });
      return;
    }
    if (newPassword !== confirmation) {
      setLocalError({ field: 'confirm', text: t('changePassword.mismatch') });
      return;
    }
    setLocalError(null);
    change.mutate({ currentPassword, newPassword });
  }

  if (change.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{t('changePassword.done')}</Alert>
        <Button onClick={onDone}>{t('close', { ns: 'common' })}</Button>
      </div>
    );
  }

  const isWrongCurrent =
    change.error instanceof ApiClientError && change.error.code === 'WRONG_CURRENT_PASSWORD';
  const currentError = isWrongCurrent ? errorText(change.error, i18n.t) : null;
  const otherError = change.error && !isWrongCurrent ? errorText(change.error, i18n.t) : null;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('changePassword.current')}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        error={currentError}
        required
      />
      <TextField
        label={t('changePassword.new')}
        type="password"
        autoComplete="new-password"
        hint={t('changePassword.hint')}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={localError?.field === 'new' ? localError.text : null}
        required
      />
      <TextField
        label={t('changePassword.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={localError?.field === 'confirm' ? localError.text : null}
        required
      />
      {otherError && <Alert tone="error">{otherError}</Alert>}
      <FormActions
        submitLabel={t('changePassword.submit')}
        pendingLabel={t('changePassword.submitting')}
        pending={change.isPending}
        cancelLabel={t('changePassword.cancel')}
        onCancel={onDone}
      />
    </form>
  );
}
