import { sql } from 'drizzle-orm';
import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { PermitRegister } from '@shared/schemas/permit.schemas';
import { addDays } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertSiteInScope } from '../../lib/scope';
import { catalogText } from '../../lib/catalog';
import { dayStart, localDateTime } from '../../lib/company-day';
import { attachmentDisposition, toCsv } from '../../lib/csv';
import { validationMessage } from '../../i18n/messages';
import { personName } from '../entry-requests/review.service';
import { companyToday } from './permit-facts';
import { byPermit, toPermit } from './permit-view';
import * as repo from './permits.repository';

/** A register page covers at most a year. */
const REGISTER_MAX_DAYS = 366;

/**
 * The site's permits planned to start in a range of days in the company's zone, oldest first,
 * each with every move (who, when, why, what failed), its overrides and the workers on it.
 */
export async function permitRegister(
  db: Db,
  user: SessionUser,
  query: { siteId: number; from: string; to: string },
  language: Language,
  now = new Date(),
): Promise<PermitRegister> {
  const site = await repo.findSite(db, query.siteId);
  assertSiteInScope(user, site);
  if (query.to < query.from || addDays(query.from, REGISTER_MAX_DAYS) <= query.to) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      to: validationMessage('registerRange', language),
    });
  }
  const { zone } = await companyToday(db, site.companyId, now);
  const zoneSql = sql`${zone}`;
  const [rows, companyName] = await Promise.all([
    repo.permitsInRange(db, site.id, dayStart(query.from, zoneSql), dayStart(query.to, zoneSql, 1)),
    repo.companyName(db, site.companyId),
  ]);
  const ids = rows.map((r) => r.permit.id);
  const [workers, transitions] = await Promise.all([
    repo.workersOf(db, ids),
    repo.transitionsOf(db, ids),
  ]);
  const workersOf = byPermit(workers);
  const movesOf = byPermit(transitions);
  return {
    siteName: site.name,
    companyName,
    from: query.from,
    to: query.to,
    permits: rows.map((row) => {
      return {
        ...toPermit(row, workersOf.get(row.permit.id) ?? []),
        transitions: (movesOf.get(row.permit.id) ?? []).map((t) => ({
          action: t.action,
          fromState: t.fromState,
          toState: t.toState,
          at: localDateTime(t.createdAt, zone),
          byName: personName(t.firstName, t.lastName, t.username),
          reason: t.reason,
          failedChecks: t.failedChecks,
        })),
      };
    }),
  };
}

/** The same register as CSV, one line per move, its headers and words in the caller's language. */
export async function permitRegisterCsv(
  db: Db,
  user: SessionUser,
  query: { siteId: number; from: string; to: string },
  language: Language,
) {
  const register = await permitRegister(db, user, query, language);
  const t = (key: string) => catalogText(language, 'permits', key);
  const header = [
    'register.permit',
    'register.plannedStart',
    'register.location',
    'register.task',
    'register.equipment',
    'register.workManager',
    'register.workers',
    'register.at',
    'register.move',
    'register.state',
    'register.by',
    'register.reason',
    'register.failedChecks',
  ].map(t);
  const rows = register.permits.flatMap((p) =>
    p.transitions.map((m) => [
      p.id,
      p.plannedStart,
      p.location,
      p.task,
      p.equipment ? `${p.equipment.number} ${p.equipment.label}` : '',
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
  return {
    csv: toCsv(header, rows),
    disposition: attachmentDisposition(`permits-${register.from}-${register.to}.csv`),
  };
}
