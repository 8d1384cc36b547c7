import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import type { Db } from '../../db/client';
import * as repo from './entry-forms.repository';

/** Versions kept per database, least recently used first out: each site has only a few live. */
const KEPT = 500;

export interface StoredVersion {
  fields: LocalizedFormField[];
  /** The version of the site's last major change up to this one; 0 when there was none. */
  major: number;
}

const keptBy = new WeakMap<Db, Map<string, StoredVersion>>();

/**
 * One saved version of a site's form, or null. A saved version is never changed or removed, nor
 * is any before it, so its fields and last major change are read once and kept: every
 * submission names one, and its fields are the largest value it reads. Kept per database, as
 * tests open many whose ids repeat.
 */
export async function storedVersion(
  db: Db,
  siteId: number,
  version: number,
): Promise<StoredVersion | null> {
  let kept = keptBy.get(db);
  if (!kept) {
    kept = new Map();
    keptBy.set(db, kept);
  }
  const key = `${siteId}:${version}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const found = await repo.findFormVersion(db, siteId, version);
  if (found) {
    kept.set(key, found);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  }
  return found;
}
