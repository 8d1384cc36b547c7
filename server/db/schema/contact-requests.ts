import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

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
  status: text('status', { enum: ['new', 'in_progress', 'handled'] })
    .notNull()
    .default('new'),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
