// "The storefront follows at once" across instances: every catalogue write bumps the catalogue_version row
// and sends NOTIFY catalogue_changed in its own transaction (PostgreSQL delivers it on commit, to every
// instance LISTENing on the same database, PGlite to its own listeners). Each instance clears its catalogue
// cache (which holds the API answers, the server-rendered pages' data and so their first HTML) when it hears
// one, and when its listening connection comes back after a break (a notification may have been missed).
import { sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../db/database';
import { catalogueVersion } from '../db/schema';

export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** Subscribes to a NOTIFY channel; `onChange` also runs after a reconnect. Resolves to an unsubscribe. */
export type ListenFn = (channel: string, onChange: () => void) => Promise<() => Promise<void>>;

export async function catalogueChanged(q: Queryable): Promise<number> {
  const [row] = await q
    .insert(catalogueVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: catalogueVersion.id,
      set: { version: sql`${catalogueVersion.version} + 1` },
    })
    .returning({ version: catalogueVersion.version });
  const version = row?.version ?? 0;
  await q.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${String(version)})`);
  return version;
}

/**
 * A catalogue write: `fn` and the version bump in one transaction, then this instance's cache cleared
 * (the others hear the NOTIFY on commit).
 */
export async function writeCatalogue<T>(
  db: Db,
  invalidate: () => void,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const value = await fn(tx);
    await catalogueChanged(tx);
    return value;
  });
  invalidate();
  return result;
}

/** The back office's writers of the catalogue: each write through `writeCatalogue`. */
export abstract class CatalogueWriter {
  constructor(
    protected readonly db: Db,
    /** This instance's catalogue cache (others hear the NOTIFY). */
    private readonly invalidate: () => void,
  ) {}

  protected write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return writeCatalogue(this.db, this.invalidate, fn);
  }
}
