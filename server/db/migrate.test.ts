import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readdir } from 'node:fs/promises';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test/support';
import { acquireDirLock, DataDirLockedError } from './lock';
import { loadMigrations, migrate, MIGRATIONS_DIR } from './migrate';
import * as schema from './schema';

describe('migrations', () => {
  // Opening the run's database may build it (initdb, seconds under load): a hook's time, not a test's.
  beforeAll(async () => {
    await testDatabase();
  });

  it('are recorded in schema_migrations, and a second run applies nothing', async () => {
    const database = await testDatabase();
    expect(await migrate(database)).toEqual([]);
    const rows = await database.rawTransaction((exec) =>
      exec('SELECT version, name FROM schema_migrations ORDER BY version', []),
    );
    expect(rows.rows.map((r) => r.name)).toEqual((await loadMigrations()).map((m) => m.name));
  });

  it('refuse to start when an applied migration was edited', async () => {
    const database = await testDatabase();
    const [first, ...rest] = await loadMigrations();
    const edited = { ...first!, sql: `${first!.sql}\n-- edited`, checksum: 'different' };
    await expect(migrate(database, [edited, ...rest])).rejects.toThrow(/changed after it was applied/);
  });

  it('create every table and column the drizzle schema names', async () => {
    const database = await testDatabase();
    const { rows } = await database.rawTransaction((exec) =>
      exec(
        "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'",
        [],
      ),
    );
    const present = new Set(rows.map((r) => `${String(r.table_name)}.${String(r.column_name)}`));
    const tables = Object.values(schema as Record<string, unknown>).filter(
      (v) => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
    ) as PgTable[];
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns)
        expect(present, `${config.name}.${column.name}`).toContain(`${config.name}.${column.name}`);
    }
  });
});

describe('the schema has one source: server/db/schema.ts, migrations generated from it by drizzle-kit', () => {
  const journalOf = async () =>
    JSON.parse(await readFile(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };

  it("every SQL migration is an entry of drizzle-kit's journal with its snapshot, and the other way round", async () => {
    const { entries } = await journalOf();
    const files = (await loadMigrations()).map((m) => m.name);
    expect(entries.map((e) => e.tag)).toEqual(files);
    const snapshots = (await readdir(join(MIGRATIONS_DIR, 'meta'))).filter((f) =>
      f.endsWith('_snapshot.json'),
    );
    expect(snapshots).toContain(`${entries.at(-1)!.tag.slice(0, 4)}_snapshot.json`);
  });

  it('the newest snapshot equals schema.ts: nothing is left to generate (npm run db:generate)', async () => {
    const { entries } = await journalOf();
    const latest = join(MIGRATIONS_DIR, `meta/${entries.at(-1)!.tag.slice(0, 4)}_snapshot.json`);
    const previous = JSON.parse(await readFile(latest, 'utf8')) as DrizzleSnapshotJSON;
    const current = generateDrizzleJson(schema as Record<string, unknown>, previous.id);
    expect(await generateMigration(previous, current)).toEqual([]);
  });
});

describe('data directory lock', () => {
  it('refuses a second holder and takes over a stale lock', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'floorshop-lock-'));
    try {
      const path = join(dir, 'server.lock');
      const lock = await acquireDirLock(path);
      await expect(acquireDirLock(path)).rejects.toBeInstanceOf(DataDirLockedError);
      await lock.release();
      // A lock left by a process that no longer runs (pid far beyond pid_max) is stale.
      await writeFile(
        path,
        JSON.stringify({ pid: 2 ** 30, host: (await import('node:os')).hostname(), since: 'then' }),
      );
      const again = await acquireDirLock(path);
      expect(JSON.parse(await readFile(path, 'utf8')).pid).toBe(process.pid);
      await again.release();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
