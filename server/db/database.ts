// Opens the shop database: embedded PGlite (default, DATA_DIR) or PostgreSQL (DATABASE_URL).
// Both are driven through drizzle over one pg-core schema, so the query layer is the same.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirLock, type DirLock } from './lock';

export type Schema = typeof schema;
/** The drizzle handle both drivers share. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either a Db or a Tx: query helpers accept both so they can run inside a caller's transaction. */
export type Queryable = Db | Tx;

/** Raw SQL inside one transaction (multi-statement text allowed); used by migrations and tests. */
export type RawExec = (sqlText: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives (data directory or the URL without password), for logs. */
  location: string;
  /** Runs fn in one transaction on one connection with raw SQL. */
  rawTransaction<T>(fn: (exec: RawExec) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel (server/services/catalogue-changes.ts). PostgreSQL: one dedicated connection, reconnected
   * after a break, `onChange` called then too (a notification may have been missed). Resolves to an unsubscribe.
   */
  listen(channel: string, onChange: () => void): Promise<() => Promise<void>>;
  /** Closes the connection(s); for PGlite this checkpoints the WAL and releases the lock file. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… — use PostgreSQL. */
  databaseUrl?: string;
  /** Directory for the embedded database (holds pglite/ and server.lock). Ignored with databaseUrl. */
  dataDir?: string;
  /** Embedded, in memory (tests and benchmarks). */
  memory?: boolean;
  /** Max pool size for PostgreSQL. */
  poolSize?: number;
}

/** The contrib extensions the catalogue's search uses (the migrations create them). */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm, unaccent },
} satisfies PGliteOptions;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (options.memory) return wrapPglite(await PGlite.create(PGLITE_OPTIONS), 'memory', null);
  const dataDir = resolve(options.dataDir ?? './data');
  await mkdir(dataDir, { recursive: true });
  // PGlite has no lock of its own: two processes on one directory corrupt it.
  const lock = await acquireDirLock(join(dataDir, 'server.lock'));
  try {
    const client = await PGlite.create(join(dataDir, 'pglite'), PGLITE_OPTIONS);
    return wrapPglite(client, dataDir, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Wraps an existing PGlite (tests clone one migrated instance). */
export function wrapPglite(client: PGlite, location: string, lock: DirLock | null): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    location,
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn(async (sqlText, params) => {
          if (params && params.length > 0) {
            const result = await tx.query<Record<string, unknown>>(sqlText, params);
            return { rows: result.rows };
          }
          const results = await tx.exec(sqlText);
          return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
        }),
      ),
    async listen(channel, onChange) {
      return client.listen(channel, () => onChange());
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'postgres pool error', error: error.message })),
  );
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    location: redactUrl(url),
    async rawTransaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(async (sqlText, params) => {
          const r = await client.query(sqlText, params as unknown[] | undefined);
          const last = Array.isArray(r) ? r.at(-1) : r;
          return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onChange) {
      let stopped = false;
      let client: pg.Client | null = null;
      const reconnect = (): void => {
        if (!stopped) setTimeout(() => void connect().then(onChange, reconnect), 1000).unref();
      };
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === channel) onChange();
        });
        next.on('error', () => {
          // The connection broke: reconnect, and assume a change was missed meanwhile.
          void next.end().catch(() => {});
          reconnect();
        });
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        client = next;
      };
      await connect();
      const stop = async () => {
        stopped = true;
        listeners.delete(stop);
        await client?.end().catch(() => {});
      };
      listeners.add(stop);
      return stop;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}
