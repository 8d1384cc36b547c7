import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './companies';
import { contactRequests } from './contact-requests';
import { users } from './users';

/** A lead's running notes: each one a new row, so the history of a conversation stays. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

/**
 * Which sales agent brought a company, with his commission in basis points (1000 = 10%). A
 * change ends the current row and starts a new one, so the history stays; the partial unique
 * index keeps one current agent per company.
 */
export const companyAgents = pgTable(
  'company_agents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id),
    commissionBp: integer('commission_bp').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    assignedBy: integer('assigned_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('company_agents_one_current')
      .on(t.companyId)
      .where(sql`${t.endsAt} IS NULL`),
    index('company_agents_agent_idx').on(t.agentUserId),
    check(
      'company_agents_commission_range',
      sql`${t.commissionBp} >= 0 AND ${t.commissionBp} <= 10000`,
    ),
  ],
);

/** A company's prices from a day on, in agorot (ILS / 100); VAT in basis points (1800 = 18%). */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    monthlyBaseAgorot: integer('monthly_base_agorot').notNull(),
    siteDayAgorot: integer('site_day_agorot').notNull(),
    entryAgorot: integer('entry_agorot').notNull(),
    vatBp: integer('vat_bp').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_plans_company_day_unique').on(t.companyId, t.effectiveFrom),
    check(
      'billing_plans_prices_not_negative',
      sql`${t.monthlyBaseAgorot} >= 0 AND ${t.siteDayAgorot} >= 0 AND ${t.entryAgorot} >= 0 AND ${t.vatBp} >= 0 AND ${t.vatBp} <= 10000`,
    ),
  ],
);

/** One row per company and closed day: the key that makes closing a day happen once. */
export const billingDays = pgTable(
  'billing_days',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    day: date('day', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

export const LEDGER_KINDS = ['base', 'site_days', 'entries', 'correction'] as const;

/** The billing ledger: lines are only added, a correction is a new line with its reason. */
export const billingLedger = pgTable(
  'billing_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    quantity: integer('quantity').notNull(),
    unitAgorot: integer('unit_agorot').notNull(),
    amountAgorot: integer('amount_agorot').notNull(),
    vatAgorot: integer('vat_agorot').notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_ledger_one_charge_per_day')
      .on(t.companyId, t.day, t.kind)
      .where(sql`${t.kind} <> 'correction'`),
    index('billing_ledger_company_day_idx').on(t.companyId, t.day),
  ],
);
