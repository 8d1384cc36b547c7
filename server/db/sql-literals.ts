import { sql } from 'drizzle-orm';

/**
 * Values written into SQL as literals, not parameters: a partial index's predicate and the
 * queries that must match it are only recognised by the planner when spelled alike.
 */
export function sqlLiterals(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}
