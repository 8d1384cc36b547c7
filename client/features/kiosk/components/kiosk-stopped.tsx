import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useBootScreenDone } from '@/lib/boot-screen';

/** A revoked or unknown kiosk: it serves no one until a manager pairs it again. */
export function KioskStopped({ message }: { message: string }) {
  useBootScreenDone();
  const { t } = useTranslation('worker');
  return (
    <main className="mx-auto max-w-xl px-4">
      <Card className="my-10" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">{t('kiosk.stoppedTitle')}</h1>
        <p className="mt-2 text-base text-slate-700">{message}</p>
      </Card>
    </main>
  );
}
