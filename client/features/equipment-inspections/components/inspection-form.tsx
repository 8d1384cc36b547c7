import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFailedLine } from '@shared/inspections/inspection-rules';
import {
  CLOSED_REASONS,
  type ClosedReason,
  type EquipmentInspections,
} from '@shared/schemas/inspection.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';
import { uploadInspectionFile, useRecordInspection } from '../api/record-inspection';
import { ChecklistLine, type LineAnswer } from './checklist-line';
import { InspectorSignature } from './inspector-signature';

const EMPTY: LineAnswer = { result: null, note: '', photoFileId: null };
const input = 'mt-1 w-full rounded-md border border-slate-300 p-2';

/**
 * The checklist on the phone: every line answered, the result (fit, or closed with a reason;
 * closed for its failed items, and nothing else, once a line failed), for a platform the
 * qualified inspector's report, and the signature. The server checks it all again and writes
 * the record once.
 */
export function InspectionForm({ item }: { item: EquipmentInspections }) {
  const { t, i18n } = useTranslation('inspections');
  const record = useRecordInspection(item.id);
  const [lines, setLines] = useState<Record<string, LineAnswer>>({});
  const [chosenOutcome, setOutcome] = useState<'fit' | 'closed'>('fit');
  const [chosenReason, setClosedReason] = useState<ClosedReason>('failed_items');
  const [signature, setSignature] = useState<Blob | null>(null);
  const [external, setExternal] = useState({ name: '', licenceNumber: '', reportExpiresOn: '' });
  const [report, setReport] = useState<File | null>(null);
  const [saved, setSaved] = useState(false);
  const answered = item.checklist.every((line) => lines[line.id]?.result);
  const isFailed = hasFailedLine(item.checklist.map((line) => lines[line.id] ?? EMPTY));
  const outcome = isFailed ? 'closed' : chosenOutcome;
  const closedReason = isFailed ? 'failed_items' : chosenReason;

  const submit = async () => {
    setSaved(false);
    const reportFileId =
      item.kind === 'platform' && report ? await uploadInspectionFile(report, report.name) : null;
    await record.mutateAsync({
      signature: signature!,
      body: {
        inspectedAt: new Date().toISOString(),
        results: item.checklist.map((line) => {
          const answer = lines[line.id] ?? EMPTY;
          return {
            itemId: line.id,
            result: answer.result ?? 'na',
            note: answer.note,
            photoFileId: answer.photoFileId,
          };
        }),
        outcome,
        closedReason: outcome === 'closed' ? closedReason : null,
        external: item.kind === 'platform' && reportFileId ? { ...external, reportFileId } : null,
        correctsId: null,
      },
    });
    setLines({});
    setSaved(true);
  };

  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit().catch(() => undefined);
      }}
    >
      {item.checklist.map((line) => (
        <ChecklistLine
          key={line.id}
          item={line}
          answer={lines[line.id] ?? EMPTY}
          onChange={(change) =>
            setLines((all) => ({ ...all, [line.id]: { ...(all[line.id] ?? EMPTY), ...change } }))
          }
        />
      ))}
      {item.kind === 'platform' && (
        <fieldset className="space-y-2 rounded-lg border border-slate-300 p-3">
          <label className="block">
            {t('inspect.externalName')}
            <input
              className={input}
              value={external.name}
              onChange={(e) => setExternal({ ...external, name: e.target.value })}
            />
          </label>
          <label className="block">
            {t('inspect.licence')}
            <input
              className={input}
              dir="ltr"
              value={external.licenceNumber}
              onChange={(e) => setExternal({ ...external, licenceNumber: e.target.value })}
            />
          </label>
          <label className="block">
            {t('inspect.report')}
            <input
              type="file"
              accept="application/pdf,image/*"
              className="mt-1 block"
              onChange={(e) => setReport(e.target.files?.[0] ?? null)}
            />
          </label>
          <label className="block">
            {t('inspect.reportExpiry')}
            <input
              type="date"
              className={input}
              value={external.reportExpiresOn}
              onChange={(e) => setExternal({ ...external, reportExpiresOn: e.target.value })}
            />
          </label>
        </fieldset>
      )}
      <fieldset className="rounded-lg border border-slate-300 p-3">
        <legend className="px-1 font-medium">{t('inspect.outcome')}</legend>
        {(isFailed ? (['closed'] as const) : (['fit', 'closed'] as const)).map((value) => (
          <label key={value} className="me-4 inline-flex items-center gap-1">
            <input
              type="radio"
              name="outcome"
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            {t(`outcome.${value}`)}
          </label>
        ))}
        {outcome === 'closed' && (
          <label className="mt-2 block">
            {t('inspect.closedReason')}
            <select
              className={input}
              value={closedReason}
              disabled={isFailed}
              onChange={(e) => setClosedReason(e.target.value as ClosedReason)}
            >
              {CLOSED_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`closedReason.${reason}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {isFailed && <p className="mt-2 text-sm text-slate-700">{t('inspect.failedCloses')}</p>}
      </fieldset>
      <InspectorSignature onChange={setSignature} />
      {record.isError && <Alert tone="error">{errorText(record.error, i18n.t)}</Alert>}
      {saved && <Alert tone="success">{t('inspect.saved')}</Alert>}
      <Button
        type="submit"
        className="w-full"
        disabled={!answered || !signature || record.isPending}
      >
        {t('inspect.submit')}
      </Button>
    </form>
  );
}
