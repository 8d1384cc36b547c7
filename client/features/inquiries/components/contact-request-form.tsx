import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContactRequestBodySchema,
  type ContactKind,
} from '@shared/schemas/contact-request.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useSendContactRequest } from '../api/send-contact-request';

const EMPTY = { name: '', phone: '', email: '', companyName: '', message: '', website: '' };
type Values = typeof EMPTY;

interface ContactRequestFormProps {
  /** inquiry for a marketing page, registration for the account request of /auth/register. */
  kind: ContactKind;
  /** The page it was sent from, so the admins know what the person was reading. */
  source: string;
}

/**
 * A public form that leaves a contact request for the platform's admins: checked in the browser
 * with the server's own schema, then sent; the server's per-field texts and a refusal (too many
 * sends, for one) are shown in the page's language. Nothing creates an account here.
 */
export function ContactRequestForm({ kind, source }: ContactRequestFormProps) {
  const { t } = useTranslation(['inquiry', 'validation']);
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const send = useSendContactRequest();
  const texts = kind === 'registration' ? 'register' : 'contact';

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = check(ContactRequestBodySchema, { ...values, kind, source });
    if (!parsed) return;
    send.mutate(parsed, { onError: showSaveError });
  };

  if (send.isSuccess) return <Alert tone="success">{t(`${texts}.success`)}</Alert>;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('form.name')}
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        required
      />
      <TextField
        label={t('form.company')}
        autoComplete="organization"
        value={values.companyName}
        onChange={set('companyName')}
        error={errors.companyName}
        required={kind === 'registration'}
      />
      <TextField
        label={t('form.phone')}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
        // The refusal says the same as the hint, so only one of them is shown.
        hint={errors.phone ? undefined : t('form.contactHint')}
      />
      <TextField
        label={t('form.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextAreaField
        label={t('form.message')}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        className="sm:col-span-2"
      />
      {/* People never see this field; a robot filling every input is thanked and ignored. */}
      <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
        <TextField
          label={t('form.website')}
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={set('website')}
        />
      </div>
      {message && (
        <Alert tone={message.tone} className="sm:col-span-2">
          {message.text}
        </Alert>
      )}
      <Button
        type="submit"
        disabled={send.isPending}
        className="sm:col-span-2 sm:justify-self-start"
      >
        {send.isPending ? t('form.sending') : t(`${texts}.send`)}
      </Button>
    </form>
  );
}
