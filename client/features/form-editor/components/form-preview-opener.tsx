import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@shared/i18n/languages';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { buttonClassName } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { previewUrl } from '../lib/preview-url';

/**
 * The site's entry form as its workers get it, in the language chosen, opened in preview in a
 * new tab: every field can be filled and checked, and nothing is ever sent.
 */
export function FormPreviewOpener({ site }: { site: Pick<ManagedSite, 'code'> }) {
  const { t, i18n } = useTranslation('manage');
  const [language, setLanguage] = useState<Language>(
    isLanguage(i18n.language) ? i18n.language : 'he',
  );
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label={t('testForm.language')}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </SelectField>
      <a
        href={previewUrl(site, language)}
        target="_blank"
        rel="noreferrer"
        className={buttonClassName('primary', 'mb-0.5')}
      >
        {t('testForm.open')}
      </a>
    </div>
  );
}
