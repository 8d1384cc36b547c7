import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { generatePassword } from '../lib/generate-password';

interface NewPasswordFieldProps {
  label: ReactNode;
  value: string;
  onChange: (password: string) => void;
  error?: string | null;
  required?: boolean;
}

/** A password the admin types or has made for him, to pass on to the account's owner. */
export function NewPasswordField({
  label,
  value,
  onChange,
  error,
  required,
}: NewPasswordFieldProps) {
  const { t } = useTranslation('manage');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField
        label={label}
        hint={t('users.passwordHint')}
        value={value}
        dir="ltr"
        autoComplete="new-password"
        onChange={(event) => onChange(event.target.value)}
        error={error}
        className="min-w-56 flex-1"
        required={required}
      />
      <Button variant="secondary" className="mb-6" onClick={() => onChange(generatePassword())}>
        {t('users.generate')}
      </Button>
    </div>
  );
}
