// Throttles (server/services/throttle.ts): kept in the database and shared by every server on it. Time is a fake
// clock handed to the Throttle, so growing delays are tested without waiting.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createShop } from '../create-app';
import { throttleCounters } from '../db/schema';
import { newXsrfSession, newXsrfToken, SESSION_COOKIE } from '../http/xsrf';
import {
  delayAfter,
  ipKey,
  Throttle,
  THROTTLE_MESSAGES,
  THROTTLE_RULES,
  type ThrottleRules,
} from '../services/throttle';
import { buildServer } from '../../scripts/build-server.mjs';
import type { PasswordHasher } from '../services/passwords';
import { ApiClient, testDatabase, testShop, TEST_SECRET, type CallOptions, type TestShop } from './support';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A clock the test moves. */
function fakeClock(start = Date.UTC(2026, 10, 23, 12)) {
  const clock = { ms: start, now: () => new Date(clock.ms), advance: (ms: number) => (clock.ms += ms) };
  return clock;
}

const login = (email: string, password: string) => ({
  'Appuser[email]': email,
  'Appuser[password]': password,
  'Appuser[devices_type]': 'Web',
});
const from = (ip: string, cookie?: string): CallOptions => ({
  headers: { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
});
const retryAfter = (res: { res: Response }) => Number(res.res.headers.get('retry-after'));

/** The device cookie a login answer set, as `name=value`. */
function deviceCookie(res: { res: Response }): string {
  const cookie = res.res.headers.getSetCookie().find((c) => c.startsWith('floorshop_device='));
  if (!cookie) throw new Error('no device cookie');
  return cookie.split(';')[0]!;
}

/**
 * Passwords are not what these tests are about: a plain stand-in keeps ~20 logins a test from costing an
 * argon2 hash each on a busy machine (server/test/accounts.test.ts covers the real hasher).
 */
const plainPasswords: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (hash, password) => hash === `plain:${password}`,
  dummyHash: Promise.resolve('plain:'),
};

async function shopWith(rules: Partial<ThrottleRules> = {}, clock = fakeClock()) {
  const database = await testDatabase();
  const throttle = new Throttle(database.db, { ...THROTTLE_RULES, ...rules }, clock.now);
  const t = await testShop({ trustProxy: () => true, throttle, passwords: plainPasswords });
  return { t, clock, throttle };
}

describe('the rule', () => {
  it('a few free attempts, then delays that double up to a cap', () => {
    const rule = { free: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000, forgetMs: 86_400_000 };
    expect([4, 5, 6, 7, 8].map((hits) => delayAfter(rule, hits))).toEqual([0, 1000, 2000, 4000, 8000]);
    expect(delayAfter(rule, 60)).toBe(15 * 60_000);
  });

  it('counts an IPv6 client by its /64, IPv4 (also mapped) by address', () => {
    expect(ipKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipKey('203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('login: by account and client together, with growing delays', () => {
  let t: TestShop;
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(async () => {
    ({ t, clock } = await shopWith());
    await t.client().signUp('owner@example.com', 'the right password');
  });

  it('after 5 failures each try waits 1 s, 2 s, 4 s …; the same answer for unknown accounts', async () => {
    const api = t.client();
    const attempt = (email: string, password: string) =>
      api.call('login', login(email, password), from('203.0.113.9'));
    for (const email of ['owner@example.com', 'ghost@example.com'])
      for (let i = 0; i < 5; i += 1) expect((await attempt(email, `wrong ${i}`)).status).toBe(400);
    const ghost = await attempt('ghost@example.com', 'whatever');
    for (const wait of [1, 2, 4]) {
      const refused = await attempt('owner@example.com', 'the right password');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ status: 0, message: THROTTLE_MESSAGES.login, data: null });
      expect(retryAfter(refused)).toBe(wait);
      if (wait === 1) expect([ghost.status, ghost.body, retryAfter(ghost)]).toEqual([429, refused.body, 1]);
      // Hammering while refused does not lengthen the wait.
      expect(retryAfter(await attempt('owner@example.com', 'x'))).toBe(wait);
      clock.advance(wait * 1000);
      expect((await attempt('owner@example.com', 'still wrong')).status).toBe(400);
    }
    // After the wait, the right password works — and clears this client's counter.
    clock.advance(8000);
    expect((await attempt('owner@example.com', 'the right password')).status).toBe(200);
    expect((await attempt('owner@example.com', 'wrong again')).status).toBe(400);
    expect((await attempt('owner@example.com', 'and again')).status).toBe(400);
  });

  it("a stranger flooding the account from many addresses cannot keep the owner's browser out", async () => {
    const owner = t.client();
    const first = await owner.call(
      'login',
      login('owner@example.com', 'the right password'),
      from('198.51.100.7'),
    );
    expect(first.status).toBe(200);
    const device = deviceCookie(first);
    expect(first.res.headers.getSetCookie().find((c) => c.startsWith('floorshop_device='))).toMatch(
      /; Max-Age=\d+; Path=\/api; HttpOnly; SameSite=Lax$/,
    );

    const stranger = t.client();
    const refusedAt: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await stranger.call(
        'login',
        login('owner@example.com', `guess ${i}`),
        from(`203.0.113.${i + 1}`),
      );
      if (res.status === 429) refusedAt.push(i);
      else expect(res.status).toBe(400);
    }
    expect(refusedAt[0]).toBe(20); // the account's 20 free tries for untrusted clients are used up
    expect(refusedAt.length).toBe(10);

    // The owner's browser (its device cookie), even from an address the stranger used: straight in.
    const back = await owner.call(
      'login',
      login('owner@example.com', 'the right password'),
      from('203.0.113.5', device),
    );
    expect(back.status).toBe(200);
    // Its own typos count against it alone.
    for (let i = 0; i < 5; i += 1)
      expect(
        (await owner.call('login', login('owner@example.com', 'typo'), from('198.51.100.7', device))).status,
      ).toBe(400);
    expect(
      (await owner.call('login', login('owner@example.com', 'typo'), from('198.51.100.7', device))).status,
    ).toBe(429);
    // A browser that never signed in here waits like the stranger (the price of not locking anyone out).
    expect(
      (await t.client().call('login', login('owner@example.com', 'the right password'), from('192.0.2.1')))
        .status,
    ).toBe(429);
  });

  it('a forged device cookie, or one for another account, is an untrusted client', async () => {
    const other = await t.client().signUp('other@example.com', 'other password 1');
    expect(other.auth_key).toBeTruthy();
    const otherDevice = deviceCookie(
      await t.client().call('login', login('other@example.com', 'other password 1'), from('198.51.100.8')),
    );
    const forged = `floorshop_device=${'a'.repeat(22)}.${'b'.repeat(43)}`;
    const stranger = t.client();
    for (let i = 0; i < 20; i += 1)
      await stranger.call('login', login('owner@example.com', `guess ${i}`), from(`203.0.113.${i + 1}`));
    for (const cookie of [forged, otherDevice]) {
      const res = await stranger.call(
        'login',
        login('owner@example.com', 'the right password'),
        from('203.0.113.99', cookie),
      );
      expect(res.status).toBe(429);
    }
  });

  it("one address's failures over many accounts slow that address down (untrusted clients only)", async () => {
    ({ t } = await shopWith({ 'login-ip': { ...THROTTLE_RULES['login-ip'], free: 3 } }));
    await t.client().signUp('regular@example.com', 'regular password 1');
    const regular = t.client();
    const device = deviceCookie(
      await regular.call('login', login('regular@example.com', 'regular password 1'), from('198.51.100.1')),
    );
    const api = t.client();
    for (let i = 0; i < 3; i += 1)
      expect((await api.call('login', login(`user${i}@example.com`, 'x'), from('203.0.113.9'))).status).toBe(
        400,
      );
    expect((await api.call('login', login('user9@example.com', 'x'), from('203.0.113.9'))).status).toBe(429);
    expect((await api.call('login', login('user9@example.com', 'x'), from('198.51.100.2'))).status).toBe(400);
    // A shopper whose browser signed in before is not held up by the shared address.
    expect(
      (
        await regular.call(
          'login',
          login('regular@example.com', 'regular password 1'),
          from('203.0.113.9', device),
        )
      ).status,
    ).toBe(200);
  });
});

describe('rate limits where abuse is cheap', () => {
  it('forgot password: 3 mails to one address, then a wait; other addresses are not affected', async () => {
    const { t } = await shopWith();
    const api = t.client();
    const forgot = (email: string) =>
      api.call('forgotPassword', { 'Appuser[email]': email }, from('203.0.113.9'));
    for (let i = 0; i < 3; i += 1) expect((await forgot('victim@example.com')).status).toBe(200);
    const refused = await forgot('Victim@Example.com');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 0, message: THROTTLE_MESSAGES.forgot, data: null });
    expect(retryAfter(refused)).toBe(60);
    expect((await forgot('someone@example.com')).status).toBe(200);
  });

  it('contact: 5 messages from one address, then a wait', async () => {
    const { t, clock } = await shopWith();
    const api = t.client();
    const send = (ip: string) =>
      api.call(
        'contactUs',
        {
          'Contactus[first_name]': 'Ada',
          'Contactus[last_name]': 'Lovelace',
          'Contactus[email]': 'ada@example.com',
          'Contactus[message]': 'Hello',
        },
        from(ip),
      );
    for (let i = 0; i < 5; i += 1) expect((await send('203.0.113.9')).status).toBe(200);
    expect((await send('203.0.113.9')).status).toBe(429);
    expect((await send('198.51.100.1')).status).toBe(200);
    clock.advance(60_000);
    expect((await send('203.0.113.9')).status).toBe(200);
  });

  it('sign-up: limited per address', async () => {
    const { t } = await shopWith({ 'signup-ip': { ...THROTTLE_RULES['signup-ip'], free: 2 } });
    const signUp = (i: number, ip: string) =>
      t.client().call(
        'signup',
        {
          'Appuser[first_name]': 'Sam',
          'Appuser[last_name]': 'Shopper',
          'Appuser[email]': `new${i}@example.com`,
          'Appuser[password]': 'long enough password',
        },
        from(ip),
      );
    expect((await signUp(1, '203.0.113.9')).status).toBe(200);
    expect((await signUp(2, '203.0.113.9')).status).toBe(200);
    const refused = await signUp(3, '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(THROTTLE_MESSAGES.signup);
    expect((await signUp(3, '198.51.100.1')).status).toBe(200);
  });

  it('payment intents: limited per shopper', async () => {
    const { t } = await shopWith({ 'intent-user': { ...THROTTLE_RULES['intent-user'], free: 2 } });
    const api = t.client();
    await api.signUp('payer@example.com', 'payer password 1');
    await api.ok('saveCartLine', { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 2 });
    const intent = () => api.call('createPaymentIntent', { amount: 5000, currency: 'usd' });
    expect((await intent()).status).not.toBe(429);
    expect((await intent()).status).not.toBe(429);
    const refused = await intent();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(THROTTLE_MESSAGES.intent);
    expect(retryAfter(refused)).toBe(10);
  });

  it('a burst of concurrent requests cannot slip past a limit together', async () => {
    const { t } = await shopWith();
    const api = t.client();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        api.call('forgotPassword', { 'Appuser[email]': 'burst@example.com' }, from('203.0.113.9')),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
  });

  it('two app instances over one database share the counters; old counters are pruned', async () => {
    const clock = fakeClock();
    const { t } = await shopWith({}, clock);
    const second = createShop({
      db: t.database.db,
      payments: t.payments,
      throttle: new Throttle(t.database.db, THROTTLE_RULES, clock.now),
      trustProxy: () => true,
      secret: TEST_SECRET,
      staticDir: null,
    });
    const apis = [t.client(), new ApiClient(second.app)];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await apis[i % 2]!.call(
            'forgotPassword',
            { 'Appuser[email]': 'shared@example.com' },
            from('203.0.113.9'),
          )
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const stored = await t.database.db.select().from(throttleCounters);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain('shared@example.com'); // keys are hashed
    clock.advance(2 * 3600_000);
    expect(await t.shop.throttle.prune()).toBe(stored.length);
  });
});

// Two real server processes on one PostgreSQL (the PostgreSQL run: scripts/ci-postgres.sh).
describe.runIf(Boolean(process.env.DATABASE_URL))('two servers on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  async function startServer(bundle: string): Promise<string> {
    const child = spawn(process.execPath, [bundle], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        SERVER_SECRET: TEST_SECRET,
        STATIC_DIR: '/nonexistent',
        SEED_DEMO_SHOPPERS: '0',
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const port = /"msg":"listening".*?"port":(\d+)/.exec(output)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}/api`);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
    });
  }

  it('share the counters: the limit holds across both', { timeout: 120_000 }, async () => {
    await testShop(); // the database is migrated and its shopper tables (counters included) emptied
    const outfile = join(
      ROOT,
      'node_modules',
      '.cache',
      'floorshop-server-build',
      `throttle-${process.pid}.mjs`,
    );
    const { outfile: bundle } = await buildServer({ outfile });
    const bases = await Promise.all([startServer(bundle), startServer(bundle)]);
    const session = newXsrfSession();
    const token = newXsrfToken(TEST_SECRET, session);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await fetch(`${bases[i % 2]}/beforeauth/forgotpassword`, {
        method: 'POST',
        headers: {
          Cookie: `XSRF-TOKEN=${token}; ${SESSION_COOKIE}=${session}`,
          'X-XSRF-TOKEN': token,
          'X-Forwarded-For': '203.0.113.77',
        },
        body: new URLSearchParams({ 'Appuser[email]': 'two-servers@example.com' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
