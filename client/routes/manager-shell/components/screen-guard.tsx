import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { mayOpenScreen, type ScreenUser } from '../lib/screen-access';

interface ScreenGuardProps {
  user: ScreenUser;
  /** The user's landing page, offered instead of the refused screen. */
  landing: string;
  children: ReactNode;
}

/**
 * The shell's route guard: a screen the user's role may not open (typed or bookmarked) is
 * replaced by one clear sentence and a way to his own landing page, instead of the screen and
 * the server's refusals of each of its calls. The server still refuses them on its own.
 */
export function ScreenGuard({ user, landing, children }: ScreenGuardProps) {
  const { pathname } = useLocation();
  if (mayOpenScreen(user, pathname)) return children;
  return <NoScreenAccess landing={landing} />;
}

function NoScreenAccess({ landing }: { landing: string }) {
  const { t } = useTranslation('staff');
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 text-center">
      <h2 className="text-2xl font-bold text-slate-900">{t('screenAccess.title')}</h2>
      <p className="text-slate-700">{t('screenAccess.body')}</p>
      <Link to={landing} className={buttonClassName('primary')}>
        {t('screenAccess.toLanding')}
      </Link>
    </Card>
  );
}
