import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CheckLine, ChecklistItem, EquipmentAlert } from '@shared/schemas/inspection.schemas';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { entryRequests } from './entry-requests';
import { equipment } from './equipment';
import { sites } from './sites';
import { users } from './users';

const kinds = ['scaffold', 'platform'] as const;

/**
 * One inspection of a scaffold or platform as it was signed: never changed nor removed (a
 * trigger refuses it); a correction is a newer record naming the one it corrects.
 */
export const equipmentInspections = pgTable(
  'equipment_inspections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id),
    /** The item's site when inspected: the register is kept per site. */
    siteId: integer('site_id').references(() => sites.id),
    kind: text('kind', { enum: kinds }).notNull(),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }).notNull(),
    inspectorUserId: integer('inspector_user_id')
      .notNull()
      .references(() => users.id),
    /** The inspector's name as it was, for the register. */
    inspectorName: text('inspector_name').notNull(),
    externalInspectorName: text('external_inspector_name'),
    externalLicenceNumber: text('external_licence_number'),
    reportFileId: text('report_file_id'),
    reportExpiresOn: date('report_expires_on', { mode: 'string' }),
    /** Each line with its text as the inspector read it. */
    results: jsonb('results').$type<CheckLine[]>().notNull(),
    outcome: text('outcome', { enum: ['fit', 'closed'] }).notNull(),
    closedReason: text('closed_reason'),
    signatureFileId: text('signature_file_id').notNull(),
    correctsId: integer('corrects_id').references((): AnyPgColumn => equipmentInspections.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('equipment_inspections_item_idx').on(
      t.equipmentId,
      sql`${t.inspectedAt} DESC`,
      sql`${t.id} DESC`,
    ),
    index('equipment_inspections_site_idx').on(t.siteId, t.inspectedAt),
  ],
);

/** A weather mark or stoppage on a site, or a change on one item, after which scaffolds are due. */
export const equipmentEvents = pgTable(
  'equipment_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    siteId: integer('site_id').references(() => sites.id),
    equipmentId: integer('equipment_id').references(() => equipment.id),
    kind: text('kind', { enum: ['weather', 'stoppage', 'change'] }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    fromDay: date('from_day', { mode: 'string' }),
    toDay: date('to_day', { mode: 'string' }),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('equipment_events_site_idx').on(t.siteId, t.occurredAt),
    index('equipment_events_item_idx').on(t.equipmentId, t.occurredAt),
  ],
);

/** The staff users a company marks as qualified to inspect a kind of equipment. */
export const inspectorQualifications = pgTable(
  'inspector_qualifications',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: kinds }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** A company's own checklist for a kind; without a row the product's default applies. */
export const inspectionChecklists = pgTable(
  'inspection_checklists',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: kinds }).notNull(),
    items: jsonb('items').$type<ChecklistItem[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] })],
);

/** A company's intervals, each at most the law's (shared/inspections/inspection-rules.ts). */
export const inspectionSettings = pgTable('inspection_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  scaffoldIntervalDays: integer('scaffold_interval_days').notNull(),
  platformReportMonths: integer('platform_report_months').notNull(),
  updatedAt: updatedAt(),
});

/** Whether a site refuses an entry request that names equipment not fit for use. */
export const siteEquipmentGates = pgTable('site_equipment_gates', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id),
  blocksUnfit: boolean('blocks_unfit').notNull(),
  updatedAt: updatedAt(),
});

/** The unfit equipment a request named when it was sent, shown to the manager who decides. */
export const entryEquipmentAlerts = pgTable('entry_equipment_alerts', {
  entryRequestId: text('entry_request_id')
    .primaryKey()
    .references(() => entryRequests.id, { onDelete: 'cascade' }),
  alerts: jsonb('alerts').$type<EquipmentAlert[]>().notNull(),
});

/**
 * The morning digest of inspections to make, one per user, site and day of the company's
 * calendar: written by the instance that sends it, so a restart or a second instance never
 * sends it again.
 */
export const inspectionReminders = pgTable(
  'inspection_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'inspection_reminders_pk', columns: [t.userId, t.siteId, t.day] }),
    index('inspection_reminders_day_idx').on(t.day),
  ],
);
