import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@shared/i18n/languages';
import { accessibilityStatementPath } from '@shared/routing/site-paths';

/**
 * The link to the accessibility statement, in the language the screen shows. A plain link: the
 * statement is a page the server draws, not a screen of the app.
 */
export function AccessibilityLink() {
  const { t, i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <a href={accessibilityStatementPath(language)} className="text-sm text-blue-900 underline">
      {t('accessibilityStatement')}
    </a>
  );
}
