import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';
import type { WorkerTokenOf } from '../../lib/worker-token-cookie';
import { workerIdentity } from '../inductions/worker-identity.service';
import type { SiteRow } from '../sites/sites.service';
import * as repo from './crews.repository';

/** A pass is 32 random bytes, base64url; anything else is never looked up. */
const PASS = /^[A-Za-z0-9_-]{43}$/;

export interface Foreman {
  name: string;
  phone: string;
  /** The named supervisor's row; null for a worker the site recognised. */
  foremanId: number | null;
}

export interface ForemanCredentials {
  pass: string | undefined;
  workerTokenOf: WorkerTokenOf;
}

/**
 * Who may send a crew to this site: a subcontractor's supervisor with the live pass a manager
 * gave him for this site, or a phone the company remembers as a worker approved at this site.
 * A pass of another site is refused as such, so the supervisor knows to ask for the right link;
 * anything else is null.
 */
export async function findForeman(
  db: Db,
  site: SiteRow,
  credentials: ForemanCredentials,
): Promise<Foreman | null> {
  const { pass } = credentials;
  if (pass && PASS.test(pass)) {
    const named = await repo.foremanByPass(db, sha256(pass));
    if (named && named.siteId !== site.id) throw new AppError(403, 'CREW_OTHER_SITE');
    if (named) return { name: named.name, phone: named.phone, foremanId: named.id };
  }
  const tokenId = await workerIdentity(db, site.companyId, credentials.workerTokenOf);
  const worker = tokenId === null ? null : await repo.approvedAtSite(db, tokenId, site.id);
  if (!worker) return null;
  return {
    name: `${worker.firstName} ${worker.lastName}`.trim(),
    phone: worker.phone,
    foremanId: null,
  };
}

/** The same, refusing a caller who is no foreman of the site. */
export async function requireForeman(db: Db, site: SiteRow, credentials: ForemanCredentials) {
  const foreman = await findForeman(db, site, credentials);
  if (!foreman) throw new AppError(403, 'CREW_FOREMAN_REQUIRED');
  return foreman;
}
