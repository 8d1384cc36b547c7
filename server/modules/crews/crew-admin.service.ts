import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  CreatedForeman,
  CrewAdmin,
  CrewSettings,
  ForemanBody,
} from '@shared/schemas/crew.schemas';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { assertPlacedInScope, assertSiteInScope } from '../../lib/scope';
import { randomToken, sha256 } from '../../lib/crypto';
import { findSiteById } from '../sites/sites.service';
import * as repo from './crews.repository';

async function siteInScope(db: Db, user: SessionUser, siteId: number) {
  const site = await findSiteById(db, siteId);
  assertSiteInScope(user, site);
  return site;
}

/** How many workers one crew may hold at the site. */
export function crewLimit(db: Db, siteId: number): Promise<number> {
  return repo.maxCrewSize(db, siteId);
}

/** GET /api/sites/{siteId}/crew-settings: the site's crew limit and its named foremen. */
export async function crewAdmin(db: Db, user: SessionUser, siteId: number): Promise<CrewAdmin> {
  await siteInScope(db, user, siteId);
  const foremen = await repo.foremenOfSite(db, siteId);
  return {
    maxCrewSize: await repo.maxCrewSize(db, siteId),
    foremen: foremen.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
  };
}

/** PUT /api/sites/{siteId}/crew-settings, audited as `site.crew_settings_update`. */
export async function updateCrewSettings(
  db: Db,
  user: SessionUser,
  siteId: number,
  body: CrewSettings,
): Promise<CrewAdmin> {
  const site = await siteInScope(db, user, siteId);
  const before = await repo.maxCrewSize(db, siteId);
  await db.transaction(async (tx) => {
    await repo.upsertMaxCrewSize(tx, siteId, body.maxCrewSize);
    await writeAudit(tx, {
      companyId: site.companyId,
      actorUserId: user.id,
      action: 'site.crew_settings_update',
      entityType: 'site',
      entityId: siteId,
      details: { maxCrewSize: { from: before, to: body.maxCrewSize } },
    });
  });
  return crewAdmin(db, user, siteId);
}

/**
 * POST /api/sites/{siteId}/foremen: names a subcontractor's supervisor as a foreman of the site.
 * His pass is answered this once, for the link the manager hands him; only its digest is kept.
 */
export async function addForeman(
  db: Db,
  user: SessionUser,
  siteId: number,
  body: ForemanBody,
): Promise<CreatedForeman> {
  const site = await siteInScope(db, user, siteId);
  const pass = randomToken(32);
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertForeman(tx, {
      companyId: site.companyId,
      siteId,
      name: body.name,
      phone: body.phone,
      passHash: sha256(pass),
      createdBy: user.id,
    });
    await writeAudit(tx, {
      companyId: site.companyId,
      actorUserId: user.id,
      action: 'crew_foreman.create',
      entityType: 'crew_foreman',
      entityId: created.id,
      details: { siteId, name: body.name },
    });
    return created;
  });
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    pass,
  };
}

/** DELETE /api/crew-foremen/{id}: his link stops at once; crews he sent stay. */
export async function revokeForeman(db: Db, user: SessionUser, id: number, now = new Date()) {
  const foreman = await repo.findForeman(db, id);
  assertPlacedInScope(user, foreman);
  await db.transaction(async (tx) => {
    await repo.revokeForeman(tx, id, now);
    await writeAudit(tx, {
      companyId: foreman.companyId,
      actorUserId: user.id,
      action: 'crew_foreman.revoke',
      entityType: 'crew_foreman',
      entityId: id,
    });
  });
}
