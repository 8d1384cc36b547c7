import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { entryRequestFiles, entryRequests } from './entry-requests';
import { users } from './users';
import { workerTokens } from './worker-recognition';

/**
 * A certificate a worker showed at the gate, kept with the phone that recognises him (his worker
 * token at the company) so that his next visits and the permits find it; a new phone the company
 * recognises as his takes it over. Deleting the token (this is not me, a revocation, an erasure,
 * an idle token's retention) deletes his certificates with it: nothing is kept of a worker the
 * company no longer recognises.
 */
export const workerCertificates = pgTable(
  'worker_certificates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    workerTokenId: integer('worker_token_id')
      .notNull()
      .references(() => workerTokens.id, { onDelete: 'cascade' }),
    /** A kind the product knows (shared/certificates) or the value of a company's own. */
    kind: text('kind').notNull(),
    /** The kind's name as the worker chose it, for a company's own kind. */
    kindLabel: text('kind_label').notNull().default(''),
    /** For work at height: the domains it covers. */
    domains: text('domains').array().notNull().default([]),
    number: text('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** The registered instructor who signed it. */
    instructorRegistration: text('instructor_registration').notNull().default(''),
    /** The worker's date of birth as he gave it with this certificate. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /**
     * The card's photo, an image of the request that brought it: it goes with that request's
     * personal data, while the verified certificate stays.
     */
    photoFileId: text('photo_file_id').references(() => entryRequestFiles.id, {
      onDelete: 'set null',
    }),
    /** The latest request that showed it: its site and employer place it in the staff list. */
    entryRequestId: text('entry_request_id').references(() => entryRequests.id, {
      onDelete: 'set null',
    }),
    verifiedBy: integer('verified_by').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('worker_certificates_worker_number_unique').on(
      t.companyId,
      t.workerTokenId,
      t.kind,
      t.number,
    ),
    index('worker_certificates_worker_idx').on(t.workerTokenId, t.kind, t.expiresOn),
    index('worker_certificates_company_expiry_idx').on(t.companyId, t.expiresOn),
    index('worker_certificates_request_idx').on(t.entryRequestId),
  ],
);
