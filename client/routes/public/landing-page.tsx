import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardText, CardTitle } from '@/components/ui/card';
import { ContactRequestForm } from '@/features/inquiries/components/contact-request-form';
import { DocumentTitle } from '@/components/document-title';

const POINTS = ['scan', 'safety', 'approve'] as const;

export function LandingPage() {
  const { t } = useTranslation(['common', 'inquiry']);
  return (
    <>
      <DocumentTitle title={t('appName')} />
      <section className="py-8 sm:py-12">
        <h1 className="text-3xl leading-tight font-extrabold text-blue-950 sm:text-4xl">
          {t('landing.headline')}
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{t('landing.intro')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/login" className={buttonClassName('primary')}>
            {t('landing.login')}
          </Link>
          <Link to="/auth/register" className={buttonClassName('secondary')}>
            {t('register.link', { ns: 'inquiry' })}
          </Link>
        </div>
      </section>
      <ul className="grid gap-4 pb-10 sm:grid-cols-3">
        {POINTS.map((point) => (
          <li key={point}>
            <Card className="h-full">
              <CardTitle>{t(`landing.points.${point}.title`)}</CardTitle>
              <CardText>{t(`landing.points.${point}.text`)}</CardText>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="contact-title" className="pb-12">
        <Card className="p-6">
          <h2 id="contact-title" className="text-2xl font-bold text-slate-900">
            {t('contact.title', { ns: 'inquiry' })}
          </h2>
          <p className="mt-1 mb-5 text-slate-600">{t('contact.intro', { ns: 'inquiry' })}</p>
          <ContactRequestForm kind="inquiry" source="/" />
        </Card>
      </section>
    </>
  );
}
