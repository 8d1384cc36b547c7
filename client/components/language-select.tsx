import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@shared/i18n/languages';
import { cn } from '@/lib/cn';

interface LanguageSelectProps {
  value: Language;
  onChange: (language: Language) => void;
  /** The label, in the page's language, for screen readers. */
  label: string;
  className?: string;
}

/**
 * The nine worker languages, each by its own name. A globe marks it rather than a word, since
 * whoever needs it may not read the language the page is in. A native select on purpose: on a
 * phone it opens the system picker with large rows, and it costs no JavaScript.
 */
export function LanguageSelect({ value, onChange, label, className }: LanguageSelectProps) {
  const id = useId();
  return (
    <div className={cn('flex max-w-full min-w-0 items-center gap-2', className)}>
      <label htmlFor={id}>
        <span className="sr-only">{label}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onChange(event.target.value);
        }}
        className="min-h-11 max-w-full min-w-0 rounded-lg border border-slate-300 bg-white ps-3 pe-2 text-base text-slate-900"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
