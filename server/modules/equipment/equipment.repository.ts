import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { equipment } from '../../db/schema';

/** The company's items in service; inactive ones are not offered to workers. */
export function activeItems(db: Db, companyId: number) {
  return db
    .select({
      id: equipment.id,
      kind: equipment.kind,
      value: equipment.value,
      label: equipment.label,
      labelTranslations: equipment.labelTranslations,
      nextInspectionDue: equipment.nextInspectionDue,
    })
    .from(equipment)
    .where(and(eq(equipment.companyId, companyId), eq(equipment.status, 'active')))
    .orderBy(asc(equipment.kind), asc(equipment.value));
}
