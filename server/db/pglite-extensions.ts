import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create, loaded into every embedded database: a data
 * folder whose indexes use pg_trgm cannot even be planned against without it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
