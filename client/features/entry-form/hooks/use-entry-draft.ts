import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormValues } from '@shared/validation/form-rules';
import { clearDraft, loadDraft, saveDraft, saveDraftOnHide } from '../lib/draft-store';
import { newIdempotencyKey } from '../lib/idempotency-key';
import type { ImageValue } from '../lib/image-value';

export interface EntryFormState {
  values: FormValues;
  files: Record<string, ImageValue>;
  siteVideoWatched: boolean;
  idempotencyKey: string;
}

/** Writes wait for a pause in typing; a closing page writes at once. */
const SAVE_DELAY_MS = 400;

const emptyState = (): EntryFormState => ({
  values: {},
  files: {},
  siteVideoWatched: false,
  idempotencyKey: newIdempotencyKey(),
});

function hasContent(state: EntryFormState): boolean {
  return (
    state.siteVideoWatched ||
    Object.keys(state.files).length > 0 ||
    Object.values(state.values).some((v) => v === true || (typeof v === 'string' && v !== ''))
  );
}

/**
 * The worker's answers on one site's form, restored from and saved to the browser's draft
 * (docs/uploads.md). Without persistence (preview) the state lives in memory only.
 */
export function useEntryDraft(siteId: number | undefined, { persist }: { persist: boolean }) {
  const [state, setRenderedState] = useState<EntryFormState>(emptyState);
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  const [wasRestored, setWasRestored] = useState(false);
  const latest = useRef(state);
  const isDirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The page can close between a change and its render's effects (a reload right after the
  // last stroke of a signature), so what a closing page saves is kept here at once.
  const setState = useCallback((next: EntryFormState) => {
    latest.current = next;
    setRenderedState(next);
  }, []);

  useEffect(() => {
    if (siteId === undefined || !persist) return;
    let isCurrent = true;
    loadDraft(siteId).then(
      (draft) => {
        if (!isCurrent) return;
        if (draft && hasContent(draft)) {
          const { savedAt: _savedAt, ...restored } = draft;
          setState({ ...restored, siteVideoWatched: draft.siteVideoWatched === true });
          setWasRestored(true);
        }
        setLoadedFor(siteId);
      },
      () => isCurrent && setLoadedFor(siteId),
    );
    return () => {
      isCurrent = false;
    };
  }, [siteId, persist, setState]);

  const flush = useCallback(
    (isPageHiding = false) => {
      clearTimeout(timer.current);
      if (!persist || siteId === undefined || !isDirty.current) return;
      isDirty.current = false;
      const draft = { ...latest.current, savedAt: Date.now() };
      if (isPageHiding) saveDraftOnHide(siteId, draft);
      else void saveDraft(siteId, draft);
    },
    [persist, siteId],
  );

  useEffect(() => {
    if (!isDirty.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => flush(), SAVE_DELAY_MS);
  }, [state, flush]);

  useEffect(() => {
    // pagehide also fires when a phone's browser drops a background tab.
    const onHide = () => flush(true);
    const onVisibility = () => document.visibilityState === 'hidden' && flush(true);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  const update = useCallback(
    (change: (s: EntryFormState) => EntryFormState) => {
      isDirty.current = true;
      setState(change(latest.current));
    },
    [setState],
  );

  const setValue = useCallback(
    (fieldId: string, value: unknown) =>
      update((s) => ({ ...s, values: { ...s.values, [fieldId]: value } })),
    [update],
  );

  const setFile = useCallback(
    (fieldId: string, image: ImageValue | null) =>
      update((s) => {
        const files = { ...s.files };
        if (image) files[fieldId] = image;
        else delete files[fieldId];
        return { ...s, files };
      }),
    [update],
  );

  const markSiteVideoWatched = useCallback(
    () => update((s) => (s.siteVideoWatched ? s : { ...s, siteVideoWatched: true })),
    [update],
  );

  /** The site's video to be watched again: a failed comprehension check sends the worker back. */
  const forgetSiteVideoWatched = useCallback(
    () => update((s) => (s.siteVideoWatched ? { ...s, siteVideoWatched: false } : s)),
    [update],
  );

  /** A new key, after the server refused the request: the corrected form is a new request. */
  const renewIdempotencyKey = useCallback(
    () => update((s) => ({ ...s, idempotencyKey: newIdempotencyKey() })),
    [update],
  );

  /** Forgets the draft and starts an empty form (after success, or on the worker's request). */
  const reset = useCallback(async () => {
    clearTimeout(timer.current);
    isDirty.current = false;
    setState(emptyState());
    setWasRestored(false);
    if (persist && siteId !== undefined) await clearDraft(siteId);
  }, [persist, siteId, setState]);

  return {
    state,
    isReady: siteId !== undefined && (!persist || loadedFor === siteId),
    wasRestored,
    setValue,
    setFile,
    markSiteVideoWatched,
    forgetSiteVideoWatched,
    renewIdempotencyKey,
    reset,
    /** Saves now: before a submission, so a tab that dies mid-upload keeps the same key. */
    flush,
  };
}
