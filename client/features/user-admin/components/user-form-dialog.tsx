import { hasAssignedSites } from '@shared/access/policy';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@shared/constants';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import {
  UserCreateBodySchema,
  UserUpdateBodySchema,
  type ManagedUser,
} from '@shared/schemas/user-admin.schemas';
import { SaveCancelActions } from '@/components/save-cancel-actions';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, FieldError, SelectField, TextField } from '@/components/ui/field';
import { zodFieldErrors } from '@/lib/form-errors';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useSaveUser, type SaveUserInput } from '../api/save-user';
import { createBody, initialValues, updateBody, type UserFormValues } from '../lib/user-form';
import { NewPasswordField } from './new-password-field';

interface UserFormDialogProps {
  user: ManagedUser | null;
  roles: Role[];
  /** The sites the actor may put on an account. */
  sites: Pick<ManagedSite, 'id' | 'name' | 'isActive'>[];
  onClose: () => void;
  onSaved: (user: ManagedUser, password: string | null) => void;
  /** The call that saves; the company's own user calls when absent. */
  save?: (input: SaveUserInput) => Promise<ManagedUser>;
}

/** Adds an account (with its first password) or edits one: names, role, sites, contact. */
export function UserFormDialog({
  user,
  roles,
  sites,
  onClose,
  onSaved,
  save: saveCall,
}: UserFormDialogProps) {
  const { t, i18n } = useTranslation(['manage', 'validation']);
  const activeSites = sites.filter((s) => s.isActive);
  const [values, setValues] = useState<UserFormValues>(() =>
    initialValues(
      user,
      roles,
      activeSites.map((s) => s.id),
    ),
  );
  const { errors, setErrors, message, showSaveError } = useFormFeedback();
  const save = useSaveUser(saveCall);
  const set = <K extends keyof UserFormValues>(name: K, value: UserFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = user
      ? UserUpdateBodySchema.safeParse(updateBody(values))
      : UserCreateBodySchema.safeParse(createBody(values));
    const found = parsed.success ? {} : zodFieldErrors(parsed.error, i18n.t);
    if (hasAssignedSites(values.role) && values.siteIds.length === 0) {
      found.siteIds = t('sitesRequired', { ns: 'validation' });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = user
      ? { id: user.id, body: updateBody(values) }
      : { id: null, body: createBody(values) };
    save.mutate(input, {
      onSuccess: (saved) => onSaved(saved, user ? null : values.password),
      onError: showSaveError,
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={user ? t('users.editTitle', { name: user.username }) : t('users.addTitle')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('users.firstName')}
            value={values.firstName}
            onChange={(event) => set('firstName', event.target.value)}
            error={errors.firstName}
          />
          <TextField
            label={t('users.lastName')}
            value={values.lastName}
            onChange={(event) => set('lastName', event.target.value)}
            error={errors.lastName}
          />
        </div>
        <TextField
          label={t('users.username')}
          hint={t('users.usernameHint')}
          value={values.username}
          dir="ltr"
          autoComplete="off"
          onChange={(event) => set('username', event.target.value.trim())}
          error={errors.username}
          required
        />
        {!user && (
          <NewPasswordField
            label={t('users.password')}
            value={values.password}
            onChange={(password) => set('password', password)}
            error={errors.password}
            required
          />
        )}
        <SelectField
          label={t('users.role')}
          value={values.role}
          onChange={(event) => set('role', event.target.value as Role)}
          error={errors.role}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        {hasAssignedSites(values.role) ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-800">
              {t('users.sites')}
            </legend>
            {activeSites.map((site) => (
              <CheckboxField
                key={site.id}
                label={site.name}
                checked={values.siteIds.includes(site.id)}
                onChange={(event) =>
                  set(
                    'siteIds',
                    event.target.checked
                      ? [...values.siteIds, site.id]
                      : values.siteIds.filter((id) => id !== site.id),
                  )
                }
              />
            ))}
            <FieldError error={errors.siteIds} />
          </fieldset>
        ) : (
          <p className="text-sm text-slate-600">{t('users.wholeCompany')}</p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('users.phone')}
            type="tel"
            dir="ltr"
            value={values.phone}
            onChange={(event) => set('phone', event.target.value)}
            error={errors.phone}
          />
          <TextField
            label={t('users.email')}
            type="email"
            dir="ltr"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            error={errors.email}
          />
        </div>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <SaveCancelActions pending={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
