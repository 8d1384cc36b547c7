import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardText, CardTitle } from '@/components/ui/card';

const POINTS = ['scan', 'safety', 'approve'] as const;

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('appName')}</title>
      <section className="py-8 sm:py-12">
        <h1 className="text-3xl leading-tight font-extrabold text-blue-950 sm:text-4xl">
          {t('landing.headline')}
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{t('landing.intro')}</p>
        <Link to="/login" className={buttonClassName('primary', 'mt-6')}>
          {t('landing.login')}
        </Link>
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
    </>
  );
}
