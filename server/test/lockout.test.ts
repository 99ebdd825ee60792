// No lockout of the rightful owner. A stranger failing logins from many addresses fills the
// account-wide counter for clients without the owner's device cookie; the owner on a new device (a new phone,
// a cleared browser) still gets in by proving work the server asks for — which costs the stranger for every
// guess. A stranger's reset requests do not block the owner's own from a recognised browser. The limits that
// held before still hold (server/test/throttle.test.ts).
import { describe, expect, it } from 'vitest';
import { LOGIN_PROOF_HEADER, solveChallenge, solves } from '../../src/domain/proof-of-work';
import { Throttle, THROTTLE_MESSAGES, THROTTLE_RULES } from '../services/throttle';
import type { PasswordHasher } from '../services/passwords';
import { testDatabase, testShop, type CallOptions } from './support';

const plainPasswords: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (hash, password) => hash === `plain:${password}`,
  dummyHash: Promise.resolve('plain:'),
};
const login = (email: string, password: string) => ({
  'Appuser[email]': email,
  'Appuser[password]': password,
  'Appuser[devices_type]': 'Web',
});
const from = (ip: string, headers: Record<string, string> = {}): CallOptions => ({
  headers: { 'X-Forwarded-For': ip, ...headers },
});
const OWNER = 'owner@example.com';
const PASSWORD = 'the right password';

async function floodedShop() {
  const database = await testDatabase();
  const clock = { ms: Date.UTC(2026, 10, 26, 12) };
  const throttle = new Throttle(database.db, THROTTLE_RULES, () => new Date(clock.ms));
  // Few bits keep the test quick; the rule is the same at the production difficulty.
  const t = await testShop({
    trustProxy: () => true,
    throttle,
    passwords: plainPasswords,
    loginProofBits: 10,
  });
  await t.client().signUp(OWNER, PASSWORD);
  const stranger = t.client();
  for (let i = 0; i < 25; i += 1)
    await stranger.call('login', login(OWNER, `guess ${i}`), from(`203.0.113.${i + 1}`));
  return { t, stranger };
}

describe('the owner on a new device while a stranger fails logins', () => {
  it('is asked for a proof of work instead of being refused, and signs in with it', async () => {
    const { t } = await floodedShop();
    const phone = t.client(); // no device cookie: a new phone
    const refused = await phone.call('login', login(OWNER, PASSWORD), from('198.51.100.20'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(THROTTLE_MESSAGES.login);
    const challenge = refused.res.headers.get('x-login-challenge');
    expect(challenge).toMatch(/^pow1\.10\.\d+\.[\w-]+\.[\w-]{43}$/);
    const nonce = await solveChallenge(challenge!);
    expect(await solves(challenge!, nonce)).toBe(true);
    const proof = { [LOGIN_PROOF_HEADER]: `${challenge}:${nonce}` };
    const signedIn = await phone.call('login', login(OWNER, PASSWORD), from('198.51.100.20', proof));
    expect(signedIn.status).toBe(200);
    expect(signedIn.res.headers.getSetCookie().some((c) => c.startsWith('floorshop_device='))).toBe(true);
    // A proof is spent once.
    const replay = await t.client().call('login', login(OWNER, PASSWORD), from('198.51.100.21', proof));
    expect(replay.status).toBe(429);
  });

  it('a proof that is unsolved, forged, for another account or expired does not count', async () => {
    const { t } = await floodedShop();
    const refused = await t.client().call('login', login(OWNER, PASSWORD), from('198.51.100.30'));
    const challenge = refused.res.headers.get('x-login-challenge')!;
    const nonce = await solveChallenge(challenge);
    const other = await t.client().call('login', login('other@example.com', 'x'), from('198.51.100.31'));
    expect(other.status).toBe(400); // not flooded: no challenge needed
    const [v, bits, expires, random] = challenge.split('.');
    const forged = `${v}.${bits}.${expires}.${random}.${'a'.repeat(43)}`;
    for (const proof of [
      `${challenge}:not-a-nonce`,
      `${forged}:${await solveChallenge(forged)}`,
      `pow1.1.${Date.now() + 60_000}.x.${'b'.repeat(43)}:0`,
    ]) {
      const res = await t
        .client()
        .call('login', login(OWNER, PASSWORD), from('198.51.100.32', { [LOGIN_PROOF_HEADER]: proof }));
      expect(res.status, proof).toBe(429);
    }
    // Solved for this account: accepted (the owner's own attempt, still counted on its own address).
    const ok = await t
      .client()
      .call(
        'login',
        login(OWNER, PASSWORD),
        from('198.51.100.32', { [LOGIN_PROOF_HEADER]: `${challenge}:${nonce}` }),
      );
    expect(ok.status).toBe(200);
  });

  it("a guesser with proofs still meets its own address's limit", async () => {
    const { t, stranger } = await floodedShop();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const refused = await stranger.call('login', login(OWNER, `guess again ${i}`), from('203.0.113.200'));
      const challenge = refused.res.headers.get('x-login-challenge');
      if (!challenge) {
        statuses.push(refused.status);
        continue;
      }
      const proof = `${challenge}:${await solveChallenge(challenge)}`;
      statuses.push(
        (
          await stranger.call(
            'login',
            login(OWNER, `guess again ${i}`),
            from('203.0.113.200', { [LOGIN_PROOF_HEADER]: proof }),
          )
        ).status,
      );
    }
    // login-client: 5 free failures per address and account, then the growing delay (no challenge lifts it).
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(t.logger.lines.filter((l) => l.status === 200 && l.path === '/api/beforeauth/login')).toEqual([]);
  });
});

describe("a stranger's reset requests", () => {
  it("do not block the owner's own from a recognised browser; other clients still meet the limit", async () => {
    const database = await testDatabase();
    const throttle = new Throttle(database.db, THROTTLE_RULES, () => new Date(Date.UTC(2026, 10, 26, 12)));
    const t = await testShop({ trustProxy: () => true, throttle, passwords: plainPasswords });
    await t.client().signUp(OWNER, PASSWORD);
    const owner = t.client();
    const signedIn = await owner.call('login', login(OWNER, PASSWORD), from('198.51.100.7'));
    const device = signedIn.res.headers
      .getSetCookie()
      .find((c) => c.startsWith('floorshop_device='))!
      .split(';')[0]!;
    const forgot = (ip: string, headers: Record<string, string> = {}) =>
      t.client().call('forgotPassword', { 'Appuser[email]': OWNER }, from(ip, headers));
    for (let i = 0; i < 3; i += 1) expect((await forgot(`203.0.113.${i + 1}`)).status).toBe(200);
    // The stranger's fourth, and any other client's: the per-address limit holds.
    expect((await forgot('203.0.113.9')).status).toBe(429);
    expect((await forgot('198.51.100.8')).status).toBe(429);
    // The owner's browser: its own count.
    expect((await forgot('198.51.100.7', { Cookie: device })).status).toBe(200);
  });
});
