// The PostgreSQL extensions the embedded database loads (the catalogue's search: the migrations create
// them), for both places that open one: server/db/database.ts and its thread, server/db/pglite-thread.mjs.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
