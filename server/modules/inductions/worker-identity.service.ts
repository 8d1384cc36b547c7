import type { Db } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import type { WorkerTokenOf } from '../../lib/worker-token-cookie';
import { tokenByHash } from './inductions.repository';

/** A worker token is 43 URL-safe characters; anything else is never looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The worker an induction belongs to: the id of the phone's live worker token at this company,
 * or null for a phone the company does not know (or a token of another company).
 */
export async function workerIdentity(
  db: Db,
  companyId: number,
  tokenOf: WorkerTokenOf | undefined,
): Promise<number | null> {
  const token = tokenOf?.(companyId);
  if (!token || !TOKEN.test(token)) return null;
  const row = await tokenByHash(db, sha256(token));
  return row && row.companyId === companyId ? row.id : null;
}
