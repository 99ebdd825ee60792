import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authKeys, contactMessages, passwordResetRequests, users } from '../db/schema';
import { hashKey } from '../services/accounts';
import { testShop, type TestShop } from './support';

const login = (email: string, password: string) => ({
  'Appuser[email]': email,
  'Appuser[password]': password,
  'Appuser[devices_type]': 'Web',
  'Appuser[devices_name]': 'Chrome on Linux',
  'Appuser[app_version]': '2.3.4',
  'Appuser[devices_id]': 'uuid-123',
});

describe('sign up', () => {
  let t: TestShop;
  beforeEach(async () => {
    t = await testShop();
  });

  it('creates the account, answers a session grant and stores only a hash of the key', async () => {
    const api = t.client();
    const grant = await api.signUp('New.Shopper@Example.com', 'long enough pw', 'New', 'Shopper');
    expect(grant).toMatchObject({ first_name: 'New', last_name: 'Shopper', full_name: 'New Shopper' });
    expect(grant.auth_key).toMatch(/^[\w-]{43}$/); // 32 bytes, base64url
    const [user] = await t.database.db.select().from(users);
    expect(user?.email).toBe('new.shopper@example.com');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const keys = await t.database.db.select().from(authKeys);
    expect(keys).toHaveLength(1);
    expect(keys[0]?.keyHash).toBe(hashKey(grant.auth_key));
    expect(JSON.stringify(keys)).not.toContain(grant.auth_key);
  });

  it('refuses a second account with the same email, in any case', async () => {
    await t.client().signUp('twice@example.com');
    const again = await t.client().call('signup', {
      'Appuser[first_name]': 'A',
      'Appuser[last_name]': 'B',
      'Appuser[email]': 'TWICE@example.com',
      'Appuser[password]': 'another password',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 0, message: expect.stringContaining('already exists') });
  });

  it.each([
    [
      { 'Appuser[last_name]': 'B', 'Appuser[email]': 'a@b.co', 'Appuser[password]': '12345678' },
      /first_name/,
    ],
    [
      {
        'Appuser[first_name]': 'A',
        'Appuser[last_name]': 'B',
        'Appuser[email]': 'nope',
        'Appuser[password]': '12345678',
      },
      /email/,
    ],
    [
      {
        'Appuser[first_name]': 'A',
        'Appuser[last_name]': 'B',
        'Appuser[email]': 'a@b.co',
        'Appuser[password]': 'short',
      },
      /password/,
    ],
  ])('names the wrong field (%#)', async (fields, message) => {
    const res = await t.client().call('signup', fields);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.message).toMatch(message);
  });
});

// Twice: every lookup from the database (PostgreSQL's setting), and sessions remembered in memory (the
// embedded database's, server/services/session-cache.ts), where each revocation must still hold at once.
describe.each([
  ['looked up each time', 0],
  ['remembered', 60_000],
])('log in, refresh, log out (sessions %s)', (_, sessionCacheMs) => {
  let t: TestShop;
  beforeEach(async () => {
    t = await testShop({ accountOptions: { sessionCacheMs } });
    await t.client().signUp('member@example.com', 'the right password');
  });

  it('logs in and stores the device fields with the key', async () => {
    const api = t.client();
    const grant = await api.ok('login', login('Member@Example.com', 'the right password'));
    expect(grant.full_name).toBe('Sam Shopper');
    const [key] = await t.database.db
      .select()
      .from(authKeys)
      .where(eq(authKeys.keyHash, hashKey(grant.auth_key)));
    expect(key).toMatchObject({
      devicesType: 'Web',
      devicesName: 'Chrome on Linux',
      appVersion: '2.3.4',
      devicesId: 'uuid-123',
    });
    expect(key!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
  });

  it('refuses a wrong password with status 0 (not 401, which the client treats as an expired session)', async () => {
    const res = await t.client().call('login', login('member@example.com', 'wrong password'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, message: 'Incorrect email or password.', data: null });
  });

  it('validates fields', async () => {
    const res = await t.client().call('login', { 'Appuser[email]': 'member@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/password/);
  });

  it('refresh-token issues a new key and revokes the old one', async () => {
    const api = t.client();
    const first = await api.ok('login', login('member@example.com', 'the right password'));
    api.authKey = first.auth_key;
    expect((await api.call('cart')).status).toBe(200); // looked up once (and remembered)
    const refreshed = await api.ok('refreshToken');
    expect(refreshed?.auth_key).toBeTruthy();
    expect(refreshed?.auth_key).not.toBe(first.auth_key);
    // The old key no longer works, the new one does.
    expect((await api.call('cart', {}, { authKey: first.auth_key })).status).toBe(401);
    expect((await api.call('cart', {}, { authKey: refreshed!.auth_key! })).status).toBe(200);
    // Refreshing with the revoked key fails.
    const again = await api.call('refreshToken', {}, { authKey: first.auth_key });
    expect(again.status).toBe(401);
    expect(again.body.status).toBe(0);
  });

  it('refresh-token without a key is 401', async () => {
    const res = await t.client().call('refreshToken');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 0 });
  });

  it('logout revokes the key', async () => {
    const api = t.client();
    const grant = await api.ok('login', login('member@example.com', 'the right password'));
    api.authKey = grant.auth_key;
    expect((await api.call('cart')).status).toBe(200);
    expect((await api.call('logout')).body.status).toBe(1);
    const after = await api.call('cart');
    expect(after.status).toBe(401);
    expect(after.body.status).toBe(0);
  });

  it('userauth calls without or with a bad auth_key are 401 with status 0', async () => {
    const api = t.client();
    const missing = await api.call('logout');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ status: 0, message: 'Please login first', data: null });
    const bad = await api.call('logout', {}, { authKey: 'not-a-real-key' });
    expect(bad.status).toBe(401);
    expect(bad.body.status).toBe(0);
  });

  it('an expired key is refused but can still be refreshed within the grace period', async () => {
    const api = t.client();
    const grant = await api.ok('login', login('member@example.com', 'the right password'));
    await t.database.db
      .update(authKeys)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(authKeys.keyHash, hashKey(grant.auth_key)));
    expect((await api.call('cart', {}, { authKey: grant.auth_key })).status).toBe(401);
    const refreshed = await api.call('refreshToken', {}, { authKey: grant.auth_key });
    expect(refreshed.body.status).toBe(1);
  });
});

describe('housekeeping', () => {
  it('prunes keys revoked or expired beyond the refresh grace period, keeps the rest', async () => {
    const t = await testShop();
    const api = t.client();
    await api.signUp('keys@example.com', 'the right password');
    for (let i = 0; i < 3; i += 1) await api.ok('login', login('keys@example.com', 'the right password'));
    const keys = await t.database.db.select().from(authKeys).orderBy(authKeys.id);
    const longAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    await t.database.db.update(authKeys).set({ revokedAt: longAgo }).where(eq(authKeys.id, keys[0]!.id));
    await t.database.db.update(authKeys).set({ expiresAt: longAgo }).where(eq(authKeys.id, keys[1]!.id));
    await t.database.db.update(authKeys).set({ revokedAt: new Date() }).where(eq(authKeys.id, keys[2]!.id));
    expect(await t.shop.accounts.pruneKeys()).toBe(2);
    expect((await t.database.db.select().from(authKeys).orderBy(authKeys.id)).map((k) => k.id)).toEqual([
      keys[2]!.id,
      keys[3]!.id,
    ]);
  });
});

describe('forgot password and contact', () => {
  it('records and logs a reset request, answering the same for unknown emails, never with an auth key', async () => {
    const t = await testShop();
    await t.client().signUp('forgetful@example.com');
    const known = await t.client().call('forgotPassword', { 'Appuser[email]': 'forgetful@example.com' });
    const unknown = await t.client().call('forgotPassword', { 'Appuser[email]': 'nobody@example.com' });
    expect(known.body).toEqual(unknown.body);
    expect(known.body.status).toBe(1);
    expect(known.body.data).toBeNull();
    const rows = await t.database.db.select().from(passwordResetRequests);
    expect(rows.map((r) => [r.email, r.userId !== null, r.tokenHash !== null])).toEqual([
      ['forgetful@example.com', true, true],
      ['nobody@example.com', false, false],
    ]);
    expect(t.logger.lines.filter((l) => l.event === 'password_reset_requested')).toHaveLength(2);
    const missing = await t.client().call('forgotPassword', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/email/);
  });

  it('stores a contact message and thanks the sender', async () => {
    const t = await testShop();
    const res = await t.client().call('contactUs', {
      'Contactus[first_name]': 'Ada',
      'Contactus[last_name]': 'Lovelace',
      'Contactus[email]': 'ada@example.com',
      'Contactus[message]': 'Do you stock 8 mm SPC?',
    });
    expect(res.body).toMatchObject({
      status: 1,
      message: 'Thanks for the message, one of our team will be in touch shortly',
    });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(1);
    const bad = await t.client().call('contactUs', { 'Contactus[first_name]': 'Ada' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/last_name/);
  });
});
