import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EQUIPMENT_CSV_COLUMNS,
  EQUIPMENT_IMPORT_MAX_BYTES,
  type EquipmentImportResult,
  type ImportRowError,
} from '@shared/schemas/equipment-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/api-client';
import { useImportEquipment } from '../api/import-equipment';
import { rowErrorsOf } from '../lib/import-errors';

/** Reads a CSV file and imports it whole, or shows every bad row and imports nothing. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('manage');
  const importCsv = useImportEquipment();
  const [result, setResult] = useState<EquipmentImportResult | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setResult(null);
    setRowErrors([]);
    if (file.size > EQUIPMENT_IMPORT_MAX_BYTES) {
      setMessage(t('import.tooLarge', { maxKb: EQUIPMENT_IMPORT_MAX_BYTES / 1024 }));
      return;
    }
    setMessage(null);
    importCsv.mutate(await file.text(), {
      onSuccess: setResult,
      onError: (error) => {
        setMessage(errorText(error, i18n.t));
        setRowErrors(rowErrorsOf(error));
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('import.title')}
      className="max-w-2xl"
    >
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">{t('import.intro')}</p>
        <div className="text-sm text-slate-700">
          <p>{t('import.columns')}</p>
          <ul className="mt-1 flex flex-wrap gap-1" dir="ltr">
            {EQUIPMENT_CSV_COLUMNS.map((column) => (
              <li key={column} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono">
                {column}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-slate-600">{t('import.rules')}</p>
        <label className="inline-flex min-h-11 cursor-pointer items-center self-start rounded-lg bg-blue-900 px-5 font-semibold text-white hover:bg-blue-800">
          {importCsv.isPending ? t('import.importing') : t('import.choose')}
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            disabled={importCsv.isPending}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {result && (
          <Alert tone="success">
            {t('import.done', { created: result.created, updated: result.updated })}
          </Alert>
        )}
        {message && <Alert tone="error">{message}</Alert>}
        {rowErrors.length > 0 && (
          <div className="max-h-72 overflow-y-auto rounded border border-red-200">
            <table className="w-full text-start text-sm">
              <thead className="bg-red-50">
                <tr>
                  <th className="p-2 text-start">{t('import.row')}</th>
                  <th className="p-2 text-start">{t('import.column')}</th>
                  <th className="p-2 text-start">{t('import.problem')}</th>
                </tr>
              </thead>
              <tbody>
                {rowErrors.map((problem, index) => (
                  <tr key={index} className="border-t border-red-100">
                    <td className="p-2">{problem.row}</td>
                    <td className="p-2 font-mono" dir="ltr">
                      {problem.column}
                    </td>
                    <td className="p-2">{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Button variant="secondary" className="self-start" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </Dialog>
  );
}
