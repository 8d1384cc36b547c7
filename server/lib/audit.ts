import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

type Executor = Pick<Db, 'insert'>;

export interface AuditEntry {
  companyId: number | null;
  actorUserId: number | null;
  /** What happened, as `<entity>.<verb>`, e.g. `site.update`. */
  action: string;
  entityType: string;
  entityId: string | number;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Records a management change; call it with the transaction of the change, so the row exists
 * if and only if the change does (every change writes an audit row, docs/lifecycle.md).
 */
export async function writeAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, entityId: String(entry.entityId) });
}

/** The fields of `next` whose value differs from `previous`: the details an edit records. */
export function changedFields<T extends Record<string, unknown>>(
  previous: T,
  next: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    const before = previous[key];
    if (JSON.stringify(before) !== JSON.stringify(value))
      changes[key] = { from: before, to: value };
  }
  return changes;
}

/**
 * The status fields of an edit's audit row when the edit switched the object on or off (an
 * `isActive` among its changed fields), and none otherwise.
 */
export function activeStatusChange(changes: Record<string, { from: unknown; to: unknown }>) {
  const change = changes.isActive;
  if (!change) return {};
  const status = (isActive: unknown) => (isActive ? 'active' : 'inactive');
  return { fromStatus: status(change.from), toStatus: status(change.to) };
}
