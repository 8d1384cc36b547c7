import { date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/** Inquiries from the marketing site's contact forms and account requests. */
export const contactRequests = pgTable('contact_requests', {
  id: serial('id').primaryKey(),
  /** An inquiry, or a request to open an account (/auth/register). */
  kind: text('kind', { enum: ['inquiry', 'registration'] })
    .notNull()
    .default('inquiry'),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  message: text('message').notNull().default(''),
  source: text('source').notNull().default(''),
  status: text('status', { enum: ['new', 'contacted', 'demo', 'won', 'lost'] })
    .notNull()
    .default('new'),
  note: text('note').notNull().default(''),
  /** The sales agent following the lead; he reads it, no other agent does. */
  assignedAgentId: integer('assigned_agent_id').references(() => users.id),
  followUpOn: date('follow_up_on', { mode: 'string' }),
  /** The company opened from this lead. */
  companyId: integer('company_id').references(() => companies.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
