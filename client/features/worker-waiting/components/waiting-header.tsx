import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import { LanguageSelect } from '@/components/language-select';

interface WaitingHeaderProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
}

export function WaitingHeader({ language, onLanguageChange }: WaitingHeaderProps) {
  const { t } = useTranslation('worker');
  return (
    <header className="bg-blue-900 text-white">
      <div className="mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="text-lg font-bold">{t('waiting.title')}</p>
        <LanguageSelect value={language} onChange={onLanguageChange} label={t('languageLabel')} />
      </div>
    </header>
  );
}
