import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePrefetchStaffScreens } from '@/app/prefetch';
import { StaffLanguageSwitch } from '@/components/staff-language-switch';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAutoLogin } from '@/features/auth/hooks/use-auto-login';
import { DocumentTitle } from '@/components/document-title';

/** Auto-login applies on this path only. */
const AUTO_LOGIN_PATH = '/login';

/** The staff sign-in at every login route. */
export function LoginPage() {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const { isTrying } = useAutoLogin(pathname === AUTO_LOGIN_PATH);
  usePrefetchStaffScreens();

  return (
    <>
      <DocumentTitle title={`${t('login.title')} · ${t('appName', { ns: 'common' })}`} />
      <div className="mx-auto my-8 max-w-md">
        <Card className="p-6">
          <StaffLanguageSwitch label={t('login.language')} className="mb-4" />
          <h1 className="text-2xl font-bold text-slate-900">{t('login.title')}</h1>
          <p className="mt-1 mb-5 text-sm text-slate-600">{t('login.intro')}</p>
          {isTrying && (
            <Alert tone="info" className="mb-4">
              {t('login.autoLogin')}
            </Alert>
          )}
          <LoginForm isDisabled={isTrying} />
        </Card>
      </div>
    </>
  );
}
