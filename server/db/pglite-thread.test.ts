// The embedded database on its own thread (server/db/pglite-thread.mjs through pglite-proxy.ts), as
// openDatabase gives it for a data directory: drizzle's queries, transactions, errors, notifications and
// durability behave as with PGlite in the thread, and a long query leaves the event loop free.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { isUniqueViolation } from './errors';

describe('the embedded database on its own thread', () => {
  let dataDir: string;
  let database: Database;
  const rowsOf = async (query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pglite-thread-'));
    database = await openDatabase({ dataDir });
    await database.rawTransaction((exec) =>
      exec(
        'CREATE TABLE note (id int PRIMARY KEY, body text NOT NULL, at timestamptz NOT NULL DEFAULT now())',
      ),
    );
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers drizzle, timestamps as PostgreSQL wrote them', async () => {
    await database.db.execute(sql`INSERT INTO note (id, body) VALUES (1, ${'first'})`);
    expect(await rowsOf(sql`SELECT id, body, at FROM note WHERE id = ${1}`)).toEqual([
      { id: 1, body: 'first', at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:/) },
    ]);
  });

  it('rolls a failed transaction back, and its error keeps its code', async () => {
    const insert = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO note (id, body) VALUES (2, 'kept?')`);
      await tx.execute(sql`INSERT INTO note (id, body) VALUES (1, 'twice')`);
    });
    const error = await insert.catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await rowsOf(sql`SELECT id FROM note ORDER BY id`)).toEqual([{ id: 1 }]);
  });

  it('holds the database for a transaction: a query outside waits for its commit', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO note (id, body) VALUES (3, 'in the transaction')`);
      await held;
    });
    const outside = rowsOf(sql`SELECT count(*)::int AS n FROM note`);
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 2 }]);
  });

  it('passes notifications on', async () => {
    let heard = 0;
    const unlisten = await database.listen('note_changed', () => heard++);
    await database.db.execute(sql`NOTIFY note_changed`);
    await expect.poll(() => heard).toBe(1);
    await unlisten();
  });

  it('leaves the event loop free during a long query', async () => {
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 10);
    const started = performance.now();
    await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 4000000)`);
    const took = performance.now() - started;
    clearInterval(timer);
    // In this thread, PGlite would have run the whole query in one turn: not a tick until it ended.
    expect(took).toBeGreaterThan(100);
    expect(ticks.filter((t) => t < started + took - 50).length).toBeGreaterThan(2);
  });

  it('keeps what was committed across a close and a reopen', async () => {
    await database.close();
    database = await openDatabase({ dataDir });
    expect(await rowsOf(sql`SELECT id FROM note ORDER BY id`)).toEqual([{ id: 1 }, { id: 3 }]);
  }, 60_000);
});
