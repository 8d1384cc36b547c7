import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES } from '@shared/i18n/languages';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import { cn } from '@/lib/cn';
import { fieldTranslationStatus } from '../lib/translation-status';

/**
 * Per language, whether a worker reads the whole field in it or some of it falls back to English
 * or Hebrew: one small mark each, the language's code and a tick or an arrow back.
 */
export function TranslationStatus({ field }: { field: LocalizedFormField }) {
  const { t } = useTranslation('manage');
  const status = fieldTranslationStatus(field);
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('translation.status')}>
      {LANGUAGES.map((language) => {
        const isTranslated = status[language] === 'translated';
        const text = t(isTranslated ? 'translation.translated' : 'translation.fallback', {
          language: LANGUAGE_NAMES[language],
        });
        return (
          <li
            key={language}
            title={text}
            className={cn(
              'rounded px-1.5 py-0.5 text-xs font-semibold uppercase',
              isTranslated ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900',
            )}
          >
            <span aria-hidden="true" dir="ltr">
              {isTranslated ? '✓' : '↩'} {language}
            </span>
            <span className="sr-only">{text}</span>
          </li>
        );
      })}
    </ul>
  );
}
