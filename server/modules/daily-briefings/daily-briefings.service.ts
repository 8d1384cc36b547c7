import { isLanguage, type Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  BriefingBody,
  BriefingConfirmBody,
  BriefingConfirmations,
  SiteBriefing,
  WorkerBriefing,
} from '@shared/schemas/daily-briefing.schemas';
import { isoDayIn } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { companyTimeZone } from '../../lib/company-zone';
import { assertSiteInScope } from '../../lib/scope';
import { getEntryStatus } from '../entry-requests/entry-requests.service';
import { findSiteById } from '../sites/sites.service';
import * as repo from './daily-briefings.repository';

const FALLBACK_ZONE = 'Asia/Jerusalem';

/** Today in the calendar of the site's company, the day a confirmation counts for. */
async function companyToday(db: Db, companyId: number, now: Date): Promise<string> {
  return isoDayIn(now, (await companyTimeZone(db, companyId)) ?? FALLBACK_ZONE);
}

/** The person behind a request: his phone's digits, else the request itself. */
const personKey = (phone: string, entryRequestId: string) =>
  phone.replace(/\D/g, '') || `request:${entryRequestId}`;

async function siteInScope(db: Db, user: SessionUser, siteId: number) {
  const site = await findSiteById(db, siteId);
  assertSiteInScope(user, site);
  return site;
}

/** GET /api/sites/{siteId}/briefing: what the manager's screen edits. */
export async function siteBriefing(
  db: Db,
  user: SessionUser,
  siteId: number,
): Promise<SiteBriefing> {
  await siteInScope(db, user, siteId);
  return { briefing: await repo.findBriefing(db, siteId) };
}

/** PUT /api/sites/{siteId}/briefing, audited as `site.briefing_update`. */
export async function saveBriefing(
  db: Db,
  user: SessionUser,
  siteId: number,
  body: BriefingBody,
): Promise<SiteBriefing> {
  const site = await siteInScope(db, user, siteId);
  await db.transaction(async (tx) => {
    await repo.upsertBriefing(tx, siteId, body, user.id);
    await writeAudit(tx, {
      companyId: site.companyId,
      actorUserId: user.id,
      action: 'site.briefing_update',
      entityType: 'site',
      entityId: siteId,
      details: { kind: body.kind, languages: Object.keys(body.content) },
    });
  });
  return { briefing: body };
}

/** The request a worker holds, with its site's company, or 404 as for a request never made. */
async function workerRequest(db: Db, entryRequestId: string) {
  const entry = await getEntryStatus(db, entryRequestId);
  const site = await findSiteById(db, entry.siteId);
  if (!site) throw new AppError(404, 'ENTRY_NOT_FOUND');
  return { entry, site };
}

/**
 * GET /api/briefing?entryRequestId=: the briefing of the request's site for today, in the
 * worker's language (else Hebrew), and whether he has confirmed it today.
 */
export async function workerBriefing(
  db: Db,
  entryRequestId: string,
  language: Language,
  now = new Date(),
): Promise<WorkerBriefing> {
  const { entry, site } = await workerRequest(db, entryRequestId);
  const briefing = await repo.findBriefing(db, site.id);
  if (!briefing) return { hasBriefing: false };
  const day = await companyToday(db, site.companyId, now);
  const person = personKey(entry.worker.phone, entry.id);
  const confirmed = await repo.findConfirmation(db, site.id, day, person);
  const wanted = isLanguage(language) ? language : 'he';
  return {
    hasBriefing: true,
    kind: briefing.kind,
    content: briefing.content[wanted] || briefing.content.he || '',
    day,
    isConfirmed: confirmed !== null,
  };
}

/**
 * POST /api/briefing/confirmations: the worker confirms today's briefing with the request he
 * holds. A confirmation for any other day (a page left open overnight, a forged day) is refused
 * and nothing is written; a second one the same day answers the first.
 */
export async function confirmBriefing(
  db: Db,
  body: BriefingConfirmBody,
  now = new Date(),
): Promise<{ confirmedAt: string; isNew: boolean }> {
  const { entry, site } = await workerRequest(db, body.entryRequestId);
  if (!(await repo.findBriefing(db, site.id))) throw new AppError(404, 'BRIEFING_NOT_SET');
  const day = await companyToday(db, site.companyId, now);
  if (body.day !== day) throw new AppError(422, 'BRIEFING_DAY_MISMATCH', undefined, { day });
  const phoneDigits = personKey(entry.worker.phone, entry.id);
  const inserted = await repo.insertConfirmation(db, {
    siteId: site.id,
    day,
    phoneDigits,
    workerName: `${entry.worker.firstName} ${entry.worker.lastName}`.trim(),
    entryRequestId: entry.id,
    confirmedAt: now,
  });
  if (inserted) return { confirmedAt: inserted.confirmedAt.toISOString(), isNew: true };
  const first = await repo.findConfirmation(db, site.id, day, phoneDigits);
  return { confirmedAt: (first?.confirmedAt ?? now).toISOString(), isNew: false };
}

/** GET /api/sites/{siteId}/briefing/confirmations: who confirmed the briefing today. */
export async function todaysConfirmations(
  db: Db,
  user: SessionUser,
  siteId: number,
  now = new Date(),
): Promise<BriefingConfirmations> {
  const site = await siteInScope(db, user, siteId);
  const day = await companyToday(db, site.companyId, now);
  const rows = await repo.confirmationsOfDay(db, siteId, day);
  return {
    day,
    confirmations: rows.map((r) => ({ ...r, confirmedAt: r.confirmedAt.toISOString() })),
  };
}
