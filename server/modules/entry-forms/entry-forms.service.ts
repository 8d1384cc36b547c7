import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import type { EntryFormResponse } from '@shared/schemas/site.schemas';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/app-error';
import { isSiteInScope } from '../../lib/scope';
import { withoutAnswers } from '@shared/i18n/resolve-quiz';
import { findSiteById, getActiveSiteById, parseSerialId } from '../sites/sites.service';
import * as repo from './entry-forms.repository';
import { DEFAULT_FORM_FIELDS, DEFAULT_FORM_VERSION } from './default-form';
import { storedVersion } from './stored-versions';

// The built-in form is the module's to give: other modules' tests start their forms from it.
export { DEFAULT_FORM_FIELDS };

/** The form a worker fills now: the newest saved version, else the built-in default (version 0). */
export async function currentForm(db: Db, siteId: number): Promise<EntryFormResponse> {
  const latest = await repo.findLatestForm(db, siteId);
  if (!latest) return { siteId, version: DEFAULT_FORM_VERSION, formFields: DEFAULT_FORM_FIELDS };
  return { siteId, version: latest.version, formFields: latest.fields };
}

/** GET /api/sites/{id}/entry-form for workers: only an active site has a form. */
export async function publicEntryForm(db: Db, rawSiteId: string): Promise<EntryFormResponse> {
  const site = await getActiveSiteById(db, rawSiteId);
  const form = await currentForm(db, site.id);
  // A comprehension check's answers stay on the server, which grades it.
  return { ...form, formFields: form.formFields.map(withoutAnswers) };
}

/** The current form with everything the editor needs, its checks' answers included. */
export async function editableEntryForm(
  db: Db,
  user: SessionUser,
  rawSiteId: string,
): Promise<EntryFormResponse> {
  const site = await siteInScope(db, user, rawSiteId);
  return currentForm(db, site.id);
}

async function siteInScope(db: Db, user: SessionUser, rawSiteId: string) {
  const siteId = parseSerialId(rawSiteId);
  const site = siteId === null ? null : await findSiteById(db, siteId);
  // Another tenant's site answers as if it did not exist (docs/access.md).
  if (!site || !isSiteInScope(user, site)) throw new AppError(404, 'SITE_NOT_FOUND');
  return site;
}

/**
 * The fields of one version of a site's form, or null when the site never had it. Version 0 is
 * the built-in default, which every site had until its first save, so it always exists.
 */
export async function formVersionFields(
  db: Db,
  siteId: number,
  version: number,
): Promise<LocalizedFormField[] | null> {
  if (version === DEFAULT_FORM_VERSION) return DEFAULT_FORM_FIELDS;
  return (await storedVersion(db, siteId, version))?.fields ?? null;
}

/**
 * PUT /api/sites/{id}/entry-form: a new version of the site's form, audited. A major change
 * voids the inductions done against earlier versions.
 */
export async function saveEntryForm(
  db: Db,
  user: SessionUser,
  rawSiteId: string,
  formFields: LocalizedFormField[],
  isMajorChange = false,
): Promise<EntryFormResponse> {
  const site = await siteInScope(db, user, rawSiteId);
  const version = await db.transaction(async (tx) => {
    const saved = await repo.insertNextVersion(tx, {
      siteId: site.id,
      fields: formFields,
      isMajorChange,
      createdBy: user.id,
    });
    await writeAudit(tx, {
      companyId: site.companyId,
      actorUserId: user.id,
      action: 'entry_form.save',
      entityType: 'site',
      entityId: site.id,
      details: { version: saved, fieldCount: formFields.length, isMajorChange },
    });
    return saved;
  });
  return { siteId: site.id, version, formFields };
}

/**
 * The version of the site's last major change up to `version`: inductions are kept per it. The
 * built-in default comes before every saved version, so it has none.
 */
export async function formMajor(db: Db, siteId: number, version: number): Promise<number> {
  if (version === DEFAULT_FORM_VERSION) return 0;
  return (await storedVersion(db, siteId, version))?.major ?? 0;
}
