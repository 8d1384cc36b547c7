import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { validationMessage } from '../../i18n/messages';
import { companyDay } from './fitness.service';
import { siteInScope } from './inspection-admin.service';
import { itemForStaff } from './item-access';
import * as repo from './inspections.repository';

type NewEvent = Parameters<typeof repo.insertEvent>[1];

async function record(db: Db, user: SessionUser, event: NewEvent) {
  return db.transaction(async (tx) => {
    const row = await repo.insertEvent(tx, event);
    await writeAudit(tx, {
      companyId: event.companyId,
      actorUserId: user.id,
      action: `equipment.${event.kind}`,
      entityType: event.equipmentId ? 'equipment' : 'site',
      entityId: event.equipmentId ?? event.siteId!,
      details: {
        fromDay: event.fromDay ?? null,
        toDay: event.toDay ?? null,
        note: event.note ?? '',
      },
    });
    return { id: row.id, kind: row.kind, occurredAt: row.occurredAt.toISOString() };
  });
}

/** POST /api/inspections/sites/{siteId}/weather: rain or strong wind today; every scaffold is due. */
export async function markWeather(db: Db, user: SessionUser, siteId: number, now = new Date()) {
  const site = await siteInScope(db, user, siteId);
  return record(db, user, {
    companyId: site.companyId,
    siteId,
    kind: 'weather',
    occurredAt: now,
    createdBy: user.id,
  });
}

/** POST /api/inspections/sites/{siteId}/stoppages: the days work stood still, both ends counted. */
export async function recordStoppage(
  db: Db,
  user: SessionUser,
  siteId: number,
  days: { fromDay: string; toDay: string },
  language: Language,
  now = new Date(),
) {
  const site = await siteInScope(db, user, siteId);
  const { today } = await companyDay(db, site.companyId, now);
  if (days.toDay < days.fromDay || days.toDay > today) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      toDay: validationMessage('stoppageDays', language),
    });
  }
  return record(db, user, {
    companyId: site.companyId,
    siteId,
    kind: 'stoppage',
    occurredAt: now,
    fromDay: days.fromDay,
    toDay: days.toDay,
    createdBy: user.id,
  });
}

/** POST /api/inspections/equipment/{id}/changes: a change made to the item; it is due at once. */
export async function recordChange(
  db: Db,
  user: SessionUser,
  id: number,
  note: string,
  now = new Date(),
) {
  const item = await itemForStaff(db, user, { id });
  return record(db, user, {
    companyId: item.companyId,
    siteId: item.siteId,
    equipmentId: item.id,
    kind: 'change',
    occurredAt: now,
    note,
    createdBy: user.id,
  });
}
