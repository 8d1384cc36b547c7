import type { z } from 'zod';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { Checklist, ChecklistBodySchema } from '@shared/schemas/inspection.schemas';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { companyIdForCall } from '../../lib/scope';
import { companyDay } from './fitness.service';
import { defaultChecklist } from './default-checklists';
import * as repo from './inspections.repository';

type Kind = 'scaffold' | 'platform';

/** The company's checklist for a kind, or the product's default while it keeps that. */
export async function companyChecklist(db: Db, companyId: number, kind: Kind): Promise<Checklist> {
  const items = await repo.findChecklist(db, companyId, kind);
  return items
    ? { kind, items, isDefault: false }
    : { kind, items: defaultChecklist(kind), isDefault: true };
}

export async function getChecklist(
  db: Db,
  user: SessionUser,
  companyIdParam: number | undefined,
  kind: Kind,
): Promise<Checklist> {
  const companyId = companyIdForCall(user, companyIdParam);
  await companyDay(db, companyId, new Date());
  return companyChecklist(db, companyId, kind);
}

/**
 * PUT /api/inspections/checklists/{kind}: the company's own lines. Records already written keep
 * the lines they were answered against, so an edit never changes what an inspector signed.
 */
export async function saveChecklist(
  db: Db,
  user: SessionUser,
  companyIdParam: number | undefined,
  kind: Kind,
  body: z.infer<typeof ChecklistBodySchema>,
): Promise<Checklist> {
  const companyId = companyIdForCall(user, companyIdParam);
  await companyDay(db, companyId, new Date());
  await db.transaction(async (tx) => {
    await repo.upsertChecklist(tx, companyId, kind, body.items);
    await writeAudit(tx, {
      companyId,
      actorUserId: user.id,
      action: 'equipment.checklist',
      entityType: 'company',
      entityId: companyId,
      details: { kind, items: body.items.map((i) => i.id) },
    });
  });
  return { kind, items: body.items, isDefault: false };
}
