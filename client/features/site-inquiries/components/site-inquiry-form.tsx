import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_INQUIRY_KINDS, SiteInquiryBodySchema } from '@shared/schemas/site-inquiry.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useSendSiteInquiry } from '../api/send-site-inquiry';

const EMPTY = { kind: '', name: '', contact: '', message: '', website: '' };
type Values = typeof EMPTY;

/**
 * The site's "contact the site" form for neighbours, suppliers and visitors: checked in the
 * browser with the server's schema, then left for the site's staff. Nobody answers by e-mail from
 * here; the staff use the phone or address the person chose to leave.
 */
export function SiteInquiryForm({ siteCode }: { siteCode: string }) {
  const { t } = useTranslation(['site-inquiry', 'validation']);
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const send = useSendSiteInquiry(siteCode);

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = check(SiteInquiryBodySchema, values);
    if (!parsed) return;
    send.mutate(parsed, { onError: showSaveError });
  };

  if (send.isSuccess) return <Alert tone="success">{t('success')}</Alert>;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <SelectField
        label={t('kind')}
        value={values.kind}
        onChange={set('kind')}
        error={errors.kind}
        required
      >
        <option value="" disabled>
          {t('chooseKind')}
        </option>
        {SITE_INQUIRY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('message')}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        required
      />
      <TextField
        label={t('name')}
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        label={t('contact')}
        dir="ltr"
        autoComplete="tel"
        value={values.contact}
        onChange={set('contact')}
        error={errors.contact}
        hint={t('contactHint')}
      />
      {/* People never see this field; a robot filling every input is thanked and ignored. */}
      <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
        <TextField
          label={t('website')}
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={set('website')}
        />
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" disabled={send.isPending} className="min-h-12 text-lg">
        {send.isPending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
