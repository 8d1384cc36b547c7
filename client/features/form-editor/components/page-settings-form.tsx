import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_HEADER_COLOR } from '@shared/constants';
import {
  HEX_COLOR_PATTERN,
  PageSettingsBodySchema,
  type ManagedSite,
} from '@shared/schemas/site-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useSavePageSettings } from '../api/save-page-settings';
import { MediaLinkInput } from './media-link-input';

/** What the worker's entry page shows above the form: header, regulations, safety video. */
export function PageSettingsForm({ site }: { site: ManagedSite }) {
  const { t } = useTranslation(['manage', 'validation']);
  const [values, setValues] = useState({
    headerTitle: site.headerTitle,
    headerMessage: site.headerMessage,
    headerColor: site.headerColor,
    safetyRegulations: site.safetyRegulations,
    hasSafetyVideo: site.hasSafetyVideo,
    videoUrl: site.videoUrl,
  });
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
          <p className="text-lg font-bold" dir="auto">
            {values.headerTitle || site.name}
          </p>
          {values.headerMessage && (
            <p className="mt-1" dir="auto">
              {values.headerMessage}
            </p>
          )}
        </div>
        <TextField
          label={t('pageSettings.headerTitle')}
          hint={t('pageSettings.headerTitleHint')}
          value={values.headerTitle}
          onChange={(event) => set('headerTitle', event.target.value)}
          error={errors.headerTitle}
        />
        <TextAreaField
          label={t('pageSettings.headerMessage')}
          rows={2}
          value={values.headerMessage}
          onChange={(event) => set('headerMessage', event.target.value)}
          error={errors.headerMessage}
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
            className="min-w-48 flex-1"
          />
          <input
            type="color"
            aria-label={t('pageSettings.pickColor')}
            value={shownColor}
            onChange={(event) => set('headerColor', event.target.value)}
            className="mb-7 h-11 w-16 cursor-pointer rounded border border-slate-300"
          />
        </div>
        <TextAreaField
          label={t('pageSettings.safetyRegulations')}
          hint={t('pageSettings.safetyRegulationsHint')}
          rows={8}
          value={values.safetyRegulations}
          onChange={(event) => set('safetyRegulations', event.target.value)}
          error={errors.safetyRegulations}
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
