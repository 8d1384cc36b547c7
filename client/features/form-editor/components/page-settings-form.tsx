import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_HEADER_COLOR } from '@shared/constants';
import type { Language } from '@shared/i18n/languages';
import { resolveText, withTranslations } from '@shared/i18n/localized-text';
import {
  HEX_COLOR_PATTERN,
  PageSettingsBodySchema,
  type ManagedSite,
} from '@shared/schemas/site-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { CheckboxField, TextField } from '@/components/ui/field';
import { textLanguage } from '@/lib/text-language';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useSavePageSettings } from '../api/save-page-settings';
import { textErrors } from '../lib/form-draft';
import { LocalizedTextInput } from './localized-text-input';
import { MediaLinkInput } from './media-link-input';
import { TranslateToPicker } from './translate-to-picker';

/** What the worker's entry page shows above the form: header, regulations, safety video. */
export function PageSettingsForm({ site }: { site: ManagedSite }) {
  const { t } = useTranslation(['manage', 'validation']);
  const [values, setValues] = useState({
    headerTitle: site.headerTitle,
    headerMessage: site.headerMessage,
    headerColor: site.headerColor,
    safetyRegulations: site.safetyRegulations,
    nameTranslations: site.nameTranslations,
    locationTranslations: site.locationTranslations,
    hasSafetyVideo: site.hasSafetyVideo,
    videoUrl: site.videoUrl,
  });
  const [translateTo, setTranslateTo] = useState<Language | null>(null);
  // The header as a worker in the language being translated into will see it.
  const previewLanguage = translateTo ?? 'he';
  const previewTitle = values.headerTitle.he.trim()
    ? resolveText(values.headerTitle, previewLanguage)
    : resolveText(withTranslations(site.name, values.nameTranslations), previewLanguage);
  const previewMessage = resolveText(values.headerMessage, previewLanguage);
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const save = useSavePageSettings();
  const set = <K extends keyof typeof values>(name: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setMessage(null);
  };
  const shownColor = HEX_COLOR_PATTERN.test(values.headerColor)
    ? values.headerColor
    : DEFAULT_HEADER_COLOR;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(PageSettingsBodySchema, values);
    if (!parsed) return;
    save.mutate(
      { siteId: site.id, body: parsed },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('pageSettings.saved') }),
        onError: showSaveError,
      },
    );
  };

  return (
    <Card>
      <CardTitle>{t('pageSettings.title')}</CardTitle>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <div
          className="rounded-lg p-4 text-white"
          style={{ backgroundColor: shownColor }}
          aria-label={t('pageSettings.headerPreview')}
        >
          <p className="text-lg font-bold" {...textLanguage(previewTitle.lang)}>
            {previewTitle.text}
          </p>
          {previewMessage.text && (
            <p className="mt-1" {...textLanguage(previewMessage.lang)}>
              {previewMessage.text}
            </p>
          )}
        </div>
        <TranslateToPicker value={translateTo} onChange={setTranslateTo} className="max-w-xs" />
        {translateTo && (
          <>
            <LocalizedTextInput
              label={t('translation.siteName')}
              value={withTranslations(site.name, values.nameTranslations)}
              onChange={({ he: _hebrew, ...others }) => set('nameTranslations', others)}
              translateTo={translateTo}
              errors={textErrors(errors, 'nameTranslations')}
              isHebrewFixed
            />
            <LocalizedTextInput
              label={t('translation.siteLocation')}
              value={withTranslations(site.location, values.locationTranslations)}
              onChange={({ he: _hebrew, ...others }) => set('locationTranslations', others)}
              translateTo={translateTo}
              errors={textErrors(errors, 'locationTranslations')}
              isHebrewFixed
            />
          </>
        )}
        <LocalizedTextInput
          label={t('pageSettings.headerTitle')}
          hint={t('pageSettings.headerTitleHint')}
          value={values.headerTitle}
          onChange={(text) => set('headerTitle', text)}
          translateTo={translateTo}
          errors={textErrors(errors, 'headerTitle')}
        />
        <LocalizedTextInput
          label={t('pageSettings.headerMessage')}
          rows={2}
          value={values.headerMessage}
          onChange={(text) => set('headerMessage', text)}
          translateTo={translateTo}
          errors={textErrors(errors, 'headerMessage')}
        />
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('pageSettings.headerColor')}
            hint={t('pageSettings.headerColorHint')}
            value={values.headerColor}
            dir="ltr"
            placeholder={DEFAULT_HEADER_COLOR}
            onChange={(event) => set('headerColor', event.target.value.trim())}
            error={errors.headerColor}
            className="min-w-[min(12rem,100%)] flex-1"
          />
          <input
            type="color"
            aria-label={t('pageSettings.pickColor')}
            value={shownColor}
            onChange={(event) => set('headerColor', event.target.value)}
            className="mb-7 h-11 w-16 cursor-pointer rounded border border-slate-300"
          />
        </div>
        <LocalizedTextInput
          label={t('pageSettings.safetyRegulations')}
          hint={t('pageSettings.safetyRegulationsHint')}
          rows={8}
          value={values.safetyRegulations}
          onChange={(text) => set('safetyRegulations', text)}
          translateTo={translateTo}
          errors={textErrors(errors, 'safetyRegulations')}
        />
        <CheckboxField
          label={t('pageSettings.hasSafetyVideo')}
          hint={t('pageSettings.hasSafetyVideoHint')}
          checked={values.hasSafetyVideo}
          onChange={(event) => set('hasSafetyVideo', event.target.checked)}
        />
        <MediaLinkInput
          kind="video"
          label={t('pageSettings.videoUrl')}
          hint={t('editor.videoUrlHint')}
          value={values.videoUrl}
          onChange={(url) => set('videoUrl', url)}
          error={errors.videoUrl}
        />
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('pageSettings.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
