// Durability of the embedded database, with the real entry point in child processes on a temporary DATA_DIR:
// every acknowledged write survives a graceful restart and a kill -9 in the middle of writes; a second server
// on the same data directory is refused (lock file). The children run the server as `npm start` does: built
// once by scripts/build-server.mjs (spawned.ts) and run by plain node.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBody, endpoints, joinUrl, type EndpointName } from '../../src/contract/endpoints';
import { newXsrfSession, newXsrfToken, SESSION_COOKIE } from '../http/xsrf';
import { removeServerBundle, serverBundle, spawnServer, type Spawned } from './spawned';
import { ADDRESS } from './support';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SECRET = 'durability-server-secret-0123456789abcdefghij';
const SESSION = newXsrfSession();
const XSRF = newXsrfToken(SECRET, SESSION);

interface Running extends Spawned {
  base: string;
}

afterAll(removeServerBundle);

/** The server itself (the pid we signal), for a start expected to fail. */
async function spawnRaw(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return spawn(process.execPath, ['--enable-source-maps', await serverBundle()], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The server on `dataDir`, once it listens (rejects with its output if it exits first). */
async function start(dataDir: string): Promise<Running> {
  const server = await spawnServer({
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-dist'),
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
    SERVER_SECRET: SECRET,
  });
  return { ...server, base: `http://127.0.0.1:${server.port}/api` };
}

async function post(
  base: string,
  name: EndpointName,
  fields: Record<string, string | number>,
  authKey?: string,
) {
  const headers: Record<string, string> = {
    Cookie: `XSRF-TOKEN=${XSRF}; ${SESSION_COOKIE}=${SESSION}`,
    'X-XSRF-TOKEN': XSRF,
  };
  if (authKey) headers.auth_key = authKey;
  const endpoint = endpoints[name];
  const res = await fetch(joinUrl(base, endpoint.path), {
    method: endpoint.method,
    headers,
    body: encodeBody(endpoint, fields),
  });
  return (await res.json()) as Answer;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by value below
type Answer = { status: number; message: string; data: any };

const login = (base: string) =>
  post(base, 'login', {
    'Appuser[email]': 'durable@example.com',
    'Appuser[password]': 'durable password',
  });

// PGlite-specific (the child servers always use a data directory): skipped in the PostgreSQL run.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'data survives restarts and kill -9 (PGlite on disk)',
  () => {
    let dataDir: string;
    let running: Running | null = null;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'floorshop-durability-'));
    });
    afterAll(async () => {
      if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged write', { timeout: 240_000 }, async () => {
      running = await start(dataDir);
      const signup = await post(running.base, 'signup', {
        'Appuser[first_name]': 'Dura',
        'Appuser[last_name]': 'Ble',
        'Appuser[email]': 'durable@example.com',
        'Appuser[password]': 'durable password',
      });
      expect(signup.status).toBe(1);
      const key = signup.data.auth_key as string;

      // A second server on the same data directory is refused while the first runs.
      const second = start(dataDir);
      await expect(second).rejects.toThrow(/in use by process/);

      // Graceful restart: SIGTERM finishes, closes the database, releases the lock.
      await post(running.base, 'saveAddress', { ...ADDRESS, 'Appuseraddress[name]': 'before restart' }, key);
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      expect(running.output.some((l) => l.includes('"msg":"stopped"'))).toBe(true);

      running = await start(dataDir);
      let auth = (await login(running.base)).data.auth_key as string;
      expect(auth).toBeTruthy();

      // Writes in flight, then kill -9 while they continue.
      const acknowledged: string[] = [];
      let stop = false;
      const base = running.base;
      const writer = async (w: number) => {
        for (let i = 0; !stop; i += 1) {
          const name = `w${w}-${i}`;
          try {
            const res = await post(
              base,
              'saveAddress',
              { ...ADDRESS, 'Appuseraddress[name]': name, 'Appuseraddress[is_default]': '0' },
              auth,
            );
            if (res.status === 1) acknowledged.push(name);
          } catch {
            return; // connection dropped by the kill
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
      running.child.kill('SIGKILL');
      expect(await running.exited).toBeNull(); // killed by a signal
      stop = true;
      await Promise.all(writers);
      const acked = [...acknowledged];
      expect(acked.length).toBeGreaterThanOrEqual(40);

      // Restart over the stale lock; every acknowledged address is there.
      running = await start(dataDir);
      auth = (await login(running.base)).data.auth_key as string;
      const list = await post(running.base, 'addresses', {}, auth);
      const names = new Set((list.data as { name: string }[]).map((a) => a.name));
      expect(names.has('before restart')).toBe(true);
      const missing = acked.filter((n) => !names.has(n));
      expect(missing).toEqual([]);

      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    });
  },
);

describe('start-up checks', () => {
  /** Starts the server, expects it to exit 1 naming what is missing, without opening the database. */
  async function refusesToStart(env: NodeJS.ProcessEnv, message: string) {
    const dataDir = await mkdtemp(join(tmpdir(), 'floorshop-prod-'));
    try {
      const child = await spawnRaw({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: '0',
        DATABASE_URL: '',
        ...env,
      });
      let output = '';
      child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain(message);
      expect(output).not.toContain('database ready');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  it(
    'refuses to start in production without STRIPE_SECRET_KEY (before touching the database)',
    { timeout: 60_000 },
    () =>
      refusesToStart(
        { STRIPE_SECRET_KEY: '', SERVER_SECRET: SECRET },
        'STRIPE_SECRET_KEY is required when NODE_ENV=production',
      ),
  );

  it('refuses to start in production without SERVER_SECRET', { timeout: 60_000 }, () =>
    refusesToStart(
      { STRIPE_SECRET_KEY: 'sk_test_not_used', SERVER_SECRET: '' },
      'SERVER_SECRET is required when NODE_ENV=production',
    ),
  );
});
