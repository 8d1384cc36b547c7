import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useBootScreenDone } from '@/lib/boot-screen';

/**
 * Shown when a page fails to load or render. The usual cause is a lazy chunk gone after a
 * deploy or a dropped connection, so the one useful action is loading the page again.
 */
export function RouteError() {
  useBootScreenDone();
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl px-4">
      <Card className="my-10" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">{t('routeError.title')}</h1>
        <p className="mt-2 text-base text-slate-700">{t('routeError.text')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('retry')}
        </Button>
      </Card>
    </main>
  );
}
