// Several workers on one port (WEB_CONCURRENCY, PostgreSQL only): the built server in its own process with
// two cluster workers. Both serve new connections, and the work that must happen once still happens once
// while both run it: the settling job (both run it at start and every second here) refunds a paid intent
// with no order exactly once, and the mail outbox (both poll it) sends each mail once.
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { mailOutbox, paymentSettlements, users } from '../db/schema';
import { removeServerBundle, spawnServer, type Spawned } from './spawned';
import { ApiClient, TEST_SECRET, twoTabsPayOneCart } from './support';

const DATABASE_URL = process.env.DATABASE_URL ?? '';

/** A request on a connection of its own (no keep-alive): the primary deals each new connection to a worker. */
function freshConnection(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The ApiClient of the other tests, talking to the spawned server over HTTP. */
function remoteClient(port: number): ApiClient {
  const app = {
    request: (path: string, init: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init),
  } as unknown as Hono;
  return new ApiClient(app);
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!DATABASE_URL)('two workers (node:cluster, PostgreSQL)', () => {
  let dataDir = '';
  let server: Spawned | null = null;
  let database: Database | null = null;
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await removeServerBundle();
  });

  it('both serve, and the settling job and the outbox act once', { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'floorshop-cluster-'));
    database = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 2 });
    server = await spawnServer({
      DATABASE_URL,
      WEB_CONCURRENCY: '2',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-dist'),
      SERVER_SECRET: TEST_SECRET,
      SEED_DEMO_SHOPPERS: '0',
      SETTLE_GRACE_SECONDS: '1',
      SETTLE_EVERY_SECONDS: '1',
      LOG_LEVEL: 'info',
    });
    const output = server.output;
    const lines = () =>
      output.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines().find((l) => l.msg === 'listening')).toMatchObject({ workers: 2, database: 'postgres' });
    // The primary prepared the database once; the workers did not migrate or seed again.
    expect(lines().filter((l) => l.msg === 'database ready')).toHaveLength(1);

    // Both workers take new connections.
    for (let i = 0; i < 12; i += 1) expect(await freshConnection(server.port, '/api/health')).toBe(200);
    const servedBy = new Set(
      lines()
        .filter((l) => l.msg === 'request' && l.path === '/api/health')
        .map((l) => l.worker),
    );
    expect([...servedBy].sort()).toEqual([1, 2]);

    // Two tabs pay two intents for one cart; one is checked out, the other is left to the settling job.
    const api = remoteClient(server.port);
    const email = `cluster-${Date.now()}@example.com`;
    await api.signUp(email);
    const { second, total } = await twoTabsPayOneCart(api);

    const db = database.db;
    const settlementsOf = () =>
      db.select().from(paymentSettlements).where(eq(paymentSettlements.paymentId, second.paymentIntentId));
    await until('the settling job', async () => ((await settlementsOf()).length > 0 ? true : undefined));
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const mailsOf = () =>
      db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, [email]));
    await until('the order mail', async () => {
      const mails = await mailsOf();
      return mails.length > 0 && mails.every((m) => m.sentAt) ? true : undefined;
    });
    // Several more runs of both workers' jobs.
    await new Promise((r) => setTimeout(r, 4000));

    const settlements = await settlementsOf();
    expect(settlements).toHaveLength(1);
    expect(settlements[0]).toMatchObject({ outcome: 'refunded', userId: user!.id, amountCents: total });
    const settledLines = lines().filter(
      (l) => l.event === 'payment_settled' && l.payment_id === second.paymentIntentId,
    );
    expect(settledLines).toHaveLength(1);
    const mails = await mailsOf();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.attempts).toBe(1);

    expect(await server.stop()).toBe(0);
    expect(lines().filter((l) => l.msg === 'stopped' && l.worker !== undefined)).toHaveLength(2);
  });
});
