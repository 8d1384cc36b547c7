import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXPIRY_WARNING_DAYS } from '@shared/certificates/certificate-rules';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/field';
import { certificatesQuery } from '@/data/certificates';
import { errorText } from '@/lib/api-client';
import { CertificateCard } from './certificate-card';

interface CertificatesScreenProps {
  siteId: number | null;
  /** The page's site choice, which keeps the chosen site in the address. */
  siteSelect: ReactNode;
  canVerify: boolean;
}

/**
 * The certificates that need a manager: awaiting verification, ending soon and expired, of the
 * user's sites, filtered by site and by employer (the subcontractor the worker came with).
 */
export function CertificatesScreen({ siteId, siteSelect, canVerify }: CertificatesScreenProps) {
  const { t, i18n } = useTranslation('certificates');
  const [employer, setEmployer] = useState('');
  const list = useQuery(certificatesQuery({ siteId, employer }));
  const employers = list.data?.employers ?? [];

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('screen.intro', { days: EXPIRY_WARNING_DAYS })}</p>
      <div className="flex flex-wrap gap-3">
        {siteSelect}
        <SelectField
          label={t('screen.employer')}
          className="max-w-xs"
          value={employer}
          onChange={(event) => setEmployer(event.target.value)}
        >
          <option value="">{t('screen.allEmployers')}</option>
          {[...new Set([...employers, ...(employer ? [employer] : [])])].map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      {list.isError && (
        <Alert tone="error">
          {t('screen.loadFailed')} {errorText(list.error, i18n.t)}
        </Alert>
      )}
      {list.data?.items.length === 0 && <p className="text-slate-600">{t('screen.empty')}</p>}
      <ul className="flex flex-col gap-3">
        {list.data?.items.map((item) => (
          <CertificateCard key={item.id} item={item} canVerify={canVerify} />
        ))}
      </ul>
    </div>
  );
}
