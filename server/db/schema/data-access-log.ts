import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * Who read whose personal data, when and from where (docs/privacy.md): a request's details, an
 * image, a CSV, a roll call, the history, a privacy export. It names what was read by its id,
 * never by its content, and has no key to the requests, so erasing or removing them leaves it
 * whole; it is kept 24 months.
 */
export const dataAccessLog = pgTable(
  'data_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_access_log_company_idx').on(t.companyId, t.createdAt, t.id),
    index('data_access_log_created_idx').on(t.createdAt),
  ],
);
