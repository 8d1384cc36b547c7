import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { Kiosk, KioskSession } from '@shared/schemas/kiosk.schemas';
import { kioskPairingPath } from '@shared/routing/worker-links';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/crypto';
import { assertPlacedInScope, assertSiteInScope } from '../../lib/scope';
import { findSiteById } from '../sites/sites.service';
import * as repo from './kiosks.repository';

/** randomToken(24) and randomToken(32): anything else is never looked up. */
const PAIRING_CODE = /^[A-Za-z0-9_-]{32}$/;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function view(row: repo.KioskRow): Kiosk {
  return {
    id: row.id,
    siteId: row.siteId,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    pairedAt: row.pairedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function siteInScope(db: Db, user: SessionUser, siteId: number) {
  const site = await findSiteById(db, siteId);
  assertSiteInScope(user, site);
  return site;
}

/** GET /api/kiosks/sites/{siteId}: the site's kiosks, revoked ones included, newest first. */
export async function listKiosks(db: Db, user: SessionUser, siteId: number): Promise<Kiosk[]> {
  const site = await siteInScope(db, user, siteId);
  return (await repo.listOfSite(db, site.id)).map(view);
}

/**
 * POST /api/kiosks/sites/{siteId}: a kiosk and its pairing link. Only the link's hash is kept,
 * so the link shows this once; a lost link is revoked and a new one made.
 */
export async function createKiosk(
  db: Db,
  user: SessionUser,
  siteId: number,
  label: string,
): Promise<{ kiosk: Kiosk; pairingPath: string }> {
  const site = await siteInScope(db, user, siteId);
  const code = randomToken(24);
  const row = await db.transaction(async (tx) => {
    const created = await repo.insert(tx, {
      companyId: site.companyId,
      siteId: site.id,
      label,
      pairingHash: sha256(code),
      createdBy: user.id,
    });
    await writeAudit(tx, {
      companyId: site.companyId,
      actorUserId: user.id,
      action: 'kiosk.create',
      entityType: 'site',
      entityId: site.id,
      details: { kioskId: created.id, label },
    });
    return created;
  });
  return { kiosk: view(row), pairingPath: kioskPairingPath(code) };
}

/** POST /api/kiosks/{id}/revoke: the tablet's next call is refused; revoking twice is a no-op. */
export async function revokeKiosk(db: Db, user: SessionUser, id: number): Promise<Kiosk> {
  const existing = await repo.findById(db, id);
  assertPlacedInScope(user, existing);
  if (existing.revokedAt) return view(existing);
  const row = await db.transaction(async (tx) => {
    const revoked = await repo.revoke(tx, id, new Date());
    if (!revoked) throw new AppError(404, 'NOT_FOUND');
    await writeAudit(tx, {
      companyId: revoked.companyId,
      actorUserId: user.id,
      action: 'kiosk.revoke',
      entityType: 'site',
      entityId: revoked.siteId,
      details: { kioskId: revoked.id, label: revoked.label },
    });
    return revoked;
  });
  return view(row);
}

/**
 * POST /api/kiosk/pair: the tablet that opens the link first gets the kiosk's token; the link is
 * spent, so it binds one tablet. A used, revoked or made-up link is refused alike.
 */
export async function pairKiosk(db: Db, code: string): Promise<{ token: string }> {
  const token = randomToken(32);
  const row = PAIRING_CODE.test(code)
    ? await repo.pair(db, sha256(code), sha256(token), new Date())
    : null;
  if (!row) throw new AppError(403, 'KIOSK_LINK_INVALID');
  return { token };
}

/**
 * The kiosk a request comes from: null for a request without a kiosk token (a worker's own
 * phone); a token that is revoked, unknown or of a closed site is refused.
 */
export async function kioskOfToken(db: Db, token: string | undefined) {
  if (token === undefined) return null;
  const found = DEVICE_TOKEN.test(token) ? await repo.liveByToken(db, sha256(token)) : null;
  if (!found || !found.isSiteActive) throw new AppError(403, 'KIOSK_REVOKED');
  return {
    id: found.kiosk.id,
    siteId: found.kiosk.siteId,
    siteCode: found.siteCode,
    label: found.kiosk.label,
  };
}

/** GET /api/kiosk/session: what the tablet runs; asked again often, so a revocation stops it. */
export async function kioskSession(db: Db, token: string | undefined): Promise<KioskSession> {
  const kiosk = await kioskOfToken(db, token);
  if (!kiosk) throw new AppError(403, 'KIOSK_REVOKED');
  return { siteId: kiosk.siteId, siteCode: kiosk.siteCode, label: kiosk.label };
}
