import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormField } from '@shared/schemas/form.schemas';
import { forgetRecognition, recognitionQuery } from '@/data/worker-recognition';
import { recognitionPrefill } from '../lib/recognition-prefill';
import type { useEntryDraft } from './use-entry-draft';

/**
 * A phone the site's company remembers (docs/returning-worker.md): fills an empty form once with
 * the worker's details, selfie and signature, and forgets him when he says it is not him.
 * A form the worker already started (a restored draft) is left as it is, and so is an answer he
 * gave while the read was on its way.
 */
export function useReturningWorker(
  siteId: number,
  fields: readonly FormField[],
  draft: ReturnType<typeof useEntryDraft>,
  { enabled }: { enabled: boolean },
) {
  const client = useQueryClient();
  const query = useQuery({ ...recognitionQuery(siteId), enabled });
  const [isForgetting, setIsForgetting] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const isFilled = useRef(false);
  const known = query.data?.isRecognized ? query.data : null;

  useEffect(() => {
    if (!known || isFilled.current || !draft.isReady || draft.wasRestored) return;
    isFilled.current = true;
    const { values, files } = recognitionPrefill(known, fields);
    // The form takes typing before this read answers: what the worker gave meanwhile stays.
    const given = draft.state;
    for (const [fieldId, value] of Object.entries(values)) {
      if (!given.values[fieldId]) draft.setValue(fieldId, value);
    }
    for (const [fieldId, image] of Object.entries(files)) {
      if (!given.files[fieldId]) draft.setFile(fieldId, image);
    }
  }, [known, fields, draft]);

  async function forget() {
    setIsForgetting(true);
    setHasFailed(false);
    try {
      await forgetRecognition(client, siteId);
      await draft.reset();
    } catch {
      setHasFailed(true);
    } finally {
      setIsForgetting(false);
    }
  }

  return { known: draft.wasRestored ? null : known, forget, isForgetting, hasFailed };
}
