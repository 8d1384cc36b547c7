import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/** Who did what and when: every status change, exit and management change writes a row. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    // The dashboard's feed of request decisions, newest first, per company and platform-wide.
    index('audit_log_request_feed_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.entityType} = 'entry_request'`),
    index('audit_log_request_feed_all_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.entityType} = 'entry_request'`),
  ],
);
