import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@shared/i18n/languages';
import {
  EDITABLE_PAGES,
  LandingDraftSchema,
  pageFieldKeys,
  pageFields,
  type EditablePage,
  type LandingField,
  type LandingParams,
  type LandingSections,
} from '@shared/schemas/landing-sections.schemas';
import { CONTENT_LANGUAGES } from '@shared/schemas/site-content.schemas';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { landingPath, useLandingChanges, useLandingSections } from '../api/landing-sections';
import { fieldLabel } from '../lib/field-label';
import { LandingRevisions } from './landing-revisions';

/** Short texts take one line; the longer ones a few. */
const ONE_LINE = 200;

/**
 * The owner picks a landing page or the systems guide and a language, then rewrites that page's
 * texts.
 */
export function LandingEditor() {
  const { t } = useTranslation('site-content');
  const [params, setParams] = useState<LandingParams>({ page: 'entry', language: 'he' });
  const sections = useLandingSections(params);
  return (
    <section aria-labelledby="landings-title" className="flex flex-col gap-4">
      <h2 id="landings-title" className="text-xl font-bold text-slate-900">
        {t('landings.title')}
      </h2>
      <p className="text-slate-600">{t('landings.intro')}</p>
      <div className="grid grid-cols-1 gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
        <SelectField
          label={t('landings.page')}
          value={params.page}
          onChange={(e) => setParams({ ...params, page: e.target.value as EditablePage })}
        >
          {EDITABLE_PAGES.map((page) => (
            <option key={page} value={page}>
              {t(`landings.pages.${page}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('landings.language')}
          value={params.language}
          onChange={(e) =>
            setParams({ ...params, language: e.target.value as LandingParams['language'] })
          }
        >
          {CONTENT_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState query={sections}>
        {(data) => <LandingForm key={`${data.page}-${data.language}`} sections={data} />}
      </QueryState>
    </section>
  );
}

type Texts = Partial<Record<LandingField, string>>;

const textsOf = (sections: LandingSections) =>
  Object.fromEntries(sections.fields.map((f) => [f.key, f.draft ?? f.builtIn])) as Texts;

function LandingForm({ sections }: { sections: LandingSections }) {
  const { t } = useTranslation('site-content');
  const params = { page: sections.page, language: sections.language };
  const [texts, setTexts] = useState<Texts>(() => textsOf(sections));
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const { save, publish, reset, restore } = useLandingChanges(params);
  const busy = save.isPending || publish.isPending || reset.isPending || restore.isPending;

  // A restored or reset draft replaces what is on screen.
  const replaceWith = (done: 'landings.resetDone' | 'landings.restored') => ({
    onSuccess: (fresh: LandingSections) => {
      setTexts(textsOf(fresh));
      setMessage({ tone: 'success', text: t(done) });
    },
    onError: showSaveError,
  });

  const send = (
    change: typeof save | typeof publish,
    done: 'landings.saved' | 'landings.published',
  ) => {
    setMessage(null);
    const draft = check(LandingDraftSchema, { texts });
    if (!draft) return;
    change.mutate(draft, {
      onSuccess: () => setMessage({ tone: 'success', text: t(done) }),
      onError: showSaveError,
    });
  };

  return (
    <div lang={sections.language} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 shadow-sm">
        {pageFieldKeys(sections.page).map((key) => {
          const max = pageFields(sections.page)[key];
          const Field = max! > ONE_LINE ? TextAreaField : TextField;
          return (
            <Field
              key={key}
              label={fieldLabel(t, key)}
              value={texts[key]}
              maxLength={max}
              onChange={(e: { target: { value: string } }) =>
                setTexts((current) => ({ ...current, [key]: e.target.value }))
              }
              error={errors[`texts.${key}`]}
            />
          );
        })}
      </div>
      {sections.unpublished && <Alert tone="info">{t('landings.unpublished')}</Alert>}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {errors.texts && <Alert tone="error">{errors.texts}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => send(save, 'landings.saved')} disabled={busy}>
          {t('landings.save')}
        </Button>
        <Button onClick={() => send(publish, 'landings.published')} disabled={busy}>
          {t('landings.publish')}
        </Button>
        <a
          href={`${landingPath(params)}/preview`}
          target="_blank"
          rel="noopener"
          className="font-semibold text-blue-900 underline"
        >
          {t('landings.preview')}
        </a>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => reset.mutate(undefined, replaceWith('landings.resetDone'))}
        >
          {t('landings.reset')}
        </Button>
      </div>
      <LandingRevisions
        params={params}
        disabled={busy}
        onRestore={(revisionId) => {
          setMessage(null);
          restore.mutate(revisionId, replaceWith('landings.restored'));
        }}
      />
    </div>
  );
}
