import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../db/schema';
import { hashKey } from '../services/accounts';
import { SessionCache, type SessionRow } from '../services/session-cache';
import { testShop } from './support';

const row = (keyId: number, userId: number, expiresAt = new Date('2030-01-01')): SessionRow => ({
  keyId,
  userId,
  firstName: 'Sam',
  lastName: 'Shopper',
  email: `u${userId}@example.com`,
  lastUsedAt: new Date('2026-01-01'),
  expiresAt,
});

describe('SessionCache', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('answers a remembered session until its time is up, and never past the key’s expiry', () => {
    const cache = new SessionCache(60_000);
    cache.remember('a', row(1, 1), cache.generation, now);
    cache.remember('b', row(2, 2, later(10_000)), cache.generation, now);
    expect(cache.get('a', later(59_999))?.keyId).toBe(1);
    expect(cache.get('a', later(60_000))).toBeNull();
    expect(cache.get('b', later(9_999))?.keyId).toBe(2);
    expect(cache.get('b', later(10_000))).toBeNull();
  });

  it('forgets a revoked key, and every key of a user', () => {
    const cache = new SessionCache(60_000);
    for (const [hash, keyId, userId] of [
      ['a', 1, 1],
      ['b', 2, 1],
      ['c', 3, 2],
    ] as const)
      cache.remember(hash, row(keyId, userId), cache.generation, now);
    cache.forgetKey(3);
    expect(cache.get('c', now)).toBeNull();
    expect(cache.get('a', now)).not.toBeNull();
    cache.forgetUser(1);
    expect(cache.get('a', now)).toBeNull();
    expect(cache.get('b', now)).toBeNull();
  });

  it('does not keep what a lookup read before a session changed', () => {
    const cache = new SessionCache(60_000);
    const before = cache.generation; // a lookup starts…
    cache.forgetKey(1); // …the key is revoked meanwhile…
    cache.remember('a', row(1, 1), before, now); // …and the lookup comes back with the old row
    expect(cache.get('a', now)).toBeNull();
  });

  it('keeps at most its number of entries, the oldest going first', () => {
    const cache = new SessionCache(60_000, 2);
    cache.remember('a', row(1, 1), cache.generation, now);
    cache.remember('b', row(2, 2), cache.generation, now);
    cache.remember('c', row(3, 3), cache.generation, now);
    expect(cache.get('a', now)).toBeNull();
    expect(cache.get('b', now)?.keyId).toBe(2);
    expect(cache.get('c', now)?.keyId).toBe(3);
  });
});

describe('sessions remembered by the server', () => {
  it('answers a shopper’s next calls from memory, for as long as configured', async () => {
    let now = new Date();
    const t = await testShop({ accountOptions: { sessionCacheMs: 60_000, now: () => now } });
    const api = t.client();
    const grant = await api.signUp('remembered@example.com');
    expect((await api.call('cart')).status).toBe(200);
    // A change behind the server's back (only a second process could make one, which the embedded database
    // does not admit) is not seen while the session is remembered: the database was not asked again…
    await t.database.db
      .update(authKeys)
      .set({ revokedAt: now })
      .where(eq(authKeys.keyHash, hashKey(grant.auth_key)));
    expect((await api.call('cart')).status).toBe(200);
    // …until the entry's time is up.
    now = new Date(now.getTime() + 60_001);
    expect((await api.call('cart')).status).toBe(401);
  });

  it('asks the database on every call when off (the default, and PostgreSQL’s)', async () => {
    const t = await testShop();
    const api = t.client();
    const grant = await api.signUp('looked-up@example.com');
    expect((await api.call('cart')).status).toBe(200);
    await t.database.db
      .update(authKeys)
      .set({ revokedAt: new Date() })
      .where(eq(authKeys.keyHash, hashKey(grant.auth_key)));
    expect((await api.call('cart')).status).toBe(401);
  });
});
