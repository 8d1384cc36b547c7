import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { FormVersion, FormVersionList } from '@shared/schemas/entry-form-versions.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isSiteInScope } from '../../lib/scope';
import { findSiteById } from '../sites/sites.service';
import { DEFAULT_FORM_FIELDS, DEFAULT_FORM_VERSION } from './default-form';
import { formVersionFields } from './entry-forms.service';
import { listFormVersions } from './entry-form-versions.repository';

async function siteInScope(db: Db, user: SessionUser, siteId: number) {
  const site = await findSiteById(db, siteId);
  // The same answer as the form editor's save for a site that is not the user's.
  if (!site || !isSiteInScope(user, site)) throw new AppError(404, 'SITE_NOT_FOUND');
  return site;
}

/**
 * The versions the form editor lists, newest first. The built-in form (version 0) comes last:
 * every site had it until its first save, so it can be restored like any other.
 */
export async function formVersions(
  db: Db,
  user: SessionUser,
  siteId: number,
): Promise<FormVersionList> {
  await siteInScope(db, user, siteId);
  const rows = await listFormVersions(db, siteId);
  const saved = rows.map((row) => ({
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    createdByName:
      row.username === null
        ? null
        : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.username,
    fieldCount: row.fieldCount,
  }));
  return {
    currentVersion: saved[0]?.version ?? DEFAULT_FORM_VERSION,
    versions: [
      ...saved,
      {
        version: DEFAULT_FORM_VERSION,
        createdAt: null,
        createdByName: null,
        fieldCount: DEFAULT_FORM_FIELDS.length,
      },
    ],
  };
}

/** One version's fields, to show or to restore by saving them again as a new version. */
export async function formVersion(
  db: Db,
  user: SessionUser,
  siteId: number,
  version: number,
): Promise<FormVersion> {
  await siteInScope(db, user, siteId);
  const fields = await formVersionFields(db, siteId, version);
  if (!fields) throw new AppError(404, 'FORM_VERSION_UNKNOWN');
  return { version, formFields: fields };
}
