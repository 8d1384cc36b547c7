import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SalesAgentCreateBodySchema, type SalesAgent } from '@shared/schemas/sales-agents.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { saveErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useCreateAgent } from '../api/sales-agents';

const FIELDS = ['username', 'password', 'firstName', 'lastName', 'phone', 'email'] as const;
type Field = (typeof FIELDS)[number];

/** A new sales agent and his sign-in. */
export function AgentFormDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (agent: SalesAgent) => void;
}) {
  const { t, i18n } = useTranslation(['backoffice', 'validation']);
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    password: '',
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const create = useCreateAgent();
  const labels: Record<Field, string> = {
    username: t('agents.columns.username'),
    password: t('agents.password'),
    firstName: t('agents.firstName'),
    lastName: t('agents.lastName'),
    phone: t('agents.columns.phone'),
    email: t('agents.columns.email'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SalesAgentCreateBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, i18n.t));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (error) => {
        const result = saveErrors(error, i18n.t);
        setErrors(result.fields);
        setMessage(result.message);
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('agents.add')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={labels[field]}
            value={values[field]}
            error={errors[field]}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={field === 'password' ? 'new-password' : 'off'}
            dir={['username', 'password', 'phone', 'email'].includes(field) ? 'ltr' : 'auto'}
            onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
          />
        ))}
        {message && <Alert tone="error">{message}</Alert>}
        <div className="flex gap-2">
          <Button type="submit" disabled={create.isPending}>
            {t('common.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
