import type { Db } from './client';

/**
 * A statement Drizzle builds once per database, for a read every submission makes: it is then
 * neither built again nor, on PostgreSQL, parsed again on a pooled connection that has run it
 * (`prepare(name)` makes it a named prepared statement). Per database, as tests open many.
 */
export function preparedPerDatabase<Statement>(
  build: (db: Db) => Statement,
): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
