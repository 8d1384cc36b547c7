import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, STAFF_LANGUAGES } from '@shared/i18n/languages';
import { changeLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/**
 * The four staff languages (docs/languages.md) as one row of buttons, each in its own name,
 * so the choice is one tap and readable whatever language the page is in now.
 */
export function StaffLanguageSwitch({ label, className }: { label: string; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-1', className)}>
      {STAFF_LANGUAGES.map((language) => {
        const isCurrent = i18n.language === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={isCurrent}
            onClick={() => void changeLanguage(language)}
            className={cn(
              'min-h-9 rounded-full border px-3 text-sm font-medium',
              isCurrent
                ? 'border-blue-900 bg-blue-900 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        );
      })}
    </div>
  );
}
