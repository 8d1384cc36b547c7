import { and, desc, eq, sql } from 'drizzle-orm';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import type { Db } from '../../db/client';
import { entryForms, sites } from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert' | 'execute'>;

/** The newest saved version of a site's form, or null when the site has none of its own. */
export function findLatestForm(db: Db, siteId: number) {
  return db
    .select({ version: entryForms.version, fields: entryForms.fields })
    .from(entryForms)
    .where(eq(entryForms.siteId, siteId))
    .orderBy(desc(entryForms.version))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** One saved version's fields and the version of the last major change up to it, or null. */
export function findFormVersion(db: Db, siteId: number, version: number) {
  return db
    .select({
      fields: entryForms.fields,
      major: sql<number>`(select coalesce(max(m.version), 0)::int from ${entryForms} m
        where m.site_id = ${siteId} and m.is_major_change and m.version <= ${version})`,
    })
    .from(entryForms)
    .where(and(eq(entryForms.siteId, siteId), eq(entryForms.version, version)))
    .then((rows) => rows[0] ?? null);
}

/**
 * Saves the next version. The site row is locked first, so two editors saving at once get
 * consecutive versions instead of a unique-index failure.
 */
export async function insertNextVersion(
  tx: Executor,
  values: {
    siteId: number;
    fields: LocalizedFormField[];
    isMajorChange: boolean;
    createdBy: number;
  },
): Promise<number> {
  await tx.execute(sql`select 1 from ${sites} where ${sites.id} = ${values.siteId} for update`);
  const [row] = await tx
    .insert(entryForms)
    .values({
      ...values,
      version: sql`(select coalesce(max(${entryForms.version}), 0) + 1 from ${entryForms}
        where ${entryForms.siteId} = ${values.siteId})`,
    })
    .returning({ version: entryForms.version });
  return row!.version;
}
