import { fieldType } from '@shared/fields/field-type-registry';
import type { Language } from '@shared/i18n/languages';
import type { Db } from '../../db/client';
import type { StoredImage } from '../../lib/images';
import { publishInTransaction } from '../../realtime/publish';
import { currentForm } from '../entry-forms/entry-forms.service';
import type { SiteRow } from '../sites/sites.service';
import * as repo from './entry-requests.repository';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a crew worker's photo and signature sit among the answers, when the form has none. */
const FALLBACK_FIELDS = { photo: 'selfiePhoto', signature: 'signature' } as const;

/**
 * The site's current form version and the fields a crew worker's photo and signature answer,
 * so the staff screens show them where they show a worker's own selfie and signature.
 */
export async function crewFormFields(db: Db, siteId: number) {
  const form = await currentForm(db, siteId);
  const idOf = (prefill: 'selfie' | 'signature', fallback: string) =>
    form.formFields.find((f) => fieldType(f.type).prefill === prefill)?.id ?? fallback;
  return {
    formVersion: form.version,
    photoFieldId: idOf('selfie', FALLBACK_FIELDS.photo),
    signatureFieldId: idOf('signature', FALLBACK_FIELDS.signature),
  };
}

export interface CrewWorkerRequest {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  images: { id: string; fieldId: string; image: StoredImage }[];
}

/**
 * Writes one ordinary entry request per crew worker inside the caller's transaction, each
 * announced like a worker's own, so the queue, the on-site list and a roll call count workers.
 * The images are already in the store.
 */
export async function insertCrewRequests(
  tx: Transaction,
  input: {
    site: SiteRow;
    formVersion: number;
    language: Language;
    employer: string;
    workStartDate: string;
    workers: readonly CrewWorkerRequest[];
  },
): Promise<{ id: string; requestNumber: number }[]> {
  const { site } = input;
  const written: { id: string; requestNumber: number }[] = [];
  for (const worker of input.workers) {
    const requestNumber = await repo.insertNumberedRequest(
      tx,
      {
        id: worker.id,
        companyId: site.companyId,
        siteId: site.id,
        formVersion: input.formVersion,
        values: {
          firstName: worker.firstName,
          lastName: worker.lastName,
          phone: worker.phone,
          companyName: input.employer,
          workStartDate: input.workStartDate,
        },
        language: input.language,
        workerFirstName: worker.firstName,
        workerLastName: worker.lastName,
        workerPhone: worker.phone,
        workerCompany: input.employer,
        workStartDate: input.workStartDate,
      },
      worker.images.map(({ id, fieldId, image }) => ({
        id,
        entryRequestId: worker.id,
        fieldId,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        inStore: true,
      })),
    );
    await publishInTransaction(tx, { type: 'entry_created', entryId: worker.id, siteId: site.id });
    written.push({ id: worker.id, requestNumber });
  }
  return written;
}
