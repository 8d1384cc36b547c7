import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_STATUSES,
  type ContactRequest,
  type ContactStatus,
} from '@shared/schemas/contact-request.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUpdateContactRequest } from '../api/update-contact-request';

const statusLook: Record<ContactStatus, string> = {
  new: 'bg-blue-100 text-blue-900',
  in_progress: 'bg-amber-100 text-amber-900',
  handled: 'bg-green-100 text-green-900',
};

/** One inquiry: who wrote, how to reach him, what he asked, and its handling. */
export function ContactRequestCard({ request }: { request: ContactRequest }) {
  const { t, i18n } = useTranslation('manage');
  const [status, setStatus] = useState(request.status);
  const [note, setNote] = useState(request.note);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const update = useUpdateContactRequest();
  const isChanged = status !== request.status || note.trim() !== request.note;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const save = () =>
    update.mutate(
      { id: request.id, body: { status, note } },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('inquiries.saved') }),
        onError: (error) => setMessage({ tone: 'error', text: errorText(error, i18n.t) }),
      },
    );

  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          {request.kind === 'registration' && (
            <p className="mb-1 w-fit rounded bg-violet-100 px-2 py-0.5 text-sm font-semibold text-violet-900">
              {t('inquiries.registration')}
            </p>
          )}
          <p className="text-lg font-bold text-slate-900" dir="auto">
            {request.name}
            {request.companyName && (
              <span className="font-medium text-slate-700"> · {request.companyName}</span>
            )}
          </p>
          <p className="text-sm text-slate-600">
            {date.format(new Date(request.createdAt))}
            {request.source && (
              <>
                {' · '}
                <bdi dir="ltr">{request.source}</bdi>
              </>
            )}
          </p>
        </div>
        <span className={cn('rounded px-2 py-1 text-sm font-semibold', statusLook[request.status])}>
          {t(`inquiries.status.${request.status}`)}
        </span>
      </div>
      <p className="mt-2 flex flex-wrap gap-4 text-base">
        {request.phone && (
          <a
            href={`tel:${request.phone}`}
            className="font-semibold text-blue-800 underline"
            dir="ltr"
          >
            {request.phone}
          </a>
        )}
        {request.email && (
          <a
            href={`mailto:${request.email}`}
            className="font-semibold text-blue-800 underline"
            dir="ltr"
          >
            {request.email}
          </a>
        )}
      </p>
      {request.message && (
        <p className="mt-2 whitespace-pre-line rounded bg-slate-50 p-3 text-slate-800" dir="auto">
          {request.message}
        </p>
      )}
      <div className="mt-3 grid gap-3 md:grid-cols-[14rem_1fr]">
        <SelectField
          label={t('inquiries.statusLabel')}
          value={status}
          onChange={(event) => setStatus(event.target.value as ContactStatus)}
        >
          {CONTACT_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`inquiries.status.${option}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('inquiries.note')}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {message && (
        <Alert tone={message.tone} className="mt-3">
          {message.text}
        </Alert>
      )}
      <Button className="mt-3" onClick={save} disabled={!isChanged || update.isPending}>
        {update.isPending ? t('saving') : t('save')}
      </Button>
    </Card>
  );
}
