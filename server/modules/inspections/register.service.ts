import { sql } from 'drizzle-orm';
import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { ClosedReason, Register } from '@shared/schemas/inspection.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { catalogText } from '../../lib/catalog';
import { dayStart, localDateTime } from '../../lib/company-day';
import { toCsv } from '../../lib/csv';
import { validationMessage } from '../../i18n/messages';
import { daysBetween } from '@shared/time/calendar-day';
import { companyDay } from './fitness.service';
import { siteInScope } from './inspection-admin.service';
import * as repo from './inspections.repository';

/** A register page covers at most a year. */
const REGISTER_MAX_DAYS = 366;

/**
 * The site's general register for a range of days in the company's zone: every inspection,
 * oldest first, with its inspector and signature, and the lines that failed in every language
 * they had: the screen shows the reader's, the printed register and its CSV the Hebrew the law
 * keeps it in.
 */
export async function siteRegister(
  db: Db,
  user: SessionUser,
  query: { siteId: number; from: string; to: string },
  language: Language,
): Promise<Register> {
  const site = await siteInScope(db, user, query.siteId);
  if (query.to < query.from || daysBetween(query.from, query.to) >= REGISTER_MAX_DAYS) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      to: validationMessage('registerRange', language),
    });
  }
  const { zone } = await companyDay(db, site.companyId, new Date());
  const zoneSql = sql`${zone}`;
  const [rows, companyName] = await Promise.all([
    repo.siteRecords(db, site.id, dayStart(query.from, zoneSql), dayStart(query.to, zoneSql, 1)),
    repo.companyName(db, site.companyId),
  ]);
  return {
    siteName: site.name,
    companyName,
    from: query.from,
    to: query.to,
    entries: rows.map((row) => ({
      id: row.id,
      inspectedAt: localDateTime(row.inspectedAt, zone),
      kind: row.kind,
      number: row.number,
      label: row.label,
      inspectorName: row.inspectorName,
      externalInspector: row.externalInspectorName
        ? `${row.externalInspectorName} (${row.externalLicenceNumber ?? ''})`
        : '',
      outcome: row.outcome,
      closedReason: (row.closedReason as ClosedReason | null) ?? null,
      failedItems: row.results.filter((l) => l.result === 'fail').map((l) => l.text),
      note: row.results
        .filter((l) => l.note)
        .map((l) => l.note)
        .join('; '),
      signatureFileId: row.signatureFileId,
      correctsId: row.correctsId,
    })),
  };
}

/** The same page as CSV, its headers in the caller's language. */
export async function registerCsv(
  db: Db,
  user: SessionUser,
  query: { siteId: number; from: string; to: string },
  language: Language,
) {
  const register = await siteRegister(db, user, query, language);
  const t = (key: string) => catalogText(language, 'inspections', key);
  const header = [
    'register.number',
    'register.inspectedAt',
    'register.item',
    'register.inspector',
    'register.externalInspector',
    'register.outcome',
    'register.failedItems',
    'register.notes',
    'register.corrects',
  ].map(t);
  const rows = register.entries.map((e) => [
    e.id,
    e.inspectedAt,
    `${t(`kind.${e.kind}`)} ${e.number} ${e.label}`,
    e.inspectorName,
    e.externalInspector,
    e.outcome === 'fit'
      ? t('outcome.fit')
      : `${t('outcome.closed')}: ${t(`closedReason.${e.closedReason ?? 'other'}`)}`,
    e.failedItems.map((text) => text.he).join('; '),
    e.note,
    e.correctsId ?? '',
  ]);
  return {
    csv: toCsv(header, rows),
    fileName: `register-${register.from}-${register.to}.csv`,
  };
}
