import type { Language } from '@shared/i18n/languages';
import { resolveText, withTranslations } from '@shared/i18n/localized-text';
import type { PublicSite } from '@shared/schemas/site.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './sites.repository';

export type { SiteRow } from './sites.repository';

// A PostgreSQL integer column holds at most 2^31 - 1; a longer id can name no row.
const MAX_SERIAL = 2_147_483_647;

/** A digits-only id, or null for anything else. */
export function parseSerialId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_SERIAL ? id : null;
}

const siteNotFound = () => new AppError(404, 'SITE_NOT_FOUND');

/** The active site behind a path id; unknown, malformed or inactive answers 404 SITE_NOT_FOUND. */
export async function getActiveSiteById(db: Db, rawId: string): Promise<repo.SiteRow> {
  const id = parseSerialId(rawId);
  const site = id === null ? null : await repo.findActiveSiteById(db, id);
  if (!site) throw siteNotFound();
  return site;
}

/** A site whatever its state, for staff who manage it, or null. */
export function findSiteById(db: Db, id: number): Promise<repo.SiteRow | null> {
  return repo.findSiteById(db, id);
}

/** The active site with this code in any case, or 404 SITE_NOT_FOUND. */
export async function getActiveSiteByCode(db: Db, code: string): Promise<repo.SiteRow> {
  const site = await repo.findActiveSiteByCode(db, code);
  if (!site) throw siteNotFound();
  return site;
}

/** The active site with this code in any case as workers read it, or null. */
export async function findPublicSiteByCode(db: Db, code: string): Promise<PublicSite | null> {
  const site = await repo.findActiveSiteByCode(db, code);
  return site ? publicSite(site) : null;
}

/** A site in one reader's language, each text his own, else English, else Hebrew. */
export function siteInLanguage(site: repo.SiteRow, language: Language) {
  const texts = publicSite(site);
  const text = (value: PublicSite['name']) => resolveText(value, language).text;
  return {
    ...texts,
    name: text(texts.name),
    location: text(texts.location),
    headerTitle: text(texts.headerTitle),
    headerMessage: text(texts.headerMessage),
    safetyRegulations: text(texts.safetyRegulations),
  };
}

/** A site as workers read it: the name and location with their translations beside the Hebrew. */
export function publicSite(site: repo.SiteRow): PublicSite {
  return {
    id: site.id,
    code: site.code,
    name: withTranslations(site.name, site.nameTranslations),
    companyId: site.companyId,
    location: withTranslations(site.location, site.locationTranslations),
    headerTitle: site.headerTitle,
    headerMessage: site.headerMessage,
    headerColor: site.headerColor,
    safetyRegulations: site.safetyRegulations,
    hasSafetyVideo: site.hasSafetyVideo,
    videoUrl: site.videoUrl,
  };
}
