import { PGlite } from '@electric-sql/pglite';

/**
 * How the app's embedded database starts: PGlite's own parameters, with 8 MB of shared
 * buffers instead of PostgreSQL's 128 MB. PostgreSQL initialises all of them at every start,
 * which held their size in memory for as long as the app ran, and the embedded database serves
 * one company's sites, whose pages the operating system's file cache also keeps
 * (docs/decisions/041, 085, 088).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];
