import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, directionOf, type Language } from '@shared/i18n/languages';
import { buttonClassName } from '@/components/ui/button';

/** The kiosk's first screen for each worker: his language, each named in itself. */
export function KioskLanguageChoice({
  siteName,
  onChoose,
}: {
  siteName: string;
  onChoose: (language: Language) => void;
}) {
  const { t } = useTranslation('worker');
  return (
    <main className="mx-auto max-w-xl space-y-5 px-4 py-8 text-center">
      <p className="text-lg text-slate-700">{siteName}</p>
      <h1 className="text-2xl font-bold text-slate-900">{t('kiosk.chooseLanguage')}</h1>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            dir={directionOf(language)}
            className={buttonClassName('secondary', 'min-h-16 text-xl')}
            onClick={() => onChoose(language)}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
    </main>
  );
}
