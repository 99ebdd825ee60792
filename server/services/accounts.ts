// Accounts and sessions (§4, §6). An auth_key is 32 random bytes (base64url) handed to the client once;
// the database keeps only its SHA-256 with the user, expiry and last use. Refresh issues a new key and
// revokes the old one; logout revokes it.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { failureMessages } from '../../src/contract/messages';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { authKeys, passwordResetRequests, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { ApiError, MESSAGES } from '../http/errors';
import type { Logger } from '../log';
import type { PasswordHasher } from './passwords';
import { SessionCache } from './session-cache';
import { ipKey, THROTTLE_MESSAGES, type Throttle, type ThrottleKey } from './throttle';

export interface DeviceInfo {
  devicesType: string;
  devicesName: string;
  appVersion: string;
  devicesId: string;
  ip: string;
}

export interface SessionUser {
  userId: number;
  keyId: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** The owner behind a back-office session. */
export interface OwnerUser {
  userId: number;
  keyId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** none: no live key at all; forbidden: a live key that is not an owner's back-office session. */
export type OwnerCheck = { kind: 'none' } | { kind: 'forbidden' } | { kind: 'owner'; owner: OwnerUser };

export const OWNER_MESSAGES = {
  notOwner: 'This account cannot sign in to the back office.',
  ownersOnly: "The back office is for the shop's owners.",
  signIn: 'Please sign in to the back office.',
} as const;

export interface Grant {
  auth_key: string;
  first_name: string;
  last_name: string;
  full_name: string;
}

export interface AccountOptions {
  /** How long an auth_key is valid after it is issued. */
  keyTtlMs: number;
  /** How long after expiry a key may still be exchanged at refresh-token. */
  refreshGraceMs: number;
  /** last_used_at is written at most this often per key (reads stay reads). */
  touchEveryMs: number;
  /**
   * How long a looked-up session is answered from memory (server/services/session-cache.ts); 0: every call
   * asks the database. Only where this process is the database's only client (main.ts: embedded PGlite).
   */
  sessionCacheMs: number;
  now: () => Date;
}

export const DEFAULT_ACCOUNT_OPTIONS: AccountOptions = {
  keyTtlMs: 30 * 24 * 3600_000,
  refreshGraceMs: 7 * 24 * 3600_000,
  touchEveryMs: 5 * 60_000,
  sessionCacheMs: 0,
  now: () => new Date(),
};

export function newAuthKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** How long a password reset link works. */
export const RESET_TTL_MS = 3600_000;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class Accounts {
  /** The hot path of every userauth call, prepared once (drizzle builds the SQL once). */
  private readonly lookup: ReturnType<typeof lookupQuery>;
  /** Sessions looked up lately (options.sessionCacheMs), told of every revocation below. */
  private readonly sessions: SessionCache | null;

  constructor(
    private readonly db: Db,
    private readonly passwords: PasswordHasher,
    private readonly throttle: Throttle,
    private readonly logger: Logger,
    private readonly options: AccountOptions = DEFAULT_ACCOUNT_OPTIONS,
    private readonly mailer: Mailer | null = null,
  ) {
    this.lookup = lookupQuery(db);
    this.sessions = options.sessionCacheMs > 0 ? new SessionCache(options.sessionCacheMs) : null;
  }

  async signUp(
    input: {
      firstName: string;
      lastName: string;
      email: string;
      password: string;
      postalCode: string;
      phoneNumber: string;
      loginType: string;
    },
    device: DeviceInfo,
  ): Promise<Grant> {
    const email = normaliseEmail(input.email);
    const taken = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken.length > 0) throw new ApiError(409, failureMessages.emailTaken);
    const passwordHash = await this.passwords.hash(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email,
            firstName: input.firstName,
            lastName: input.lastName,
            passwordHash,
            postalCode: input.postalCode,
            phoneNumber: input.phoneNumber,
            loginType: input.loginType,
          })
          .returning();
        if (!user) throw new Error('insert returned no user');
        const key = await this.issueKey(tx, user.id, device);
        return grantFor(key, user);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, failureMessages.emailTaken);
      throw error;
    }
  }

  /**
   * Login throttling (server/services/throttle.ts) counts failures by account AND client together, with growing
   * delays: from a browser that has signed in to this account before (`trustedDevice`, the signed device
   * cookie) only that browser's own failures count; from any other client, its IP's failures on this
   * account, the account's failures from all untrusted clients, and the IP's failures over all accounts. So a
   * stranger flooding the account slows down strangers, never the owner's own browser. The answer is the
   * same whether or not the account exists. Each attempt is counted before the password is checked (so a
   * burst cannot slip through together) and taken back when it succeeds.
   */
  private async checkPassword(
    emailInput: string,
    password: string,
    device: DeviceInfo,
    trustedDevice: string | null = null,
    /** The client solved a login challenge (server/services/login-proof.ts): the account-wide count is skipped. */
    proven = false,
  ) {
    const email = normaliseEmail(emailInput);
    const ip = ipKey(device.ip);
    const own: ThrottleKey = {
      scope: 'login-client',
      key: `${email}\u0000${trustedDevice ? `device:${trustedDevice}` : `ip:${ip}`}`,
    };
    // A stranger's failures fill the account-wide counter; an owner on a new device gets past it with a
    // proof of work (which costs a guesser for every guess), never past its own IP's counters.
    const shared: ThrottleKey[] = trustedDevice
      ? []
      : proven
        ? [{ scope: 'login-ip', key: ip }]
        : [
            { scope: 'login-account', key: email },
            { scope: 'login-ip', key: ip },
          ];
    await this.throttle.enforce([own, ...shared], THROTTLE_MESSAGES.login);
    const [user] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    // Verify against a dummy hash when there is no such account, so both take the same time.
    const ok = await this.passwords.verify(user?.passwordHash ?? (await this.passwords.dummyHash), password);
    if (!user || !ok) throw new ApiError(400, failureMessages.loginFailed);
    await this.throttle.reset([own]);
    await this.throttle.refund(shared);
    return user;
  }

  async logIn(
    emailInput: string,
    password: string,
    device: DeviceInfo,
    trustedDevice: string | null = null,
    proven = false,
  ): Promise<Grant> {
    const user = await this.checkPassword(emailInput, password, device, trustedDevice, proven);
    const key = await this.issueKey(this.db, user.id, device);
    return grantFor(key, user);
  }

  /**
   * The back office's sign-in (server/admin): the same throttled password check, then an 'admin' key (the
   * owner's session cookie), only for an owner. A correct password of a shopper's account is refused.
   */
  async logInOwner(
    emailInput: string,
    password: string,
    device: DeviceInfo,
    trustedDevice: string | null,
    ttlMs: number,
  ): Promise<{ key: string; user: typeof users.$inferSelect }> {
    const user = await this.checkPassword(emailInput, password, device, trustedDevice);
    if (user.role !== 'owner') throw new ApiError(403, OWNER_MESSAGES.notOwner);
    const key = await this.issueKey(this.db, user.id, device, 'admin', ttlMs);
    return { key, user };
  }

  /** The back office's session: a live 'admin' key of an account that is (still) an owner. */
  async authenticateOwner(key: string | undefined): Promise<OwnerCheck> {
    if (!key || key.length > 200) return { kind: 'none' };
    const now = this.options.now();
    const [row] = await this.db
      .select({
        keyId: authKeys.id,
        scope: authKeys.scope,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      })
      .from(authKeys)
      .innerJoin(users, eq(users.id, authKeys.userId))
      .where(and(eq(authKeys.keyHash, hashKey(key)), isNull(authKeys.revokedAt), gt(authKeys.expiresAt, now)))
      .limit(1);
    if (!row) return { kind: 'none' };
    if (row.scope !== 'admin' || row.role !== 'owner') return { kind: 'forbidden' };
    return {
      kind: 'owner',
      owner: {
        userId: row.userId,
        keyId: row.keyId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
      },
    };
  }

  /**
   * Creates or updates an owner (ADMIN_EMAIL/ADMIN_PASSWORD at start, `npm run admin -- add`): an existing
   * account becomes an owner with this password; its sessions are revoked when the password changes.
   */
  async ensureOwner(emailInput: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
    const email = normaliseEmail(emailInput);
    const [existing] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    if (
      existing &&
      existing.role === 'owner' &&
      (await this.passwords.verify(existing.passwordHash, password))
    )
      return 'unchanged';
    const passwordHash = await this.passwords.hash(password);
    if (!existing) {
      await this.db
        .insert(users)
        .values({ email, firstName: 'Shop', lastName: 'Owner', passwordHash, role: 'owner' });
      return 'created';
    }
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, role: 'owner' }).where(eq(users.id, existing.id));
      await tx
        .update(authKeys)
        .set({ revokedAt: this.options.now() })
        .where(and(eq(authKeys.userId, existing.id), isNull(authKeys.revokedAt)));
    });
    this.sessions?.forgetUser(existing.id);
    return 'updated';
  }

  /** The user behind a live auth_key, or null. */
  async authenticate(key: string | undefined): Promise<SessionUser | null> {
    if (!key || key.length > 200) return null;
    const now = this.options.now();
    const keyHash = hashKey(key);
    let row = this.sessions?.get(keyHash, now) ?? null;
    if (!row) {
      const generation = this.sessions?.generation ?? 0;
      [row = null] = await this.lookup.execute({ keyHash, now });
      if (!row) return null;
      this.sessions?.remember(keyHash, row, generation, now);
    }
    if (now.getTime() - row.lastUsedAt.getTime() > this.options.touchEveryMs) {
      row.lastUsedAt = now;
      await this.db.update(authKeys).set({ lastUsedAt: now }).where(eq(authKeys.id, row.keyId));
    }
    return {
      userId: row.userId,
      keyId: row.keyId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
    };
  }

  /** Exchanges a live (or recently expired) key for a new one; the old key is revoked. */
  async refresh(key: string | undefined, ip: string): Promise<{ auth_key: string }> {
    if (!key) throw new ApiError(401, MESSAGES.loginFirst);
    const now = this.options.now();
    const graceStart = new Date(now.getTime() - this.options.refreshGraceMs);
    const refreshed = await this.db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(authKeys)
        .where(
          and(
            eq(authKeys.keyHash, hashKey(key)),
            eq(authKeys.scope, 'shop'),
            isNull(authKeys.revokedAt),
            gt(authKeys.expiresAt, graceStart),
          ),
        )
        .limit(1)
        .for('update');
      if (!old) throw new ApiError(401, MESSAGES.sessionExpired);
      const fresh = newAuthKey();
      const [created] = await tx
        .insert(authKeys)
        .values({
          userId: old.userId,
          keyHash: hashKey(fresh),
          devicesType: old.devicesType,
          devicesName: old.devicesName,
          appVersion: old.appVersion,
          devicesId: old.devicesId,
          ip,
          expiresAt: new Date(now.getTime() + this.options.keyTtlMs),
          lastUsedAt: now,
        })
        .returning({ id: authKeys.id });
      // Only this request may revoke it: a concurrent refresh with the same key finds it revoked.
      const revoked = await tx
        .update(authKeys)
        .set({ revokedAt: now, replacedBy: created?.id })
        .where(and(eq(authKeys.id, old.id), isNull(authKeys.revokedAt)))
        .returning({ id: authKeys.id });
      if (revoked.length !== 1) throw new ApiError(401, MESSAGES.sessionExpired);
      return { grant: { auth_key: fresh }, revokedKeyId: old.id };
    });
    this.sessions?.forgetKey(refreshed.revokedKeyId);
    return refreshed.grant;
  }

  async logOut(keyId: number): Promise<void> {
    await this.db
      .update(authKeys)
      .set({ revokedAt: this.options.now() })
      .where(and(eq(authKeys.id, keyId), isNull(authKeys.revokedAt)));
    this.sessions?.forgetKey(keyId);
  }

  /**
   * §7 forgot password: records the request and, when the account exists, mails a link with a random token
   * (stored hashed; an hour, once) through the outbox in the same transaction. The answer never says whether
   * the account exists: the mail is rendered either way, so both take about the same time.
   */
  async requestPasswordReset(emailInput: string, ip: string): Promise<void> {
    const email = normaliseEmail(emailInput);
    const now = this.options.now();
    const [user] = await this.db
      .select({ id: users.id, firstName: users.firstName, email: users.email })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    const token = randomBytes(32).toString('base64url');
    const request = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(passwordResetRequests)
        .values({
          userId: user?.id ?? null,
          email,
          tokenHash: user ? hashKey(token) : null,
          ip,
          expiresAt: new Date(now.getTime() + RESET_TTL_MS),
        })
        .returning({ id: passwordResetRequests.id });
      const mail = { to: user?.email ?? email, firstName: user?.firstName ?? '', token };
      if (user) await this.mailer?.passwordReset(tx, mail);
      else await this.mailer?.renderPasswordReset(tx, mail);
      return row;
    });
    if (user) this.mailer?.outbox.kick();
    this.logger.info('password reset requested', {
      event: 'password_reset_requested',
      reset_request_id: request?.id, // the e-mail address is in the row, not in the log
      account_exists: Boolean(user),
    });
  }

  /**
   * The reset request a mailed token names, when the token can still set a password; else the refusal the
   * shopper reads (expired; used, replaced or forged). Reads only: nothing is used up.
   */
  async usableResetRequest(token: string) {
    const now = this.options.now();
    const live = and(
      eq(passwordResetRequests.tokenHash, hashKey(token)),
      isNull(passwordResetRequests.usedAt),
    );
    const [request] = await this.db.select().from(passwordResetRequests).where(live).limit(1);
    if (!request?.userId) throw new ApiError(400, failureMessages.resetInvalid);
    if (request.expiresAt <= now) throw new ApiError(400, failureMessages.resetExpired);
    return { request, live, now };
  }

  /**
   * Completes a reset from the mailed link: a live, unused token sets the new password, voids the account's
   * other reset links, signs out every session of the account and signs this browser in.
   */
  async resetPassword(token: string, password: string, device: DeviceInfo): Promise<Grant> {
    const { request, live, now } = await this.usableResetRequest(token);
    // Hashed before the transaction (it is slow) and only for a live token.
    const passwordHash = await this.passwords.hash(password);
    const reset = await this.db.transaction(async (tx) => {
      // Only one request may use the token: a concurrent one finds it used.
      const claimed = await tx
        .update(passwordResetRequests)
        .set({ usedAt: now })
        .where(and(live, gt(passwordResetRequests.expiresAt, now)))
        .returning({ userId: passwordResetRequests.userId });
      const userId = claimed[0]?.userId;
      if (!userId) throw new ApiError(400, failureMessages.resetInvalid);
      const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
      if (!user) throw new ApiError(400, failureMessages.resetInvalid);
      await tx
        .update(passwordResetRequests)
        .set({ usedAt: now })
        .where(and(eq(passwordResetRequests.userId, userId), isNull(passwordResetRequests.usedAt)));
      await tx
        .update(authKeys)
        .set({ revokedAt: now })
        .where(and(eq(authKeys.userId, userId), isNull(authKeys.revokedAt)));
      return { grant: grantFor(await this.issueKey(tx, userId, device), user), userId };
    });
    this.sessions?.forgetUser(reset.userId);
    // Failed logins counted against the account before the reset are forgiven.
    await this.throttle.reset([{ scope: 'login-account', key: request.email }]);
    this.logger.info('password reset completed', { event: 'password_reset', reset_request_id: request.id });
    return reset.grant;
  }

  /** Removes revoked and long-expired keys (housekeeping; safe to run any time). */
  async pruneKeys(): Promise<number> {
    const cutoff = new Date(this.options.now().getTime() - this.options.refreshGraceMs);
    const removed = await this.db
      .delete(authKeys)
      .where(or(lt(authKeys.expiresAt, cutoff), lt(authKeys.revokedAt, cutoff)))
      .returning({ id: authKeys.id });
    return removed.length;
  }

  private async issueKey(
    q: Pick<Db, 'insert'>,
    userId: number,
    device: DeviceInfo,
    scope: 'shop' | 'admin' = 'shop',
    ttlMs = this.options.keyTtlMs,
  ): Promise<string> {
    const key = newAuthKey();
    const now = this.options.now();
    await q.insert(authKeys).values({
      scope,
      userId,
      keyHash: hashKey(key),
      devicesType: device.devicesType,
      devicesName: device.devicesName,
      appVersion: device.appVersion,
      devicesId: device.devicesId,
      ip: device.ip,
      expiresAt: new Date(now.getTime() + ttlMs),
      lastUsedAt: now,
    });
    return key;
  }
}

function grantFor(key: string, user: { firstName: string; lastName: string }): Grant {
  return {
    auth_key: key,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
  };
}

function lookupQuery(db: Db) {
  return db
    .select({
      keyId: authKeys.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      lastUsedAt: authKeys.lastUsedAt,
      expiresAt: authKeys.expiresAt,
    })
    .from(authKeys)
    .innerJoin(users, eq(users.id, authKeys.userId))
    .where(
      and(
        eq(authKeys.keyHash, sql.placeholder('keyHash')),
        // The back office's keys never open the storefront's calls (nor the reverse: server/admin).
        eq(authKeys.scope, 'shop'),
        isNull(authKeys.revokedAt),
        gt(authKeys.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth_key_lookup');
}
