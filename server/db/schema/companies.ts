import { sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { PLATFORM_TIME_ZONE } from '@shared/time/calendar-day';
import { createdAt, updatedAt } from './columns';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: ['main_contractor', 'subcontractor', 'service_company'] }).notNull(),
  contactPerson: text('contact_person').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  address: text('address').notNull().default(''),
  logoFileId: text('logo_file_id'),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  billingPlan: text('billing_plan').notNull().default('standard'),
  salesAgent: text('sales_agent').notNull().default(''),
  /** Decides what "today" means for work start dates and counters. */
  timezone: text('timezone').notNull().default(PLATFORM_TIME_ZONE),
  /** The provider's product lines the company subscribes to. */
  productLines: text('product_lines')
    .array()
    .notNull()
    .default(sql`'{site_entry}'`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
