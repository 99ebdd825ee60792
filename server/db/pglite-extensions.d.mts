import type { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export declare const PGLITE_EXTENSIONS: { pg_trgm: typeof pg_trgm; unaccent: typeof unaccent };
