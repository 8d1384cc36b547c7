import type { CrewSubmission } from '@shared/schemas/crew.schemas';

export interface WorkerDraft {
  /** Stable across removals, so each card keeps its own photo and signature. */
  key: number;
  firstName: string;
  lastName: string;
  phone: string;
  photo: Blob | null;
  signature: Blob | null;
}

export interface CrewDraft {
  employer: string;
  workStartDate: string;
  equipment: string;
  workers: WorkerDraft[];
}

let nextKey = 1;

export function emptyWorker(): WorkerDraft {
  return { key: nextKey++, firstName: '', lastName: '', phone: '', photo: null, signature: null };
}

/**
 * The multipart body of POST /api/crews: the text parts first (the server switches its language
 * on `language` before it reads the images), then each worker's photo and signature by his place.
 */
export function crewFormData(siteId: number, language: string, draft: CrewDraft): FormData {
  const crew: CrewSubmission = {
    employer: draft.employer,
    workStartDate: draft.workStartDate,
    equipment: draft.equipment,
    workers: draft.workers.map(({ firstName, lastName, phone }) => ({
      firstName,
      lastName,
      phone,
    })),
  };
  const body = new FormData();
  body.append('siteId', String(siteId));
  body.append('language', language);
  body.append('crew', JSON.stringify(crew));
  draft.workers.forEach((worker, index) => {
    if (worker.photo) body.append(`file_photo_${index}`, worker.photo, `photo-${index}.jpg`);
    if (worker.signature) {
      body.append(`file_signature_${index}`, worker.signature, `signature-${index}.png`);
    }
  });
  return body;
}

/** What the foreman has not filled in yet, by the server's names for it, before anything is sent. */
export function missingParts(draft: CrewDraft): string[] {
  const missing: string[] = [];
  if (!draft.employer.trim()) missing.push('employer');
  if (!draft.workStartDate) missing.push('workStartDate');
  draft.workers.forEach((worker, index) => {
    for (const field of ['firstName', 'lastName', 'phone'] as const) {
      if (!worker[field].trim()) missing.push(`workers.${index}.${field}`);
    }
    if (!worker.photo) missing.push(`photo_${index}`);
    if (!worker.signature) missing.push(`signature_${index}`);
  });
  return missing;
}
