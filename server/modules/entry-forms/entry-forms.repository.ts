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

export function findFormVersion(db: Db, siteId: number, version: number) {
  return db
    .select({ fields: entryForms.fields })
    .from(entryForms)
    .where(and(eq(entryForms.siteId, siteId), eq(entryForms.version, version)))
    .then((rows) => rows[0]?.fields ?? null);
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

/** The version of the site's last major change up to `version`; 0 when there was none. */
export function lastMajorVersion(db: Executor, siteId: number, version: number) {
  return db
    .select({ version: sql<number>`coalesce(max(${entryForms.version}), 0)::int` })
    .from(entryForms)
    .where(
      and(
        eq(entryForms.siteId, siteId),
        eq(entryForms.isMajorChange, true),
        sql`${entryForms.version} <= ${version}`,
      ),
    )
    .then((rows) => rows[0]?.version ?? 0);
}
