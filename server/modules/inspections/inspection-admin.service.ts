import type { Language } from '@shared/i18n/languages';
import { withinLaw } from '@shared/inspections/inspection-rules';
import { COMPANY_ROLES } from '@shared/access/policy';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { InspectionSettings } from '@shared/schemas/inspection.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { assertSiteInScope, companyIdForCall } from '../../lib/scope';
import { validationMessage } from '../../i18n/messages';
import { companyDay, companyIntervals } from './fitness.service';
import * as repo from './inspections.repository';

type Kind = 'scaffold' | 'platform';

/** GET /api/inspections/qualifications: the company's staff and what each may inspect. */
export async function listQualifications(db: Db, user: SessionUser, companyIdParam?: number) {
  const companyId = companyIdForCall(user, companyIdParam);
  const [staff, marks] = await Promise.all([
    repo.companyStaff(db, companyId),
    repo.companyQualifications(db, companyId),
  ]);
  return {
    users: staff
      .filter((u) => COMPANY_ROLES.includes(u.role))
      .map((u) => ({
        userId: u.id,
        name: `${u.firstName} ${u.lastName}`.trim() || u.username,
        role: u.role,
        kinds: marks.filter((m) => m.userId === u.id).map((m) => m.kind),
      })),
  };
}

/** PUT /api/inspections/qualifications/{userId}: the kinds a staff user may inspect. */
export async function setQualifications(db: Db, user: SessionUser, userId: number, kinds: Kind[]) {
  const target = await repo.findUser(db, userId);
  if (
    !target ||
    target.companyId === null ||
    !COMPANY_ROLES.includes(target.role) ||
    companyIdForCall(user, target.companyId) !== target.companyId
  ) {
    throw new AppError(404, 'NOT_FOUND');
  }
  const unique = [...new Set(kinds)];
  await db.transaction(async (tx) => {
    await repo.setQualifications(tx, target.companyId!, userId, unique);
    await writeAudit(tx, {
      companyId: target.companyId,
      actorUserId: user.id,
      action: 'user.qualification',
      entityType: 'user',
      entityId: userId,
      details: { kinds: unique },
    });
  });
  return { kinds: unique };
}

export async function getSettings(
  db: Db,
  user: SessionUser,
  companyIdParam?: number,
): Promise<InspectionSettings> {
  const companyId = companyIdForCall(user, companyIdParam);
  await companyDay(db, companyId, new Date());
  return companyIntervals(db, companyId);
}

/** PUT /api/inspections/settings: shorter intervals than the law's are allowed, never longer. */
export async function saveSettings(
  db: Db,
  user: SessionUser,
  companyIdParam: number | undefined,
  body: InspectionSettings,
  language: Language,
): Promise<InspectionSettings> {
  const companyId = companyIdForCall(user, companyIdParam);
  await companyDay(db, companyId, new Date());
  if (!withinLaw(body)) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      intervals: validationMessage('intervalLongerThanLaw', language),
    });
  }
  await db.transaction(async (tx) => {
    await repo.upsertSettings(tx, companyId, body);
    await writeAudit(tx, {
      companyId,
      actorUserId: user.id,
      action: 'equipment.intervals',
      entityType: 'company',
      entityId: companyId,
      details: { ...body },
    });
  });
  return body;
}

export async function siteInScope(db: Db, user: SessionUser, siteId: number) {
  const site = await repo.findSite(db, siteId);
  assertSiteInScope(user, site);
  return site;
}

/** GET /api/inspections/sites/{siteId}/gate: whether the site refuses unfit equipment. */
export async function getGate(db: Db, user: SessionUser, siteId: number) {
  await siteInScope(db, user, siteId);
  return { blocksUnfit: await repo.findGate(db, siteId) };
}

export async function saveGate(db: Db, user: SessionUser, siteId: number, blocksUnfit: boolean) {
  const site = await siteInScope(db, user, siteId);
  await db.transaction(async (tx) => {
    await repo.upsertGate(tx, siteId, blocksUnfit);
    await writeAudit(tx, {
      companyId: site.companyId,
      actorUserId: user.id,
      action: 'site.equipment-gate',
      entityType: 'site',
      entityId: siteId,
      details: { blocksUnfit },
    });
  });
  return { blocksUnfit };
}
