// What a database error means, for both drivers (PGlite and node-postgres put the SQLSTATE in `code`,
// drizzle wraps it in `cause`).

const PG_UNIQUE_VIOLATION = '23505';

/** True when the error (or one it wraps) is PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === PG_UNIQUE_VIOLATION) return true;
  }
  return false;
}
