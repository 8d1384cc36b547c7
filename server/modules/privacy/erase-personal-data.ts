import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  briefingConfirmations,
  crewMembers,
  crews,
  entryRequests,
  permitWorkers,
  rollCallEntries,
} from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { deleteEntryImages } from '../../lib/blob-store/entry-files';

/** Why a request's personal data went: its company's retention period, or the worker asked. */
export type ErasureCause = 'retention' | 'worker_request';

export interface ErasureResult {
  erasedRequests: number;
  deletedImages: number;
}

/**
 * Removes the worker's images, names, phone, company and form answers (and his lines in roll
 * calls and the names he typed on permits) from the requests of one
 * company, marks them erased and audits each, in one transaction. The UPDATE claims only
 * requests not yet erased, so two instances (or a job and an admin) racing on the same request
 * erase it once: the second waits for the first's row lock and then finds it taken.
 */
export async function erasePersonalData(
  db: Db,
  store: BlobStore,
  target: { companyId: number; requestIds: readonly string[] },
  cause: { cause: ErasureCause; actorUserId: number | null },
  now = new Date(),
): Promise<ErasureResult> {
  if (target.requestIds.length === 0) return { erasedRequests: 0, deletedImages: 0 };
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(entryRequests)
      .set({
        workerFirstName: '',
        workerLastName: '',
        workerPhone: '',
        workerCompany: '',
        values: sql`'{}'::jsonb`,
        personalDataErasedAt: now,
      })
      .where(
        and(
          eq(entryRequests.companyId, target.companyId),
          inArray(entryRequests.id, [...target.requestIds]),
          isNull(entryRequests.personalDataErasedAt),
        ),
      )
      .returning({ id: entryRequests.id, requestNumber: entryRequests.requestNumber });
    const ids = claimed.map((row) => row.id);
    if (ids.length === 0) return { erasedRequests: 0, deletedImages: 0 };
    // Roll calls keep their own copy of who was on site: it goes with the request's.
    await tx
      .update(rollCallEntries)
      .set({ workerFirstName: '', workerLastName: '', workerPhone: '', workerCompany: '' })
      .where(inArray(rollCallEntries.entryRequestId, ids));
    // A briefing confirmation names the worker and his phone: it goes with the request's data.
    await tx
      .delete(briefingConfirmations)
      .where(inArray(briefingConfirmations.entryRequestId, ids));
    // The name a worker typed to sign onto a permit is his; his place on the permit stays.
    await tx
      .update(permitWorkers)
      .set({ signatureName: '' })
      .where(inArray(permitWorkers.entryRequestId, ids));
    await eraseForemenOfErasedCrews(tx, ids);
    for (const row of claimed) {
      await writeAudit(tx, {
        companyId: target.companyId,
        actorUserId: cause.actorUserId,
        action: 'entry_request.personal_data_erase',
        entityType: 'entry_request',
        entityId: row.id,
        reason: cause.cause,
        details: {
          requestNumber: row.requestNumber,
          erased: [
            'images',
            'workerName',
            'workerPhone',
            'workerCompany',
            'formValues',
            'rollCalls',
            'permitSignatures',
          ],
        },
      });
    }
    // Last, so that only the commit can fail once the bytes are gone.
    const deletedImages = await deleteEntryImages(tx, store, ids);
    return { erasedRequests: claimed.length, deletedImages };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A crew's foreman name and phone are shared by its workers: they go once the last of the
 * crew's requests has been erased, so staff still reviewing the others know who sent them.
 */
async function eraseForemenOfErasedCrews(tx: Tx, erasedIds: readonly string[]) {
  const touched = tx
    .select({ id: crewMembers.crewId })
    .from(crewMembers)
    .where(inArray(crewMembers.entryRequestId, [...erasedIds]));
  const keptMember = tx
    .select({ one: sql`1` })
    .from(crewMembers)
    .innerJoin(entryRequests, eq(entryRequests.id, crewMembers.entryRequestId))
    .where(and(eq(crewMembers.crewId, crews.id), isNull(entryRequests.personalDataErasedAt)));
  await tx
    .update(crews)
    .set({ foremanName: '', foremanPhone: '' })
    .where(and(inArray(crews.id, touched), notExists(keptMember)));
}
