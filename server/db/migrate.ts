// Versioned SQL migrations: server/db/migrations/NNNN_name.sql, applied in order, recorded in
// schema_migrations (version, name, checksum). Applied files must never change: a changed checksum
// stops the start. All pending migrations run in one transaction under an advisory lock, so two servers
// starting against one PostgreSQL do not race.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const ADVISORY_LOCK_KEY = 7_320_431; // any constant shared by all servers of this shop

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const sql = await readFile(`${dir}${file}`, 'utf8');
    migrations.push({
      version: Number(file.slice(0, 4)),
      name: file.replace(/\.sql$/, ''),
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    });
  }
  const versions = new Set(migrations.map((m) => m.version));
  if (versions.size !== migrations.length) throw new Error('Two migrations share a version number');
  return migrations;
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(database: Database, migrations?: Migration[]): Promise<string[]> {
  const list = migrations ?? (await loadMigrations());
  return database.rawTransaction(async (exec) => {
    await exec('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEY]);
    await exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await exec('SELECT version, name, checksum FROM schema_migrations ORDER BY version', []);
    const applied = new Map(rows.map((r) => [Number(r.version), String(r.checksum)]));
    for (const m of list) {
      const checksum = applied.get(m.version);
      if (checksum !== undefined && checksum !== m.checksum) {
        throw new Error(`Migration ${m.name} changed after it was applied; add a new migration instead.`);
      }
    }
    const done: string[] = [];
    for (const m of list) {
      if (applied.has(m.version)) continue;
      await exec(m.sql);
      await exec('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        m.checksum,
      ]);
      done.push(m.name);
    }
    return done;
  });
}
