import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CompanyCreateBodySchema,
  PlatformCompanyBodySchema,
  type PlatformCompany,
} from '@shared/schemas/platform-admin';
import { CompanyDetailsFields } from '@/components/company-details-fields';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/field';
import { saveErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useCreateCompany, useUpdateCompany } from '../api/save-company';
import { initialCompanyValues, type CompanyFormValues } from '../lib/company-form';

interface CompanyFormDialogProps {
  /** The company to edit, or null to create one with its first admin. */
  company: PlatformCompany | null;
  onClose: () => void;
  onSaved: (company: PlatformCompany, adminUsername: string | null) => void;
}

/** The edit form's errors name the same fields as the create form's: `company.<field>`. */
const underCompany = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, text]) => [`company.${field}`, text]));

/** Creates a company with its first admin user, or edits a company's details. */
export function CompanyFormDialog({ company, onClose, onSaved }: CompanyFormDialogProps) {
  const { t, i18n } = useTranslation(['admin', 'manage']);
  const [values, setValues] = useState<CompanyFormValues>(() => initialCompanyValues(company));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const isPending = create.isPending || update.isPending;

  const field =
    <G extends keyof CompanyFormValues>(group: G, name: keyof CompanyFormValues[G] & string) =>
    (event: { target: { value: string } }) =>
      setValues((current) => ({
        ...current,
        [group]: { ...current[group], [name]: event.target.value },
      }));

  const onError = (error: unknown) => {
    const { fields, message: text } = saveErrors(error, i18n.t);
    setErrors(company ? underCompany(fields) : fields);
    setMessage(text);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (company) {
      const parsed = PlatformCompanyBodySchema.safeParse(values.company);
      if (!parsed.success) return setErrors(underCompany(zodFieldErrors(parsed.error, i18n.t)));
      setErrors({});
      update.mutate(
        { id: company.id, body: parsed.data },
        { onSuccess: (saved) => onSaved(saved, null), onError },
      );
      return;
    }
    const parsed = CompanyCreateBodySchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, i18n.t));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (saved) => onSaved(saved, parsed.data.admin.username),
      onError,
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={company ? t('form.editTitle', { name: company.name }) : t('form.createTitle')}
      className="max-w-2xl"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 text-lg font-bold text-slate-900">
            {t('form.companySection')}
          </legend>
          <CompanyDetailsFields
            values={values.company}
            errorOf={(name) => errors[`company.${name}`]}
            onChange={(name) => field('company', name)}
          />
        </fieldset>
        {!company && <FirstAdminFields values={values} errors={errors} field={field} />}
        {message && <Alert tone="error">{message}</Alert>}
        <FormActions
          submitLabel={company ? t('form.save') : t('form.create')}
          pending={isPending}
          cancelLabel={t('form.cancel')}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

interface FirstAdminFieldsProps {
  values: CompanyFormValues;
  errors: FieldErrors;
  field: (
    group: 'admin',
    name: keyof CompanyFormValues['admin'] & string,
  ) => (event: { target: { value: string } }) => void;
}

function FirstAdminFields({ values, errors, field }: FirstAdminFieldsProps) {
  const { t } = useTranslation(['admin', 'manage']);
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-1 text-lg font-bold text-slate-900">{t('form.adminSection')}</legend>
      <p className="text-sm text-slate-600 md:col-span-2">{t('form.adminHint')}</p>
      <TextField
        label={t('users.username', { ns: 'manage' })}
        hint={t('users.usernameHint', { ns: 'manage' })}
        dir="ltr"
        autoComplete="off"
        value={values.admin.username}
        onChange={field('admin', 'username')}
        error={errors['admin.username']}
        required
      />
      <TextField
        label={t('users.password', { ns: 'manage' })}
        hint={t('users.passwordHint', { ns: 'manage' })}
        dir="ltr"
        autoComplete="new-password"
        value={values.admin.password}
        onChange={field('admin', 'password')}
        error={errors['admin.password']}
        required
      />
      <TextField
        label={t('users.firstName', { ns: 'manage' })}
        value={values.admin.firstName}
        onChange={field('admin', 'firstName')}
        error={errors['admin.firstName']}
      />
      <TextField
        label={t('users.lastName', { ns: 'manage' })}
        value={values.admin.lastName}
        onChange={field('admin', 'lastName')}
        error={errors['admin.lastName']}
      />
      <TextField
        label={t('users.phone', { ns: 'manage' })}
        type="tel"
        dir="ltr"
        value={values.admin.phone}
        onChange={field('admin', 'phone')}
        error={errors['admin.phone']}
      />
      <TextField
        label={t('users.email', { ns: 'manage' })}
        type="email"
        dir="ltr"
        value={values.admin.email}
        onChange={field('admin', 'email')}
        error={errors['admin.email']}
      />
    </fieldset>
  );
}
