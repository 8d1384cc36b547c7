import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkerPhoneQuerySchema } from '@shared/schemas/worker-recognition.schemas';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { revokeInduction, revokeWorker, workerHistoryQuery } from '@/data/worker-history';
import { errorText } from '@/lib/api-client';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { WorkerVisitList } from './worker-visit-list';

/** The two revocations: his phones' recognition, or his inductions alone. */
const REVOCATIONS = {
  recognition: { call: revokeWorker, confirm: 'workers.revokeConfirm', done: 'workers.revoked' },
  induction: {
    call: revokeInduction,
    confirm: 'workers.revokeInductionConfirm',
    done: 'workers.inductionsRevoked',
  },
} as const;

/**
 * A worker's visits to the company's sites, found by his phone number, with the phones that
 * remember him and the way to make them forget him, or to make him repeat his induction.
 */
export function WorkerVisitsCard({ canRevokeInduction }: { canRevokeInduction: boolean }) {
  const { t, i18n } = useTranslation(['manage', 'review']);
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [phone, setPhone] = useState('');
  const [isRevoking, setIsRevoking] = useState(false);
  const { errors, message, setMessage, check } = useFormFeedback();
  const history = useQuery(workerHistoryQuery(phone));

  function search(event: FormEvent) {
    event.preventDefault();
    const parsed = check(WorkerPhoneQuerySchema, { phone: typed });
    if (!parsed) return;
    setMessage(null);
    setPhone(parsed.phone);
  }

  async function revoke(kind: keyof typeof REVOCATIONS) {
    const revocation = REVOCATIONS[kind];
    if (!window.confirm(t(revocation.confirm, { phone }))) return;
    setIsRevoking(true);
    try {
      const revoked = await revocation.call(client, phone);
      setMessage({ tone: 'success', text: t(revocation.done, { count: revoked }) });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, i18n.t) });
    } finally {
      setIsRevoking(false);
    }
  }

  return (
    <Card>
      <CardTitle>{t('workers.title')}</CardTitle>
      <p className="mt-1 text-sm text-slate-600">{t('workers.hint')}</p>
      <form noValidate onSubmit={search} className="mt-4 flex flex-wrap items-end gap-2">
        <TextField
          label={t('workers.phone')}
          type="tel"
          dir="ltr"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={errors.phone}
        />
        <Button type="submit">{t('workers.search')}</Button>
      </form>
      {message && (
        <div className="mt-3">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
      {phone !== '' && (
        <div className="mt-4">
          <QueryState query={history}>
            {(data) => (
              <div className="flex flex-col gap-3">
                <p className="font-semibold text-slate-900" dir="auto">
                  {data.name || t('workers.noName')}
                </p>
                <p className="text-sm text-slate-700">
                  {t('workers.rememberedPhones', { count: data.rememberedPhones })}
                </p>
                <div className="flex flex-wrap gap-2">
                  {data.rememberedPhones > 0 && (
                    <Button
                      variant="secondary"
                      disabled={isRevoking}
                      onClick={() => void revoke('recognition')}
                    >
                      {t('workers.revoke')}
                    </Button>
                  )}
                  {canRevokeInduction &&
                    data.visits.some((visit) => visit.induction && !visit.induction.isRevoked) && (
                      <Button
                        variant="secondary"
                        disabled={isRevoking}
                        onClick={() => void revoke('induction')}
                      >
                        {t('workers.revokeInduction')}
                      </Button>
                    )}
                </div>
                <WorkerVisitList visits={data.visits} />
              </div>
            )}
          </QueryState>
        </div>
      )}
    </Card>
  );
}
