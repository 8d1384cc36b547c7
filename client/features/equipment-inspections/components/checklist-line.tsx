import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import {
  CHECK_RESULTS,
  type CheckResult,
  type ChecklistItem,
} from '@shared/schemas/inspection.schemas';
import { errorText } from '@/lib/api-client';
import { textLanguage } from '@/lib/text-language';
import { uploadInspectionFile } from '../api/record-inspection';

export interface LineAnswer {
  result: CheckResult | null;
  note: string;
  photoFileId: string | null;
}

/**
 * One checklist line: pass, fail or not applicable; a failed one asks what and a photo. Each
 * change names only the fields it sets, which the form merges into the line as it is then: a
 * photo whose upload ends after the inspector typed a note keeps the note.
 */
export function ChecklistLine({
  item,
  answer,
  onChange,
}: {
  item: ChecklistItem;
  answer: LineAnswer;
  onChange: (change: Partial<LineAnswer>) => void;
}) {
  const { t, i18n } = useTranslation('inspections');
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  // A second photo chosen before the first one's upload ends is the one the line keeps.
  const lastUpload = useRef(0);
  const text = resolveText(item.text, isLanguage(i18n.language) ? i18n.language : 'he');
  return (
    <fieldset className="rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-medium" {...textLanguage(text.lang)}>
        {text.text}
      </legend>
      <div className="flex gap-2">
        {CHECK_RESULTS.map((result) => (
          <label
            key={result}
            className="flex flex-1 items-center justify-center gap-1 rounded-md border border-slate-300 p-2"
          >
            <input
              type="radio"
              name={`line-${item.id}`}
              checked={answer.result === result}
              onChange={() => onChange({ result })}
            />
            {t(`inspect.${result}`)}
          </label>
        ))}
      </div>
      {answer.result === 'fail' && (
        <div className="mt-2 space-y-2">
          <label className="block">
            {t('inspect.note')}
            <textarea
              className="mt-1 w-full rounded-md border border-slate-300 p-2"
              value={answer.note}
              onChange={(e) => onChange({ note: e.target.value })}
            />
          </label>
          <label className="block">
            {t('inspect.photo')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="mt-1 block"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                const upload = ++lastUpload.current;
                setUploadError(null);
                setIsUploading(true);
                try {
                  const photoFileId = await uploadInspectionFile(file, file.name);
                  if (upload === lastUpload.current) onChange({ photoFileId });
                } catch (error) {
                  if (upload === lastUpload.current) setUploadError(errorText(error, i18n.t));
                } finally {
                  if (upload === lastUpload.current) setIsUploading(false);
                }
              }}
            />
          </label>
          {isUploading ? (
            <p className="text-sm text-slate-700" role="status">
              {t('inspect.photoUploading')}
            </p>
          ) : (
            answer.photoFileId && <p className="text-sm text-green-800">✓ {t('inspect.photo')}</p>
          )}
          {uploadError && <p className="text-sm text-red-700">{uploadError}</p>}
        </div>
      )}
    </fieldset>
  );
}
