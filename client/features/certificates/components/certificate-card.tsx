import { useTranslation } from 'react-i18next';
import type { CertificateItem } from '@shared/schemas/certificate.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useVerifyCertificate } from '@/data/certificates';
import { errorText } from '@/lib/api-client';
import { formatDay } from '@/lib/date-format';

const EXPIRY_TONE = {
  expired: 'bg-red-100 text-red-900',
  expiring: 'bg-amber-100 text-amber-900',
  valid: 'bg-green-100 text-green-900',
} as const;

/** One certificate: whose, what it covers, until when, and its verification. */
export function CertificateCard({
  item,
  canVerify,
}: {
  item: CertificateItem;
  canVerify: boolean;
}) {
  const { t, i18n } = useTranslation('certificates');
  const verify = useVerifyCertificate();
  const day = (value: string) => formatDay(value, i18n.language);
  const kind =
    item.kindLabel ||
    t(`kinds.${item.kind}` as 'kinds.work_at_height', { defaultValue: item.kind });

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {item.workerName || '—'}
          {item.employer && ` · ${item.employer}`}
        </p>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${EXPIRY_TONE[item.expiry]}`}
        >
          {t(`screen.${item.expiry}`)}
        </span>
      </div>
      <p className="text-slate-800">
        {kind}
        {item.domains.length > 0 &&
          ` · ${item.domains.map((d) => t(`domains.${d}` as 'domains.roofs')).join(', ')}`}
        {' · '}
        <bdi dir="ltr">{item.number}</bdi>
      </p>
      <p className="text-sm text-slate-600">
        {t('screen.dates', { from: day(item.issuedOn), to: day(item.expiresOn) })}
        {' · '}
        {t('screen.born', { date: day(item.dateOfBirth) })}
        {item.instructorRegistration &&
          ` · ${t('screen.instructor', { number: item.instructorRegistration })}`}
      </p>
      <p className="text-sm text-slate-600">
        {item.siteName} · {t('screen.request', { number: item.requestNumber })}
      </p>
      {item.photoFileId && (
        <a
          href={`/api/files/${encodeURIComponent(item.photoFileId)}`}
          target="_blank"
          rel="noreferrer"
          className="w-fit text-sm text-blue-800 underline"
        >
          {t('screen.photo')}
        </a>
      )}
      {verify.isError && <Alert tone="error">{errorText(verify.error, i18n.t)}</Alert>}
      {item.verifiedAt ? (
        <p className="text-sm text-green-800">
          {t('screen.verifiedBy', { name: item.verifiedByName ?? '' })}
        </p>
      ) : (
        <p className="text-sm text-amber-800">{t('field.notVerified')}</p>
      )}
      {canVerify && !item.verifiedAt && (
        <Button
          type="button"
          className="w-fit"
          disabled={verify.isPending}
          onClick={() => verify.mutate(item.id)}
        >
          {t('screen.verify')}
        </Button>
      )}
    </li>
  );
}
