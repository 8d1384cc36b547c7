import type { z } from 'zod';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  ManagedSite,
  PageSettingsBodySchema,
  SiteCreateBodySchema,
  SiteUpdateBody,
} from '@shared/schemas/site-admin.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { activeStatusChange, changedFields, writeAudit } from '../../lib/audit';
import {
  companyIdForCall,
  isCompanyInScope,
  reachesEveryCompany,
  reachesEveryCompanySite,
} from '../../lib/scope';
import * as repo from './managed-sites.repository';

/**
 * May the user manage this site? Admins reach every site of their company, inactive ones
 * included (they are the ones who reactivate them); managers their assigned active sites.
 */
export function canManageSite(user: SessionUser, site: { id: number; companyId: number }) {
  if (!isCompanyInScope(user, site.companyId)) return false;
  return (
    reachesEveryCompany(user) || reachesEveryCompanySite(user) || user.siteIds.includes(site.id)
  );
}

/** The sites the management screens offer the user. */
export function listSites(db: Db, user: SessionUser, companyId?: number) {
  if (reachesEveryCompany(user)) return repo.listManagedSites(db, { companyId });
  if (user.companyId === null) return Promise.resolve([]);
  if (reachesEveryCompanySite(user)) {
    return repo.listManagedSites(db, { companyId: user.companyId });
  }
  return repo.listManagedSites(db, { companyId: user.companyId, siteIds: user.siteIds });
}

/** The site, or 404 when it is not the user's to manage (existence does not leak). */
export async function getManagedSite(db: Db, user: SessionUser, id: number): Promise<ManagedSite> {
  const site = await repo.findManagedSite(db, id);
  if (!site || !canManageSite(user, site)) throw new AppError(404, 'NOT_FOUND');
  return site;
}

async function assertCodeFree(tx: Db, code: string, exceptId?: number) {
  await repo.lockSiteCodes(tx);
  if (await repo.findSiteByCodeAnyCase(tx, code, exceptId)) {
    throw new AppError(409, 'SITE_CODE_TAKEN');
  }
}

export async function createSite(
  db: Db,
  user: SessionUser,
  body: z.infer<typeof SiteCreateBodySchema>,
) {
  const companyId = companyIdForCall(user, body.companyId);
  if (!(await repo.companyExists(db, companyId))) throw new AppError(404, 'NOT_FOUND');
  const id = await db.transaction(async (tx) => {
    await assertCodeFree(tx, body.code);
    const siteId = await repo.insertSite(tx, {
      companyId,
      code: body.code,
      name: body.name,
      location: body.location,
    });
    await writeAudit(tx, {
      companyId,
      actorUserId: user.id,
      action: 'site.create',
      entityType: 'site',
      entityId: siteId,
      details: { code: body.code, name: body.name, location: body.location },
    });
    return siteId;
  });
  return getManagedSite(db, user, id);
}

export async function updateSite(db: Db, user: SessionUser, id: number, body: SiteUpdateBody) {
  const site = await getManagedSite(db, user, id);
  const changes = changedFields(site, body);
  if (Object.keys(changes).length === 0) return site;
  await db.transaction(async (tx) => {
    if (changes.code) await assertCodeFree(tx, body.code!, id);
    await repo.updateSite(tx, id, body);
    await writeAudit(tx, {
      companyId: site.companyId,
      actorUserId: user.id,
      action: 'site.update',
      entityType: 'site',
      entityId: id,
      ...activeStatusChange(changes),
      details: changes,
    });
  });
  return getManagedSite(db, user, id);
}

/** The entry page's header, regulations and safety video (the form editor's page settings). */
export async function updatePageSettings(
  db: Db,
  user: SessionUser,
  id: number,
  body: z.infer<typeof PageSettingsBodySchema>,
) {
  const site = await getManagedSite(db, user, id);
  const changes = changedFields(site, body);
  if (Object.keys(changes).length === 0) return site;
  await db.transaction(async (tx) => {
    await repo.updateSite(tx, id, body);
    await writeAudit(tx, {
      companyId: site.companyId,
      actorUserId: user.id,
      action: 'site.page_settings',
      entityType: 'site',
      entityId: id,
      details: changes,
    });
  });
  return getManagedSite(db, user, id);
}
