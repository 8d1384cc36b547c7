import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDetails } from '@shared/schemas/contact-request.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { saveErrors, type FieldErrors } from '@/lib/form-errors';
import { useOpenCompany } from '../api/leads';

interface OpenCompanyFormProps {
  lead: LeadDetails;
  onOpened: (companyName: string) => void;
}

/** Opens the company the lead asked for, with the lead's details carried over. */
export function OpenCompanyForm({ lead, onOpened }: OpenCompanyFormProps) {
  const { t, i18n } = useTranslation('backoffice');
  const [values, setValues] = useState({
    name: lead.companyName || lead.name,
    contactPerson: lead.name,
    phone: lead.phone,
    email: lead.email,
    username: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const open = useOpenCompany(lead.id);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate(
      {
        company: {
          name: values.name,
          type: 'main_contractor',
          contactPerson: values.contactPerson,
          phone: values.phone,
          email: values.email,
        },
        admin: {
          username: values.username,
          password: values.password,
          phone: values.phone,
          email: values.email,
        },
      },
      {
        onSuccess: (company) => onOpened(company.name),
        onError: (error) => {
          const result = saveErrors(error, i18n.t);
          setErrors(result.fields);
          setMessage(result.message);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <h3 className="font-semibold">{t('leads.openCompany')}</h3>
      <TextField
        label={t('leads.columns.companyName')}
        value={values.name}
        error={errors['company.name']}
        onChange={set('name')}
        required
      />
      <TextField
        label={t('leads.contactPerson')}
        value={values.contactPerson}
        onChange={set('contactPerson')}
      />
      <TextField
        label={t('leads.adminUsername')}
        value={values.username}
        error={errors['admin.username']}
        onChange={set('username')}
        autoComplete="off"
        dir="ltr"
        required
      />
      <TextField
        label={t('leads.adminPassword')}
        value={values.password}
        error={errors['admin.password']}
        onChange={set('password')}
        autoComplete="new-password"
        dir="ltr"
        required
      />
      {message && <Alert tone="error">{message}</Alert>}
      <Button type="submit" disabled={open.isPending}>
        {t('leads.openCompany')}
      </Button>
    </form>
  );
}
