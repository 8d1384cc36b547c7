import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * What a signed-in user sees on a company card the server refused him: the page is only for the
 * main account creator (docs/access.md).
 */
export function NoPermission() {
  const { t } = useTranslation('admin');
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 text-center">
      <h2 className="text-2xl font-bold text-slate-900">{t('noPermission.title')}</h2>
      <p className="text-slate-700">{t('noPermission.mainAccountOnly')}</p>
      <Link to="/manager/dashboard" className={buttonClassName('primary')}>
        {t('noPermission.backToDashboard')}
      </Link>
    </Card>
  );
}
