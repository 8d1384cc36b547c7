import { isLanguage } from '@shared/i18n/languages';
import { resolveText, type LocalizedText } from '@shared/i18n/localized-text';
import { useTranslation } from 'react-i18next';
import { textLanguage } from '@/lib/text-language';

const hebrew = (lines: readonly LocalizedText[]) => lines.map((line) => line.he).join('; ');

/**
 * A record's failed lines in the register: in the reader's language on the screen, and in
 * Hebrew on the printed page, the language the law keeps the register in.
 */
export function RegisterFailedLines({ lines }: { lines: readonly LocalizedText[] }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'he';
  if (language === 'he' || lines.length === 0) return <>{hebrew(lines)}</>;
  return (
    <>
      <span className="print:hidden">
        {lines.map((line, index) => {
          const text = resolveText(line, language);
          return (
            <span key={index}>
              {index > 0 && '; '}
              <span {...textLanguage(text.lang)}>{text.text}</span>
            </span>
          );
        })}
      </span>
      <span className="hidden print:inline" lang="he" dir="rtl">
        {hebrew(lines)}
      </span>
    </>
  );
}
