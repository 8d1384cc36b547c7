import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isCompanyInScope, siteIdsInScope } from '../../lib/scope';
import * as repo from './inspections.repository';

/** Whether the user reaches an item: its company, and for a site's staff its site or no site. */
export function reachesItem(user: SessionUser, item: { companyId: number; siteId: number | null }) {
  if (!isCompanyInScope(user, item.companyId)) return false;
  const sites = siteIdsInScope(user);
  return sites === null || item.siteId === null || sites.includes(item.siteId);
}

/** An item the user reaches, with its newest inspection; anything else is 404. */
export async function itemForStaff(
  db: Db,
  user: SessionUser,
  where: { id: number } | { tagToken: string },
): Promise<repo.ItemWithLatest> {
  const [item] = await repo.itemsWithLatest(db, where);
  if (!item || !reachesItem(user, item)) throw new AppError(404, 'NOT_FOUND');
  return item;
}

/** Whether the user is marked qualified to inspect this kind by his company. */
export async function isQualified(db: Db, user: SessionUser, kind: 'scaffold' | 'platform') {
  if (user.companyId === null) return false;
  return (await repo.qualifiedKinds(db, user.id)).includes(kind);
}
