import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CompanyDetailsBodySchema,
  type CompanyDetails,
} from '@shared/schemas/company-profile.schemas';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, mediaUrl } from '@shared/schemas/media.schemas';
import { CompanyDetailsFields } from '@/components/company-details-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useUpdateCompanyProfile } from '../api/update-company-profile';
import { useUploadLogo } from '../api/upload-logo';

/** The company's details and logo, as its admin edits them. */
export function CompanyForm({ company }: { company: CompanyDetails }) {
  const { t, i18n } = useTranslation(['manage', 'validation']);
  const [values, setValues] = useState({
    name: company.name,
    type: company.type,
    contactPerson: company.contactPerson,
    phone: company.phone,
    email: company.email,
    address: company.address,
  });
  const [logoFileId, setLogoFileId] = useState(company.logoFileId);
  const { errors, setErrors, message, setMessage, check, showSaveError } = useFormFeedback();
  const update = useUpdateCompanyProfile();
  const upload = useUploadLogo();

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const chooseLogo = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MEDIA_MAX_BYTES.logo) {
      setErrors((e) => ({
        ...e,
        logoFileId: t('media.tooLarge', { maxMb: MEDIA_MAX_BYTES.logo / 2 ** 20 }),
      }));
      return;
    }
    upload.mutate(file, {
      onSuccess: (media) => {
        setLogoFileId(media.id);
        setErrors(({ logoFileId: _dropped, ...rest }) => rest);
      },
      onError: (error) => setErrors((e) => ({ ...e, logoFileId: errorText(error, i18n.t) })),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(CompanyDetailsBodySchema, { ...values, logoFileId });
    if (!parsed) return;
    update.mutate(parsed, {
      onSuccess: () => setMessage({ tone: 'success', text: t('company.saved') }),
      onError: showSaveError,
    });
  };

  return (
    <Card>
      <CardTitle>{t('company.detailsTitle')}</CardTitle>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 md:grid-cols-2">
        <CompanyDetailsFields values={values} errorOf={(name) => errors[name]} onChange={set} />
        <div className="flex flex-col gap-2 md:col-span-2">
          <span className="text-sm font-semibold text-slate-800">{t('company.logo')}</span>
          <div className="flex flex-wrap items-center gap-4">
            {logoFileId ? (
              <img
                src={mediaUrl(logoFileId)}
                alt={t('company.logoAlt', { name: values.name })}
                className="h-20 w-auto max-w-48 rounded border border-slate-200 bg-white object-contain p-1"
              />
            ) : (
              <span className="text-slate-600">{t('company.noLogo')}</span>
            )}
            <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold hover:bg-slate-100">
              {upload.isPending ? t('media.uploading') : t('company.chooseLogo')}
              <input
                type="file"
                accept={MEDIA_ACCEPT.logo}
                className="sr-only"
                disabled={upload.isPending}
                onChange={(event) => {
                  chooseLogo(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
            {logoFileId && (
              <Button variant="secondary" onClick={() => setLogoFileId(null)}>
                {t('company.removeLogo')}
              </Button>
            )}
          </div>
          <p className="text-sm text-slate-600">{t('company.logoHint')}</p>
          <FieldError error={errors.logoFileId} />
        </div>
        {message && (
          <Alert tone={message.tone} className="md:col-span-2">
            {message.text}
          </Alert>
        )}
        <div className="md:col-span-2">
          <Button type="submit" disabled={update.isPending || upload.isPending}>
            {update.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
