import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_STATUSES,
  type ContactStatus,
  type LeadDetails,
} from '@shared/schemas/contact-request.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';
import { saveErrors, type FieldErrors } from '@/lib/form-errors';
import { useAddNote, useLead, useUpdateLead } from '../api/leads';
import { LeadAgentForm } from './lead-agent-form';
import { OpenCompanyForm } from './open-company-form';

type Notice = { tone: 'success' | 'error'; text: string };

interface LeadDialogProps {
  id: number;
  canManage: boolean;
  onClose: () => void;
}

/** One lead: its details, stage and follow-up, notes, agent, and opening its company. */
export function LeadDialog({ id, canManage, onClose }: LeadDialogProps) {
  const { t, i18n } = useTranslation('backoffice');
  const lead = useLead(id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('leads.details')}>
      {lead.isPending && <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>}
      {lead.isError && <Alert tone="error">{errorText(lead.error, i18n.t)}</Alert>}
      {lead.data && <LeadBody lead={lead.data} canManage={canManage} />}
    </Dialog>
  );
}

function LeadBody({ lead, canManage }: { lead: LeadDetails; canManage: boolean }) {
  const { t, i18n } = useTranslation('backoffice');
  const [notice, setNotice] = useState<Notice | null>(null);
  const say = (text: string) => setNotice({ tone: 'success', text });
  const fail = (error: unknown) => setNotice({ tone: 'error', text: errorText(error, i18n.t) });
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t('leads.columns.name')}</dt>
        <dd>
          <bdi>{lead.name}</bdi>
        </dd>
        <dt className="font-semibold">{t('leads.columns.companyName')}</dt>
        <dd>
          <bdi>{lead.companyName}</bdi>
        </dd>
        <dt className="font-semibold">{t('leads.columns.phone')}</dt>
        <dd dir="ltr" className="text-start">
          {lead.phone}
        </dd>
        <dt className="font-semibold">{t('leads.columns.email')}</dt>
        <dd dir="ltr" className="text-start">
          {lead.email}
        </dd>
        <dt className="font-semibold">{t('leads.columns.kind')}</dt>
        <dd>{t(`leads.kinds.${lead.kind}`)}</dd>
        <dt className="font-semibold">{t('leads.columns.message')}</dt>
        <dd className="whitespace-pre-wrap">
          <bdi>{lead.message}</bdi>
        </dd>
      </dl>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <StageForm lead={lead} onSaved={() => say(t('common.saved'))} />
      <Notes lead={lead} onError={fail} />
      {canManage && (
        <LeadAgentForm lead={lead} onSaved={() => say(t('common.saved'))} onError={fail} />
      )}
      {canManage &&
        (lead.companyId === null ? (
          <OpenCompanyForm
            lead={lead}
            onOpened={(name) => say(t('leads.companyOpened', { name }))}
          />
        ) : (
          <p className="text-sm text-green-800">{t('leads.converted')}</p>
        ))}
    </div>
  );
}

function StageForm({ lead, onSaved }: { lead: LeadDetails; onSaved: () => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const [status, setStatus] = useState<ContactStatus>(lead.status);
  const [followUpOn, setFollowUpOn] = useState(lead.followUpOn ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const update = useUpdateLead(lead.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { status, followUpOn: followUpOn || null },
      {
        onSuccess: () => {
          setErrors({});
          setMessage(null);
          onSaved();
        },
        onError: (error) => {
          const result = saveErrors(error, i18n.t);
          setErrors(result.fields);
          setMessage(result.message);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <SelectField
        label={t('leads.columns.status')}
        value={status}
        error={errors.status}
        onChange={(event) => setStatus(event.target.value as ContactStatus)}
      >
        {CONTACT_STATUSES.map((option) => (
          <option key={option} value={option}>
            {t(`leads.status.${option}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={t('leads.columns.followUpOn')}
        value={followUpOn}
        error={errors.followUpOn}
        onChange={(event) => setFollowUpOn(event.target.value)}
      />
      <Button type="submit" disabled={update.isPending}>
        {t('leads.saveStage')}
      </Button>
      {message && (
        <Alert tone="error" className="w-full">
          {message}
        </Alert>
      )}
    </form>
  );
}

function Notes({ lead, onError }: { lead: LeadDetails; onError: (error: unknown) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const [body, setBody] = useState('');
  const add = useAddNote(lead.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(body, { onSuccess: () => setBody(''), onError });
  };
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{t('leads.notes')}</h3>
      {lead.notes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('leads.noNotes')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-2 text-sm">
              <p className="whitespace-pre-wrap">
                <bdi>{note.body}</bdi>
              </p>
              <p className="text-xs text-slate-600">
                <bdi>{note.authorName}</bdi> · {formatDateTime(note.createdAt, i18n.language)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex flex-col gap-2">
        <TextAreaField
          label={t('leads.addNote')}
          value={body}
          rows={2}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={add.isPending || !body.trim()}>
          {t('leads.addNote')}
        </Button>
      </form>
    </section>
  );
}
