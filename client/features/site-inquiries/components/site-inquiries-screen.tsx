import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SITE_INQUIRY_STATUSES,
  type SiteInquiry,
  type SiteInquiryStatus,
} from '@shared/schemas/site-inquiry.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { siteInquiriesQuery, useUpdateSiteInquiry } from '@/data/site-inquiries';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';

/** One message: what was asked and by whom, its status and the staff's notes, saved together. */
function InquiryCard({ inquiry }: { inquiry: SiteInquiry }) {
  const { t, i18n } = useTranslation('site-inquiry');
  const [status, setStatus] = useState<SiteInquiryStatus>(inquiry.status);
  const [note, setNote] = useState(inquiry.note);
  const update = useUpdateSiteInquiry();
  const changed = status !== inquiry.status || note !== inquiry.note;

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {t(`kinds.${inquiry.kind}`)} · {inquiry.siteName}
        </p>
        <p className="text-sm text-slate-600">{formatDateTime(inquiry.createdAt, i18n.language)}</p>
      </div>
      <p className="whitespace-pre-wrap text-slate-800">{inquiry.message}</p>
      <p className="text-sm text-slate-600">
        {t('staff.from')}: {inquiry.name || t('staff.anonymous')}
        {inquiry.contact && (
          <>
            {' · '}
            <span dir="ltr">{inquiry.contact}</span>
          </>
        )}
      </p>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <SelectField
          label={t('staff.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as SiteInquiryStatus)}
        >
          {SITE_INQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`staff.statuses.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('staff.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {update.isError && <Alert tone="error">{errorText(update.error, i18n.t)}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          disabled={!changed || update.isPending}
          onClick={() => update.mutate({ id: inquiry.id, status, note })}
        >
          {t('staff.save')}
        </Button>
        {inquiry.handledBy && (
          <span className="text-sm text-slate-600">
            {t('staff.handledBy', { name: inquiry.handledBy })}
          </span>
        )}
      </div>
    </li>
  );
}

/**
 * The messages that neighbours, suppliers and visitors sent to the user's sites from their
 * public page, with a status and notes the staff keep.
 */
export function SiteInquiriesScreen() {
  const { t, i18n } = useTranslation('site-inquiry');
  const [status, setStatus] = useState<SiteInquiryStatus | ''>('');
  const list = useQuery(siteInquiriesQuery(status));

  return (
    <section className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('staff.intro')}</p>
      <SelectField
        label={t('staff.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as SiteInquiryStatus | '')}
        className="max-w-xs"
      >
        <option value="">{t('staff.allStatuses')}</option>
        {SITE_INQUIRY_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`staff.statuses.${value}`)}
          </option>
        ))}
      </SelectField>
      {list.isError && <Alert tone="error">{errorText(list.error, i18n.t)}</Alert>}
      {list.data?.inquiries.length === 0 && <p className="text-slate-600">{t('staff.empty')}</p>}
      <ul className="flex flex-col gap-3">
        {list.data?.inquiries.map((inquiry) => (
          // The key carries the saved state, so a card shows the server's values after a save.
          <InquiryCard key={`${inquiry.id}:${inquiry.updatedAt}`} inquiry={inquiry} />
        ))}
      </ul>
    </section>
  );
}
