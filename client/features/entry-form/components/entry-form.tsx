import { Suspense, lazy, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answersWith } from '@shared/fields/field-type-registry';
import type { Language } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import type { FormField } from '@shared/schemas/form.schemas';
import type { PublicSite } from '@shared/schemas/site.schemas';
import { requiresSiteVideo } from '@shared/validation/form-rules';
import { Button, buttonClassName } from '@/components/ui/button';
import { useEquipmentQuery } from '../api/get-equipment';
import { useBootFormTakeover } from '../hooks/use-boot-form-takeover';
import type { useEntryDraft } from '../hooks/use-entry-draft';
import { useInduction } from '../hooks/use-induction';
import { useReturningWorker } from '../hooks/use-returning-worker';
import { useSubmitEntry, type KioskSubmit } from '../hooks/use-submit-entry';
import { ENTRY_FORM_NAMESPACES } from '../lib/messages';
import type { EquipmentList } from './fields/equipment-field';
import { FormFieldView } from './fields/form-field';
import { InductionNotice } from './induction-notice';
import { InstructionsBox } from './instructions-box';
import { NewPhoneClaim } from './new-phone-claim';
import { PreviewBanner } from './preview-banner';
import { ReturningWorkerCard } from './returning-worker-card';
import { SiteVideo } from './site-video';
import { SubmitSection } from './submit-section';
import { DocumentTitle } from '@/components/document-title';

const SafetyBriefingDialog = lazy(async () => ({
  default: (await import('./safety-briefing-dialog')).SafetyBriefingDialog,
}));

interface EntryFormProps {
  site: PublicSite;
  fields: readonly FormField[];
  formVersion: number | null;
  language: Language;
  isPreview: boolean;
  draft: ReturnType<typeof useEntryDraft>;
  /** On a kiosk the phone's own memory of a worker (returning, new phone) has no place. */
  kiosk?: KioskSubmit;
}

/**
 * The entry form screen under the site's header (entry-form-screen.tsx),
 * once the site and its fields are known.
 */
export function EntryForm({
  site,
  fields,
  formVersion,
  language,
  isPreview,
  draft,
  kiosk,
}: EntryFormProps) {
  const { t } = useTranslation(ENTRY_FORM_NAMESPACES);
  const [isBriefingOpen, setIsBriefingOpen] = useState(false);
  const closeBriefing = () => setIsBriefingOpen(false);
  const [hasReadBriefing, setHasReadBriefing] = useState(false);
  const { submit, phase, alert, hasSendFailed, isPreviewValid, fieldErrors, clearFieldError } =
    useSubmitEntry();

  const needsEquipment = fields.some((f) => answersWith(f.type, 'equipment'));
  const companyId = site.companyId > 0 ? site.companyId : null;
  const equipment = useEquipmentQuery(companyId, needsEquipment);
  const listOf = (kind: 'scaffolds' | 'platforms'): EquipmentList => {
    if (companyId === null) return { kind: 'noCompany' };
    if (equipment.isError) return { kind: 'failed' };
    if (!equipment.data) return { kind: 'loading' };
    const { isNumberRequired } = equipment.data;
    return { kind: 'ready', items: equipment.data[kind], isNumberRequired };
  };

  const returning = useReturningWorker(site.id, fields, draft, {
    enabled: !isPreview && !kiosk,
  });
  const induction = useInduction(site.id, fields, draft, {
    enabled: !isPreview,
    hasSiteVideo: requiresSiteVideo(site, fields),
  });
  const { state } = draft;
  useBootFormTakeover(state.values, draft.setValue);
  const showSiteVideo = requiresSiteVideo(site, fields) && !induction.validUntil;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit({
      site,
      fields: induction.fields,
      formVersion,
      equipment: equipment.data ?? null,
      language,
      isPreview,
      state,
      isSiteVideoRequired: showSiteVideo,
      flushDraft: draft.flush,
      renewIdempotencyKey: draft.renewIdempotencyKey,
      resetDraft: draft.reset,
      kiosk,
    });
  }

  return (
    <>
      <DocumentTitle title={`${t('pageTitle')} - ${resolveText(site.name, language).text}`} />
      <main className="mx-auto max-w-xl space-y-5 px-4 py-5">
        {isPreview && <PreviewBanner />}
        {returning.known && (
          <ReturningWorkerCard
            known={returning.known}
            onForget={() => void returning.forget()}
            isForgetting={returning.isForgetting}
            hasFailed={returning.hasFailed}
          />
        )}
        {!isPreview && !kiosk && !returning.known && !draft.wasRestored && (
          <NewPhoneClaim siteId={site.id} fields={fields} />
        )}
        {draft.wasRestored && (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800"
          >
            <span>{t('draft.restored')}</span>
            <Button
              variant="secondary"
              className="min-h-9 px-3 text-sm"
              onClick={() => void draft.reset()}
            >
              {t('draft.clear')}
            </Button>
          </div>
        )}
        {induction.validUntil && (
          <InductionNotice validUntil={induction.validUntil} language={language} />
        )}
        <InstructionsBox />
        <button
          type="button"
          className={buttonClassName('secondary', 'w-full')}
          onClick={() => setIsBriefingOpen(true)}
        >
          <ShieldIcon />
          {t('briefing.open')}
        </button>
        {hasReadBriefing && (
          <p className="-mt-3 text-center text-sm font-medium text-green-800">
            ✓ {t('briefing.acknowledged')}
          </p>
        )}
        {showSiteVideo && (
          <SiteVideo
            src={site.videoUrl}
            isWatched={state.siteVideoWatched}
            onWatched={draft.markSiteVideoWatched}
          />
        )}
        <form noValidate onSubmit={onSubmit} className="space-y-6">
          {induction.fields.map((field) => (
            <FormFieldView
              key={field.id}
              field={field}
              siteId={site.id}
              value={state.values[field.id]}
              image={state.files[field.id]}
              error={fieldErrors[field.id]?.(t) ?? null}
              onValue={(fieldId, value) => {
                draft.setValue(fieldId, value);
                clearFieldError(fieldId);
              }}
              onImage={(fieldId, image) => {
                draft.setFile(fieldId, image);
                clearFieldError(fieldId);
              }}
              scaffolds={listOf('scaffolds')}
              platforms={listOf('platforms')}
              language={language}
              onOpenRegulations={() => setIsBriefingOpen(true)}
              quiz={{
                siteId: site.id,
                formVersion,
                isMaterialDone: induction.isMaterialDone,
                onReview: () => {
                  induction.review();
                  setHasReadBriefing(false);
                },
              }}
            />
          ))}
          <SubmitSection
            phase={phase}
            alert={alert?.(t) ?? null}
            hasSendFailed={hasSendFailed}
            isPreview={isPreview}
            isPreviewValid={isPreviewValid}
          />
        </form>
      </main>
      {isBriefingOpen && (
        <Suspense fallback={null}>
          <SafetyBriefingDialog
            siteRules={resolveText(site.safetyRegulations, language)}
            onClose={closeBriefing}
            onUnderstood={() => {
              setHasReadBriefing(true);
              closeBriefing();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function ShieldIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" strokeLinejoin="round" />
      <path d="M8.5 12l2.5 2.5 4.5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
