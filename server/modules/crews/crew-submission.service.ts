import type { Language } from '@shared/i18n/languages';
import { CrewSubmissionSchema, type CrewSubmission } from '@shared/schemas/crew.schemas';
import { issueKey } from '@shared/validation/issue-key';
import { findUnsafeText } from '@shared/validation/safe-text';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { discardEntryImages, putEntryImages } from '../../lib/blob-store/entry-files';
import { randomToken, sha256 } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { serverText, validationMessage } from '../../i18n/messages';
import { crewFormFields, insertCrewRequests } from '../entry-requests/crew-requests.service';
import type { SubmissionParts } from '../../lib/multipart-reader';
import { getActiveSiteById } from '../sites/sites.service';
import { readCrewImages } from './crew-images';
import { requireForeman, type ForemanCredentials } from './crew-foreman.service';
import * as repo from './crews.repository';

export interface CrewSubmissionInput extends ForemanCredentials {
  parts: SubmissionParts;
  idempotencyKey: string | null;
  language: Language;
}

export interface CrewSubmissionResult {
  crewId: string;
  requests: { id: string; requestNumber: number }[];
  isReplay: boolean;
}

/** The `crew` part, with every problem named by its place (workers.2.phone) in the language. */
function parseCrew(raw: string | undefined, language: Language): CrewSubmission {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    throw new AppError(400, 'VALIDATION_FAILED', { crew: serverText('formDataInvalid', language) });
  }
  const unsafe = findUnsafeText(value);
  if (unsafe !== null) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      [unsafe]: validationMessage('unsafeText', language),
    });
  }
  const parsed = CrewSubmissionSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || 'crew';
    details[path] ??= validationMessage(
      issueKey({ ...issue, origin: 'origin' in issue ? issue.origin : undefined }),
      language,
    );
  }
  throw new AppError(400, 'VALIDATION_FAILED', details);
}

/** A retry of the key answers the first crew; the key sent with another crew is refused. */
async function replay(
  db: Db,
  first: { id: string; fingerprint: string | null },
  fingerprint: string,
) {
  if (first.fingerprint !== fingerprint) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
  const members = await repo.membersOf(db, [first.id]);
  return {
    crewId: first.id,
    requests: members.map((m) => ({ id: m.entryRequestId, requestNumber: m.requestNumber })),
    isReplay: true,
  };
}

/**
 * POST /api/crews (docs/crew-and-briefing.md): a foreman's one submission for his crew. The
 * foreman, the site's crew limit, every worker's details and both images of each are checked
 * before anything is written; then the crew and one entry request per worker are stored in one
 * transaction, so a refused crew leaves nothing and a stored one is whole.
 */
export async function submitCrew(
  db: Db,
  store: BlobStore,
  input: CrewSubmissionInput,
  now = new Date(),
): Promise<CrewSubmissionResult> {
  const { parts, language } = input;
  const site = await getActiveSiteById(db, parts.fields.siteId?.trim() ?? '');
  const foreman = await requireForeman(db, site, input);
  const storedKey = input.idempotencyKey ? `${site.id}:${input.idempotencyKey}` : null;
  const fingerprint = sha256(
    JSON.stringify([parts.fields.crew?.trim() ?? '', parts.files.map((f) => f.fieldId).sort()]),
  );
  if (storedKey) {
    const first = await repo.findByIdempotencyKey(db, storedKey);
    if (first) return replay(db, first, fingerprint);
  }
  const crew = parseCrew(parts.fields.crew, language);
  const max = await repo.maxCrewSize(db, site.id);
  if (crew.workers.length > max) {
    throw new AppError(422, 'CREW_TOO_LARGE', {
      workers: serverText('crewTooLarge', language, { max: String(max) }),
    });
  }
  const images = await readCrewImages(parts.files, crew.workers.length, language);
  const form = await crewFormFields(db, site.id);
  const workers = crew.workers.map((worker, index) => ({
    ...worker,
    id: randomToken(16),
    images: images[index]!.map(({ id, kind, image }) => ({
      id,
      image,
      fieldId: kind === 'photo' ? form.photoFieldId : form.signatureFieldId,
    })),
  }));
  const allImages = workers.flatMap((w) => w.images);
  const crewId = randomToken(16);
  let isStored = false;
  try {
    await putEntryImages(store, allImages);
    const requests = await db.transaction(async (tx) => {
      const written = await insertCrewRequests(tx, {
        site,
        formVersion: form.formVersion,
        language,
        employer: crew.employer,
        workStartDate: crew.workStartDate,
        workers,
      });
      await repo.insertCrew(
        tx,
        {
          id: crewId,
          companyId: site.companyId,
          siteId: site.id,
          foremanName: foreman.name,
          foremanPhone: foreman.phone,
          foremanId: foreman.foremanId,
          employer: crew.employer,
          workStartDate: crew.workStartDate,
          equipment: crew.equipment,
          language,
          idempotencyKey: storedKey,
          idempotencyFingerprint: fingerprint,
          createdAt: now,
        },
        written.map((r) => r.id),
      );
      return written;
    });
    isStored = true;
    return { crewId, requests, isReplay: false };
  } catch (error) {
    // Two sends of one key at once: the unique index lets one in; the other answers with it.
    if (storedKey && isUniqueViolation(error)) {
      const first = await repo.findByIdempotencyKey(db, storedKey);
      if (first) return replay(db, first, fingerprint);
    }
    throw error;
  } finally {
    if (!isStored) {
      await discardEntryImages(
        store,
        allImages.map((image) => image.id),
      ).catch(() => {});
    }
  }
}
