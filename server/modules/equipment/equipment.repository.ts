import { sql } from 'drizzle-orm';
import type { Translations } from '@shared/i18n/localized-text';
import type { Db } from '../../db/client';

export interface ActiveItem {
  id: number;
  kind: 'scaffold' | 'platform';
  value: string;
  label: string;
  labelTranslations: Translations;
  /** YYYY-MM-DD, or null. */
  nextInspectionDue: string | null;
}

/**
 * What the list a worker's form and submission check numbers against needs, in one statement:
 * the company's time zone, its "number required" setting (null when never saved) and its items
 * in service (inactive ones are not offered to workers). Null for an unknown company.
 */
export async function activeList(db: Db, companyId: number) {
  // Both drivers answer with an object holding the rows, which the shared type leaves unknown.
  const result = (await db.execute(sql`
    SELECT c.timezone,
           (SELECT s.is_equipment_number_required FROM company_settings s
             WHERE s.company_id = c.id) AS is_number_required,
           (SELECT json_agg(json_build_object('id', e.id, 'kind', e.kind, 'value', e.value,
                     'label', e.label, 'labelTranslations', e.label_translations,
                     'nextInspectionDue', e.next_inspection_due) ORDER BY e.kind, e.value, e.id)
              FROM equipment e
             WHERE e.company_id = c.id AND e.status = 'active') AS items
      FROM companies c
     WHERE c.id = ${companyId}`)) as {
    rows: { timezone: string; is_number_required: boolean | null; items: ActiveItem[] | null }[];
  };
  const row = result.rows[0];
  return row
    ? { timeZone: row.timezone, isNumberRequired: row.is_number_required, items: row.items ?? [] }
    : null;
}
