import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './companies';
import { sites } from './sites';
import { users } from './users';

/**
 * A tablet a manager turned into a site's kiosk (docs/offline-and-kiosk.md). Only hashes are
 * kept: of the one-use pairing link until a tablet opens it, then of the token that tablet holds.
 */
export const kiosks = pgTable(
  'kiosks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The manager's name for the tablet ("north gate"). */
    label: text('label').notNull(),
    /** Emptied when a tablet pairs, so the link opens one tablet only. */
    pairingHash: text('pairing_hash'),
    tokenHash: text('token_hash'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kiosks_pairing_hash_unique').on(t.pairingHash),
    uniqueIndex('kiosks_token_hash_unique').on(t.tokenHash),
    index('kiosks_site_idx').on(t.siteId),
  ],
);
