import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DocumentTitle } from '@/components/document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentTitle title={`${t('notFound.title')} · ${t('appName')}`} />
      <Card className="my-10">
        <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
        <p className="mt-2 text-base text-slate-700">{t('notFound.text')}</p>
        <Link to="/" className={buttonClassName('primary', 'mt-6')}>
          {t('notFound.backHome')}
        </Link>
      </Card>
    </>
  );
}
