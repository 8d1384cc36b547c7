import * as Dialog from '@radix-ui/react-dialog';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, directionOf, isLanguage, type Language } from '@shared/i18n/languages';
import type { ResolvedText } from '@shared/i18n/localized-text';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/components/ui/return-focus';
import { BRIEFING_POINTS } from '../lib/briefing-points';

interface SafetyBriefingDialogProps {
  /** The site's own safety regulations, in the worker's language or its fallback. */
  siteRules: ResolvedText;
  onClose: () => void;
  onUnderstood: () => void;
}

function BriefingSection({ language, t }: { language: Language; t: TFunction<'safety-briefing'> }) {
  return (
    <section
      lang={language}
      dir={directionOf(language)}
      className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0"
    >
      <h3 className="text-base font-bold text-slate-900">{LANGUAGE_NAMES[language]}</h3>
      <ol className="mt-2 list-decimal space-y-1.5 ps-6 text-base leading-relaxed text-slate-800">
        {BRIEFING_POINTS.map((point) => (
          <li key={point}>{t(`points.${point}`)}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The safety-regulations dialog: the 20-point briefing in the worker's own language, the Hebrew
 * and English versions always at hand one tap below (a foreman may ask for them); then the site's
 * regulations; with "close" and "read and understood".
 */
export function SafetyBriefingDialog({
  siteRules,
  onClose,
  onUnderstood,
}: SafetyBriefingDialogProps) {
  const { t, i18n } = useTranslation('entry-form');
  // The 20 points are a catalog of their own, downloaded with this dialog, not with the form.
  const { t: tPoints } = useTranslation('safety-briefing');
  const { t: tHebrew } = useTranslation('safety-briefing', { lng: 'he' });
  const { t: tEnglish } = useTranslation('safety-briefing', { lng: 'en' });
  const shown = isLanguage(i18n.language) ? i18n.language : 'he';
  const returnFocus = useReturnFocus();

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-x-0 top-0 bottom-0 z-50 mx-auto flex max-w-2xl flex-col bg-white sm:top-6 sm:bottom-6 sm:rounded-xl"
        >
          <div className="border-b border-slate-200 p-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {t('briefing.title')}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-base text-slate-700">
              {t('briefing.intro')}
            </Dialog.Description>
          </div>
          <div className="flex-1 space-y-4 overflow-y-auto p-4">
            <BriefingSection language={shown} t={tPoints} />
            <details className="border-t border-slate-200 pt-3">
              <summary className="cursor-pointer text-base font-semibold text-blue-900">
                {t('briefing.otherLanguages')}
              </summary>
              <div className="mt-3 space-y-4">
                {shown !== 'he' && <BriefingSection language="he" t={tHebrew} />}
                {shown !== 'en' && <BriefingSection language="en" t={tEnglish} />}
              </div>
            </details>
            {siteRules.text.trim() && (
              <section className="border-t border-slate-200 pt-3">
                <h3 className="text-base font-bold text-slate-900">{t('briefing.siteRules')}</h3>
                <p
                  lang={siteRules.lang}
                  dir={siteRules.dir}
                  className="mt-2 text-base leading-relaxed whitespace-pre-line text-slate-800"
                >
                  {siteRules.text}
                </p>
              </section>
            )}
          </div>
          <div className="flex gap-2 border-t border-slate-200 p-4">
            <Dialog.Close asChild>
              <Button variant="secondary" className="flex-1">
                {t('briefing.close')}
              </Button>
            </Dialog.Close>
            <Button className="flex-1" onClick={onUnderstood}>
              {t('briefing.understood')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
