import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaffLanguageSwitch } from '@/components/staff-language-switch';
import { Card } from '@/components/ui/card';
import { ContactRequestForm } from '@/features/inquiries/components/contact-request-form';
import { DocumentTitle } from '@/components/document-title';

/**
 * /auth/register: accounts are opened by the platform's admins, so this page
 * asks for one. It leaves a contact request of kind registration in the admins' inquiries.
 */
export function RegisterPage() {
  const { t } = useTranslation(['inquiry', 'staff', 'common']);
  return (
    <>
      <DocumentTitle title={`${t('register.title')} · ${t('appName', { ns: 'common' })}`} />
      <div className="mx-auto my-8 max-w-2xl">
        <Card className="p-6">
          <StaffLanguageSwitch label={t('login.language', { ns: 'staff' })} className="mb-4" />
          <h1 className="text-2xl font-bold text-slate-900">{t('register.title')}</h1>
          <p className="mt-1 mb-5 text-slate-600">{t('register.intro')}</p>
          <ContactRequestForm kind="registration" source="/auth/register" />
          <p className="mt-5 text-sm">
            <Link to="/auth/login" className="font-semibold text-blue-900 underline">
              {t('register.haveAccount')}
            </Link>
          </p>
        </Card>
      </div>
    </>
  );
}
