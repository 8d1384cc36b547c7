import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * The expressions history search matches and its trigram indexes cover: a query must spell them
 * exactly as the index does for PostgreSQL to use the index, so both take them from here.
 */

/** Both orders of the worker's name in one string: "first last first" holds "last first" too. */
export function workerNames(firstName: AnyColumn, lastName: AnyColumn): SQL {
  return sql`(${firstName} || ' ' || ${lastName} || ' ' || ${firstName})`;
}

/** The phone's digits only, so 050-1234567 and 0501234567 are found by the same search. */
export function phoneDigits(phone: AnyColumn): SQL {
  return sql`(regexp_replace(${phone}, '[^0-9]', '', 'g'))`;
}
