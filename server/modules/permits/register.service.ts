import { sql } from 'drizzle-orm';
import type { Language } from '@shared/i18n/languages';
import { instructionsPath } from '@shared/permits/instructions-document';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { PermitRegister } from '@shared/schemas/permit.schemas';
import { addDays } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertSiteInScope } from '../../lib/scope';
import { catalogText } from '../../lib/catalog';
import { dayStart } from '../../lib/company-day';
import { attachmentDisposition, csvChunks } from '../../lib/csv';
import { validationMessage } from '../../i18n/messages';
import { personName } from '../entry-requests/review.service';
import { byPermit, toPermit } from './permit-view';
import * as repo from './permits.repository';

/** A register page covers at most a year. */
const REGISTER_MAX_DAYS = 366;

/**
 * Permits of a page of the register. A year of a busy site is thousands of permits with five
 * moves each, megabytes that no screen wants in one answer: the screen reads page after page.
 * The CSV reads the whole range in larger batches. A page or batch is three statements
 * (permits, their workers, their moves), never one per permit.
 */
export const REGISTER_PAGE = 100;
const CSV_BATCH = 500;

type RegisterPermit = PermitRegister['permits'][number];
type RegisterQuery = { siteId: number; from: string; to: string };
type Site = NonNullable<Awaited<ReturnType<typeof repo.findSiteWithCompany>>>;

/** The site of a register in the caller's scope, once its range is known to be valid. */
async function registerSite(
  db: Db,
  user: SessionUser,
  query: RegisterQuery,
  language: Language,
): Promise<Site> {
  const site = await repo.findSiteWithCompany(db, query.siteId);
  assertSiteInScope(user, site);
  if (query.to < query.from || addDays(query.from, REGISTER_MAX_DAYS) <= query.to) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      to: validationMessage('registerRange', language),
    });
  }
  return site;
}

/**
 * Up to `size` permits of the range after the permit `afterId`, in order, each with its
 * workers and moves, and the cursor of the page after (null when none is left).
 */
async function registerPage(
  db: Db,
  site: Site,
  query: RegisterQuery,
  afterId: number | null,
  size: number,
): Promise<{ permits: RegisterPermit[]; nextCursor: number | null }> {
  const zoneSql = sql`${site.timeZone}`;
  const range = { from: dayStart(query.from, zoneSql), to: dayStart(query.to, zoneSql, 1) };
  // One more than the page, read only to learn whether another page follows.
  const read = await repo.permitsInRange(db, site.id, range, afterId, size + 1);
  const rows = read.slice(0, size);
  const ids = rows.map((r) => r.permit.id);
  const [workers, transitions] = await Promise.all([
    repo.workersOf(db, ids),
    repo.transitionsOf(db, ids, site.timeZone),
  ]);
  const workersOf = byPermit(workers);
  const movesOf = byPermit(transitions);
  return {
    permits: rows.map((row) => ({
      ...toPermit(row, workersOf.get(row.permit.id) ?? []),
      transitions: (movesOf.get(row.permit.id) ?? []).map((t) => ({
        action: t.action,
        fromState: t.fromState,
        toState: t.toState,
        at: t.at,
        byName: personName(t.firstName, t.lastName, t.username),
        reason: t.reason,
        failedChecks: t.failedChecks,
      })),
    })),
    nextCursor: read.length > size ? ids.at(-1)! : null,
  };
}

/**
 * A page of the site's permits planned to start in a range of days in the company's zone,
 * oldest first, each with every move (who, when, why, what failed), its overrides and the
 * workers on it; the pages one after another are the whole range.
 */
export async function permitRegister(
  db: Db,
  user: SessionUser,
  query: RegisterQuery & { cursor?: number },
  language: Language,
): Promise<PermitRegister> {
  const site = await registerSite(db, user, query, language);
  const page = await registerPage(db, site, query, query.cursor ?? null, REGISTER_PAGE);
  return {
    siteName: site.name,
    companyName: site.companyName,
    from: query.from,
    to: query.to,
    ...page,
  };
}

/**
 * The same register as CSV, one line per move, its headers and words in the caller's language.
 * A permit's instructions document is given by its full address at `origin`, so the file's
 * reader opens it from the spreadsheet.
 */
export async function permitRegisterCsv(
  db: Db,
  user: SessionUser,
  query: RegisterQuery,
  language: Language,
  origin: string,
) {
  const site = await registerSite(db, user, query, language);
  const t = (key: string) => catalogText(language, 'permits', key);
  const header = [
    'register.permit',
    'register.plannedStart',
    'register.location',
    'register.task',
    'register.equipment',
    'form.writtenInstructions',
    'register.instructionsDocument',
    'register.workManager',
    'register.workers',
    'register.at',
    'register.move',
    'register.state',
    'register.by',
    'register.reason',
    'register.failedChecks',
  ].map(t);
  async function* lines() {
    let cursor: number | null = null;
    do {
      const page = await registerPage(db, site, query, cursor, CSV_BATCH);
      cursor = page.nextCursor;
      yield page.permits.flatMap((p) =>
        p.transitions.map((m) => [
          p.id,
          p.plannedStart,
          p.location,
          p.task,
          p.equipment ? `${p.equipment.number} ${p.equipment.label}` : '',
          p.writtenInstructions,
          p.instructionsFileId ? `${origin}${instructionsPath(p.instructionsFileId)}` : '',
          p.workManager.name,
          p.workers.map((w) => w.name).join('; '),
          m.at,
          t(`moves.${m.action}`),
          t(`states.${m.toState}`),
          m.byName ?? t('register.system'),
          m.reason,
          m.failedChecks.map((c) => t(`checks.${c}`)).join('; '),
        ]),
      );
    } while (cursor !== null);
  }
  return {
    csv: csvChunks(header, lines()),
    disposition: attachmentDisposition(`permits-${query.from}-${query.to}.csv`),
  };
}
