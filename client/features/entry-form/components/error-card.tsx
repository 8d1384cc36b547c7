import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useBootScreenDone } from '@/lib/boot-screen';

/** The form's error state: the site could not be found or loaded. */
export function ErrorCard({ message }: { message: string }) {
  useBootScreenDone();
  const { t } = useTranslation('entry-form');
  return (
    <main className="mx-auto max-w-xl px-4">
      <Card className="my-10" role="alert">
        <h1 className="text-xl font-bold text-slate-900">{t('errorCard.title')}</h1>
        <p className="mt-2 text-base font-semibold text-red-700">{message}</p>
        <p className="mt-2 text-base text-slate-700">{t('errorCard.hint')}</p>
      </Card>
    </main>
  );
}
