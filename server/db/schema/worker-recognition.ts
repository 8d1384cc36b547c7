import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { entryRequests } from './entry-requests';
import { sites } from './sites';

/**
 * A worker's phone remembered by one company: the cookie holds a random token, only its SHA-256
 * is stored. Deleting the row is what revokes it.
 */
export const workerTokens = pgTable(
  'worker_tokens',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** The last submission made with it; the retention period counts from here. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('worker_tokens_company_used_idx').on(t.companyId, t.lastUsedAt)],
);

/**
 * The requests sent from a remembered phone. What the phone is offered comes from the latest
 * approved one, so nothing of the worker is copied: when retention erases that request, the
 * phone has nothing left to be offered.
 */
export const workerTokenRequests = pgTable(
  'worker_token_requests',
  {
    tokenId: integer('token_id')
      .notNull()
      .references(() => workerTokens.id, { onDelete: 'cascade' }),
    entryRequestId: text('entry_request_id')
      .notNull()
      .references(() => entryRequests.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'worker_token_requests_pk', columns: [t.tokenId, t.entryRequestId] }),
    index('worker_token_requests_request_idx').on(t.entryRequestId),
  ],
);

/** What a site lets a recognised worker reuse. A site without a row uses the column defaults. */
export const siteRecognitionSettings = pgTable('site_recognition_settings', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  /** A new selfie on every visit instead of the last one. */
  requiresFreshPhoto: boolean('requires_fresh_photo').notNull().default(false),
  /** The last signature may be offered again. */
  allowsSignatureReuse: boolean('allows_signature_reuse').notNull().default(true),
  updatedAt: updatedAt(),
});
