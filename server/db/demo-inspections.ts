import { addMonths } from '@shared/inspections/inspection-rules';
import type { CheckLine, ClosedReason } from '@shared/schemas/inspection.schemas';
import { addDays, platformDay } from '@shared/time/calendar-day';
import { randomToken } from '../lib/crypto';
import { loadSharp } from '../lib/images';
import { defaultChecklist } from '../modules/inspections/default-checklists';
import type { Db } from './client';
import { equipmentInspections, inspectorQualifications, mediaFiles } from './schema';

/** A pen stroke on white, as the inspection screen's signature pad would draw it. */
const SIGNATURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120">
  <rect width="300" height="120" fill="white"/>
  <path d="M20 80 C 50 20, 70 110, 100 60 S 150 30, 170 75 S 230 100, 280 40"
        stroke="#1e3a8a" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>`;

/** A page of a report: lines of text as grey bars, enough to open and see a document. */
const REPORT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="594">
  <rect width="420" height="594" fill="white"/>
  ${Array.from({ length: 14 }, (_, i) => `<rect x="40" y="${60 + i * 34}" width="${i % 3 ? 340 : 220}" height="12" fill="#cbd5e1"/>`).join('')}
</svg>`;

async function png(svg: string) {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface DemoRecord {
  number: string;
  daysAgo: number;
  outcome: 'fit' | 'closed';
  closedReason?: ClosedReason;
  /** The line that failed, with what the inspector saw. */
  failed?: { itemId: string; note: string };
  /** A platform's report: valid this many months from the inspection. */
  reportMonths?: number;
}

/**
 * The demo's inspections, so that the list, the tag and the register show every state a site
 * lives with: a scaffold fit, one due today, one overdue, one closed after a failed line (fit
 * before), and two platforms with their inspector's reports.
 */
const DEMO_RECORDS: DemoRecord[] = [
  { number: 'P-101', daysAgo: 2, outcome: 'fit' },
  { number: 'P-102', daysAgo: 7, outcome: 'fit' },
  { number: 'P-201', daysAgo: 6, outcome: 'fit' },
  {
    number: 'P-201',
    daysAgo: 1,
    outcome: 'closed',
    closedReason: 'failed_items',
    failed: { itemId: 'guard-rails', note: 'מעקה ביניים חסר בקומה 3' },
  },
  { number: 'P-202', daysAgo: 9, outcome: 'fit' },
  { number: 'LP-7', daysAgo: 30, outcome: 'fit', reportMonths: 6 },
  { number: 'LP-9', daysAgo: 160, outcome: 'fit', reportMonths: 6 },
];

/**
 * Company 1's inspection records, written as the work manager would have: he and the safety
 * manager are marked qualified, and each record carries its checklist, signature and, for a
 * platform, the external inspector's report.
 */
export async function seedDemoInspections(
  tx: Db,
  q: {
    companyId: number;
    siteId: number;
    items: { id: number; value: string; kind: 'scaffold' | 'platform' }[];
    inspector: { id: number; name: string };
    safetyManagerId: number;
    now: Date;
  },
) {
  await tx.insert(inspectorQualifications).values([
    { userId: q.inspector.id, kind: 'scaffold', companyId: q.companyId },
    { userId: q.inspector.id, kind: 'platform', companyId: q.companyId },
    { userId: q.safetyManagerId, kind: 'scaffold', companyId: q.companyId },
  ]);
  const signatureFileId = randomToken(16);
  const reportFileId = randomToken(16);
  await tx.insert(mediaFiles).values([
    {
      id: signatureFileId,
      companyId: q.companyId,
      kind: 'document',
      fileName: 'signature.png',
      contentType: 'image/png',
      bytes: await png(SIGNATURE_SVG),
    },
    {
      id: reportFileId,
      companyId: q.companyId,
      kind: 'document',
      fileName: 'report.png',
      contentType: 'image/png',
      bytes: await png(REPORT_SVG),
    },
  ]);
  for (const record of DEMO_RECORDS) {
    const item = q.items.find((i) => i.value === record.number);
    if (!item) continue;
    // A morning inspection of that calendar day (09:00 or 10:00 in Israel), so the states come
    // out the same whatever the hour the demo is seeded.
    const day = addDays(platformDay(q.now), -record.daysAgo);
    const inspectedAt = new Date(`${day}T07:00:00Z`);
    const results: CheckLine[] = defaultChecklist(item.kind).map((line) => ({
      itemId: line.id,
      text: line.text,
      result: record.failed?.itemId === line.id ? 'fail' : 'pass',
      note: record.failed?.itemId === line.id ? record.failed.note : '',
      photoFileId: null,
    }));
    await tx.insert(equipmentInspections).values({
      companyId: q.companyId,
      equipmentId: item.id,
      siteId: q.siteId,
      kind: item.kind,
      inspectedAt,
      inspectorUserId: q.inspector.id,
      inspectorName: q.inspector.name,
      ...(record.reportMonths && {
        externalInspectorName: 'מהנדס בודק מוסמך',
        externalLicenceNumber: '40217',
        reportFileId,
        reportExpiresOn: addMonths(day, record.reportMonths),
      }),
      results,
      outcome: record.outcome,
      closedReason: record.closedReason ?? null,
      signatureFileId,
    });
  }
}
