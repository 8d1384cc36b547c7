import type { Language } from '@shared/i18n/languages';
import { resolveFormFields } from '@shared/i18n/resolve-form';
import { fieldType, sendsPicture } from '@shared/fields/field-type-registry';
import type { FormField, LocalizedFormField } from '@shared/schemas/form.schemas';
import { validateForm } from '@shared/validation/form-rules';
import { nestsDeeperThan } from '@shared/validation/json-depth';
import { findUnsafeText } from '@shared/validation/safe-text';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import { serverText, validationMessage } from '../../i18n/messages';
import { publishInTransaction } from '../../realtime/publish';
import { currentForm, formVersionFields } from '../entry-forms/entry-forms.service';
import { equipmentToCheck } from '../equipment/equipment.service';
import { getActiveSiteByCode, getActiveSiteById, type SiteRow } from '../sites/sites.service';
import * as repo from './entry-requests.repository';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { discardEntryImages, putEntryImages } from '../../lib/blob-store/entry-files';
import { keepJpegAsSent, probeImage, reencodeImage, type StoredImage } from '../../lib/images';
import type { SubmissionParts, UploadedFile } from '../../lib/multipart-reader';
import { readFormValues, workerColumns } from './submission-values';
import { submissionFingerprint } from './submission-fingerprint';
import { submissionInduction } from '../inductions/induction-at-submission.service';
import { equipmentGate } from '../inspections/equipment-gate.service';
import type { WorkerTokenOf } from '../../lib/worker-token-cookie';
import { keptCertificateErrors } from '../certificates/certificates.service';
import { platformDay } from '@shared/time/calendar-day';

export interface SubmissionInput {
  parts: SubmissionParts;
  /** The Idempotency-Key header, already checked for length and characters. */
  idempotencyKey: string | null;
  language: Language;
  /** The per-site limit: throws when the site has had too many submissions. */
  admitSite: (siteId: number) => Promise<void>;
  /** The phone's worker token for a company, which its inductions are kept under. */
  workerTokenOf?: WorkerTokenOf;
}

export interface SubmissionResult {
  requestId: string;
  requestNumber: number;
  /** The site's company, which the phone is remembered by. */
  companyId: number;
  isReplay: boolean;
}

const invalid = (details: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', details);

async function resolveSite(db: Db, fields: Record<string, string>): Promise<SiteRow> {
  const code = fields.siteCode?.trim();
  if (code) return getActiveSiteByCode(db, code);
  const id = fields.siteId?.trim();
  if (id) return getActiveSiteById(db, id);
  throw new AppError(400, 'SITE_CODE_MISSING');
}

/** The stored version the worker filled; absent means the current one. Unknown answers 400. */
async function resolveForm(
  db: Db,
  siteId: number,
  raw: string | undefined,
): Promise<{ fields: LocalizedFormField[]; version: number }> {
  const text = raw?.trim() ?? '';
  if (text === '') {
    const current = await currentForm(db, siteId);
    return { fields: current.formFields, version: current.version };
  }
  const version = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const fields = version === null ? null : await formVersionFields(db, siteId, version);
  if (!fields || version === null) throw new AppError(400, 'FORM_VERSION_UNKNOWN');
  return { fields, version };
}

function parseFormData(raw: string | undefined, language: Language): Record<string, unknown> {
  if (raw === undefined || raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // Reported below, like any other value that is not an object.
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid({ formData: serverText('formDataInvalid', language) });
  }
  // The answers arrive as one JSON string, so the body's depth bound and the shared text rule
  // are applied to what it holds.
  if (nestsDeeperThan(value)) {
    throw invalid({ formData: validationMessage('nestedTooDeep', language) });
  }
  const unsafe = findUnsafeText(value);
  if (unsafe !== null) throw invalid({ [unsafe]: validationMessage('unsafeText', language) });
  return value as Record<string, unknown>;
}

/** Every file must answer a file, camera or signature field of the stored form. */
function checkFileFields(
  files: readonly UploadedFile[],
  fields: readonly FormField[],
  language: Language,
) {
  const errors: Record<string, string> = {};
  for (const file of files) {
    const field = fields.find((f) => f.id === file.fieldId);
    if (!field || !sendsPicture(field.type)) {
      errors[file.fieldId] = serverText('notAFileField', language);
    }
  }
  return errors;
}

/**
 * Stores a JPEG the phone has already scaled as sent (less its metadata) and encodes any other
 * image again (docs/uploads.md); refuses the submission naming the fields that are not images. */
async function processImages(
  files: readonly UploadedFile[],
  fields: readonly FormField[],
  language: Language,
): Promise<{ fieldId: string; image: StoredImage }[]> {
  const labelOf = (fieldId: string) => fields.find((f) => f.id === fieldId)?.label ?? fieldId;
  const probes = await Promise.all(files.map((f) => probeImage(f.bytes)));
  const notImages: Record<string, string> = {};
  const tooBig: Record<string, string> = {};
  probes.forEach((probe, i) => {
    const fieldId = files[i]!.fieldId;
    const label = labelOf(fieldId);
    if (probe.ok) return;
    if (probe.reason === 'tooManyPixels')
      tooBig[fieldId] = serverText('imageTooLarge', language, { label });
    else notImages[fieldId] = serverText('notAnImage', language, { label });
  });
  if (Object.keys(notImages).length > 0) throw new AppError(400, 'FILE_NOT_IMAGE', notImages);
  if (Object.keys(tooBig).length > 0) throw new AppError(413, 'PAYLOAD_TOO_LARGE', tooBig);
  // One after another: each decode takes a libuv thread, and the machine's few cores serve
  // every other request too.
  const stored: { fieldId: string; image: StoredImage }[] = [];
  for (const [i, file] of files.entries()) {
    const field = fields.find((f) => f.id === file.fieldId)!;
    const probe = probes[i];
    const keepPng =
      fieldType(field.type).keepsPng === true && probe?.ok === true && probe.format === 'png';
    const fitsAsSent = probe?.ok === true && probe.fitsAsSent;
    try {
      const image = fitsAsSent
        ? await keepJpegAsSent(file.bytes)
        : await reencodeImage(file.bytes, { keepPng });
      stored.push({ fieldId: file.fieldId, image });
    } catch {
      throw new AppError(400, 'FILE_NOT_IMAGE', {
        [file.fieldId]: serverText('notAnImage', language, { label: field.label }),
      });
    }
  }
  return stored;
}

/**
 * The first request again, for a retry of its key; the key sent with other answers is refused,
 * so a stale key can never pass a new request off as the old one.
 */
function replayOf(
  first: { id: string; requestNumber: number; idempotencyFingerprint: string | null },
  fingerprint: string | null,
  companyId: number,
): SubmissionResult {
  if (first.idempotencyFingerprint !== null && first.idempotencyFingerprint !== fingerprint) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
  }
  return { requestId: first.id, requestNumber: first.requestNumber, companyId, isReplay: true };
}

function isIdempotencyConflict(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (
      code === '23505' &&
      (constraint ?? message ?? '').includes('entry_requests_idempotency_unique')
    ) {
      return true;
    }
  }
  return false;
}

/**
 * POST /api/entry-requests (docs/uploads.md): checks everything against the stored version
 * of the site's form before writing anything, then stores the request, its images and its
 * number in one transaction that also announces it. A repeated Idempotency-Key answers the
 * first request again and writes nothing.
 */
export async function submitEntryRequest(
  db: Db,
  store: BlobStore,
  input: SubmissionInput,
  now = new Date(),
): Promise<SubmissionResult> {
  const { parts, language } = input;
  const site = await resolveSite(db, parts.fields);
  // The key is scoped to the site, so a key reused elsewhere can never answer with this request.
  const storedKey = input.idempotencyKey ? `${site.id}:${input.idempotencyKey}` : null;
  const fingerprint = storedKey ? submissionFingerprint(parts) : null;
  if (storedKey) {
    const first = await repo.findByIdempotencyKey(db, storedKey);
    if (first) return replayOf(first, fingerprint, site.companyId);
  }
  const { fields: storedFields, version: formVersion } = await resolveForm(
    db,
    site.id,
    parts.fields.formVersion,
  );
  // The rules name each field as the worker read it, in his language or its fallback.
  const formFields = resolveFormFields(storedFields, language);
  const raw = parseFormData(parts.fields.formData, language);
  const equipment = await equipmentToCheck(db, site.companyId, now);
  if (!equipment) throw new AppError(404, 'SITE_NOT_FOUND');

  const { values, errors: typeErrors } = readFormValues(formFields, raw, language);
  const fileErrors = checkFileFields(parts.files, formFields, language);
  const induction = await submissionInduction(db, {
    site,
    formVersion,
    fields: formFields,
    values,
    workerTokenOf: input.workerTokenOf,
    language,
    now,
  });
  const ruleErrors = validateForm(induction.fieldsToCheck, values, {
    filesPresent: new Set(parts.files.map((f) => f.fieldId)),
    equipment,
  });
  const gate = await equipmentGate(db, {
    site,
    fields: formFields,
    values,
    language,
    equipment,
    day: equipment.day,
  });
  const certificateErrors = await keptCertificateErrors(db, {
    site,
    fields: formFields,
    values,
    workerTokenOf: input.workerTokenOf,
    language,
    today: platformDay(now),
  });
  const details: Record<string, string> = {
    ...fileErrors,
    ...certificateErrors,
    ...typeErrors,
    ...induction.errors,
    ...gate.errors,
  };
  for (const e of ruleErrors) {
    details[e.fieldId] ??= validationMessage(e.key, language, e.params);
  }
  if (Object.keys(details).length > 0) throw invalid(details);
  // Only what could become a request counts against the site: a refused body costs the sender
  // his own limits, never the site's, and a replay (above) writes nothing and is not counted.
  await input.admitSite(site.id);

  const images = (await processImages(parts.files, formFields, language)).map((image) => ({
    ...image,
    id: randomToken(16),
  }));
  const id = randomToken(16);
  let isStored = false;
  try {
    // The bytes go to the store before the transaction, which then holds only small rows.
    await putEntryImages(store, images);
    const requestNumber = await db.transaction(async (tx) => {
      const number = await repo.insertNumberedRequest(
        tx,
        {
          id,
          companyId: site.companyId,
          siteId: site.id,
          formVersion,
          values,
          language,
          idempotencyKey: storedKey,
          idempotencyFingerprint: fingerprint,
          ...workerColumns(formFields, values, equipment),
        },
        images.map(({ id: fileId, fieldId, image }) => ({
          id: fileId,
          entryRequestId: id,
          fieldId,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          inStore: true,
        })),
      );
      await induction.record(tx, id);
      await gate.record(tx, id);
      await publishInTransaction(tx, { type: 'entry_created', entryId: id, siteId: site.id });
      return number;
    });
    isStored = true;
    return { requestId: id, requestNumber, companyId: site.companyId, isReplay: false };
  } catch (error) {
    // Two sends of one key at once: the unique index lets one in; the other answers with it.
    if (storedKey && isIdempotencyConflict(error)) {
      const first = await repo.findByIdempotencyKey(db, storedKey);
      if (first) return replayOf(first, fingerprint, site.companyId);
    }
    throw error;
  } finally {
    if (!isStored) {
      await discardEntryImages(
        store,
        images.map((image) => image.id),
      ).catch(() => {});
    }
  }
}
