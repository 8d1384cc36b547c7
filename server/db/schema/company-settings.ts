import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { companies } from './companies';

/**
 * A company's own rules: its scaffolds and lifting platforms, how long workers' data is kept. A company without a row uses
 * the defaults of the columns.
 */
export const companySettings = pgTable('company_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** Days from one inspection to the next, used when an item gets no due date of its own. */
  inspectionIntervalDays: integer('inspection_interval_days').notNull().default(30),
  /** The worker must give a scaffold or a lifting-platform number to submit. */
  isEquipmentNumberRequired: boolean('is_equipment_number_required').notNull().default(false),
  /** Months after a request that its worker's photos, signature and personal fields are kept. */
  retentionMonths: integer('retention_months').notNull().default(12),
  /**
   * The form field whose answer a worker on a new phone gives, with his phone number, to be
   * recognised; null: a new phone is a first visit.
   */
  recognitionDetailFieldId: text('recognition_detail_field_id'),
  updatedAt: updatedAt(),
});
