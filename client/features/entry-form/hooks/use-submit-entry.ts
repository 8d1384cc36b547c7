import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FormField } from '@shared/schemas/form.schemas';
import type { EquipmentResponse, PublicSite } from '@shared/schemas/site.schemas';
import { unwatchedVideos, validateForm, type FieldError } from '@shared/validation/form-rules';
import { ApiClientError } from '@/lib/api-client';
import { queueSubmission } from '@/lib/outbox/use-outbox';
import { DEFAULT_LANGUAGE, isLanguage } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import { OUTBOX_PATH } from '@shared/routing/worker-links';
import { countEntryStep } from '@/lib/visit-beacon';
import { submitEntryRequest } from '../api/submit-entry-request';
import { toParts } from '@/lib/outbox/outbox';
import { buildSubmission } from '../lib/build-submission';
import {
  fieldErrorMessage,
  serverFieldMessage,
  submitErrorMessage,
  summaryMessage,
  type EntryT,
  type Message,
} from '../lib/messages';
import { rememberOwnEntry } from '@/lib/own-entry';
import type { RetryNotice } from '../lib/send-with-retry';
import type { EntryFormState } from './use-entry-draft';

export type SubmitPhase =
  { kind: 'idle' } | { kind: 'sending'; progress: number | null; retry: RetryNotice | null };

export interface SubmitContext {
  site: PublicSite;
  fields: readonly FormField[];
  formVersion: number | null;
  equipment: EquipmentResponse | null;
  language: string;
  isPreview: boolean;
  state: EntryFormState;
  /** Whether the site's own video must be watched: not while the worker's induction is valid. */
  isSiteVideoRequired: boolean;
  /** Saves the draft at once, so a tab that dies during the upload keeps the key. */
  flushDraft: () => void;
  renewIdempotencyKey: () => void;
  resetDraft: () => Promise<void>;
  /** On a kiosk: what follows each submission, instead of the worker's own waiting page. */
  kiosk?: KioskSubmit;
}

/** A submission stored by the server, or kept on the device to be sent when it can. */
export type SubmitOutcome =
  { kind: 'sent'; requestId: string; requestNumber: number } | { kind: 'queued' };

export interface KioskSubmit {
  onDone: (outcome: SubmitOutcome) => void;
}

/** Where the worker's attention goes after a refused submit: the first field marked red. */
function focusField(fieldId: string) {
  requestAnimationFrame(() => {
    const anchor = document.getElementById(`field-${fieldId}`);
    anchor?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    anchor?.focus({ preventScroll: true });
  });
}

/** No answer came at all: the device is offline, or the network dropped on the way. */
function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiClientError) && !(error instanceof DOMException);
}

function isFinalRefusal(error: unknown): boolean {
  return error instanceof ApiClientError && error.status >= 400 && error.status < 500;
}

/**
 * The submit: the fields are validated, then the video gates are checked,
 * then the request is sent (retried on a poor network with the same Idempotency-Key), and the
 * worker goes to /waiting/{id}?lang={lang}. In preview nothing is ever sent.
 */
export function useSubmitEntry() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<SubmitPhase>({ kind: 'idle' });
  const [alert, setAlert] = useState<Message | null>(null);
  const [hasSendFailed, setHasSendFailed] = useState(false);
  const [isPreviewValid, setIsPreviewValid] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, Message>>({});
  const isBusy = useRef(false);

  const clearFieldError = useCallback((fieldId: string) => {
    setFieldErrors((errors) => {
      if (!(fieldId in errors)) return errors;
      const { [fieldId]: _removed, ...rest } = errors;
      return rest;
    });
  }, []);

  const refuse = useCallback((message: Message, errors: readonly FieldError[] = []) => {
    setAlert(() => message);
    setFieldErrors(Object.fromEntries(errors.map((e) => [e.fieldId, fieldErrorMessage(e)])));
    const [first] = errors;
    if (first) focusField(first.fieldId);
  }, []);

  /** Runs one submit with the form as it is at the moment of the tap. */
  const submit = useCallback(
    async (ctx: SubmitContext) => {
      if (isBusy.current) return;
      const { values, files } = ctx.state;
      setIsPreviewValid(false);
      setHasSendFailed(false);

      const errors = validateForm(ctx.fields, values, {
        filesPresent: new Set(Object.keys(files)),
        equipment: ctx.equipment,
      });
      if (errors.length > 0) return refuse(summaryMessage(errors), errors);

      const unwatched = unwatchedVideos(ctx.fields, values);
      if (unwatched.length > 0) {
        const labels = unwatched.join(', ');
        return refuse((t) => t('videosNotWatched', { ns: 'validation', labels }));
      }
      if (ctx.isSiteVideoRequired && !ctx.state.siteVideoWatched) {
        return refuse((t) => t('siteVideoNotWatched', { ns: 'validation' }));
      }
      setFieldErrors({});
      setAlert(null);

      if (ctx.isPreview) {
        setIsPreviewValid(true);
        return;
      }
      if (!ctx.site.code) return refuse((t) => t('submit.siteCodeMissing'));

      isBusy.current = true;
      ctx.flushDraft();
      setPhase({ kind: 'sending', progress: null, retry: null });
      const siteCode = ctx.site.code;
      const language = isLanguage(ctx.language) ? ctx.language : DEFAULT_LANGUAGE;
      // Offline, the filled form goes to the device's outbox, sent with the same key later.
      const keepForLater = async (body: FormData) => {
        const isKept = await queueSubmission({
          key: ctx.state.idempotencyKey,
          siteName: resolveText(ctx.site.name, language).text,
          language,
          isKiosk: ctx.kiosk !== undefined,
          parts: toParts(body),
        });
        if (!isKept) return false;
        countEntryStep('submit', siteCode, ctx.language);
        await ctx.resetDraft();
        if (ctx.kiosk) ctx.kiosk.onDone({ kind: 'queued' });
        else navigate(`${OUTBOX_PATH}?lang=${encodeURIComponent(ctx.language)}`);
        return true;
      };
      let body: FormData | null = null;
      try {
        body = buildSubmission({
          siteCode: ctx.site.code,
          fields: ctx.fields,
          formVersion: ctx.formVersion,
          language: ctx.language,
          values,
          files,
        });
        if (navigator.onLine === false && (await keepForLater(body))) return;
        const answer = await submitEntryRequest(body, {
          idempotencyKey: ctx.state.idempotencyKey,
          onProgress: (progress) => setPhase({ kind: 'sending', progress, retry: null }),
          onRetry: (retry) => setPhase({ kind: 'sending', progress: null, retry }),
        });
        countEntryStep('submit', ctx.site.code, ctx.language);
        await ctx.resetDraft();
        const id = answer.id || answer.requestId;
        if (ctx.kiosk) {
          ctx.kiosk.onDone({ kind: 'sent', requestId: id, requestNumber: answer.requestNumber });
          return;
        }
        rememberOwnEntry(id);
        navigate(`/waiting/${encodeURIComponent(id)}?lang=${encodeURIComponent(ctx.language)}`);
      } catch (error) {
        if (body && isUnanswered(error) && (await keepForLater(body))) return;
        // A 4xx is the server's final answer and wrote nothing: the corrected form is a new
        // request. After a lost answer the outcome is unknown, so the key stays.
        if (isFinalRefusal(error)) ctx.renewIdempotencyKey();
        const details = error instanceof ApiClientError ? (error.details ?? {}) : {};
        const labels = new Map(ctx.fields.map((f) => [f.id, f.label]));
        setFieldErrors(
          Object.fromEntries(
            Object.entries(details)
              .filter(([fieldId]) => labels.has(fieldId))
              .map(([fieldId, detail]) => [
                fieldId,
                serverFieldMessage(detail, labels.get(fieldId) ?? ''),
              ]),
          ),
        );
        // Problems not tied to a field (a picture too large, a broken part) go in the alert.
        const general = Object.entries(details)
          .filter(([fieldId]) => !labels.has(fieldId))
          .map(([, detail]) => detail);
        const message = submitErrorMessage(error);
        setAlert(() => (t: EntryT) => [message(t), ...general].join(' '));
        setHasSendFailed(true);
        const [firstField] = Object.keys(details).filter((fieldId) => labels.has(fieldId));
        if (firstField) focusField(firstField);
      } finally {
        isBusy.current = false;
        setPhase({ kind: 'idle' });
      }
    },
    [navigate, refuse],
  );

  return { submit, phase, alert, hasSendFailed, isPreviewValid, fieldErrors, clearFieldError };
}
