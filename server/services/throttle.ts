// Throttles where abuse is cheap (login, sign-up, forgot password, contact, payment intents), kept in the
// database the server already uses, so every instance on one PostgreSQL shares them (table
// throttle_counters; keys stored as SHA-256).
//
// One rule shape for all: a few attempts are free, then each further attempt must wait a growing delay after
// the previous one (base × 2^n, capped), and the counter is forgotten after a quiet period. Nothing is ever a
// hard lock: after the wait, one more try is allowed. A refused attempt is not counted (hammering while
// blocked does not lengthen the wait). Claims are one atomic statement per key, so concurrent requests —
// on one server or several — cannot slip past a limit together.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { throttleCounters } from '../db/schema';
import { ApiError } from '../http/errors';

export interface ThrottleRule {
  /** Attempts allowed without any wait. */
  free: number;
  /** The wait after the first attempt beyond `free`; it doubles with each further attempt … */
  baseDelayMs: number;
  /** … up to this. */
  maxDelayMs: number;
  /** A counter with no attempt for this long starts again from zero (and its row may be pruned). */
  forgetMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The limits (docs/server.md "Throttles"). */
export const THROTTLE_RULES = {
  /** Failed logins of one account from one client: its signed device cookie, or else its IP. */
  'login-client': { free: 5, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetMs: 24 * HOUR },
  /** Failed logins of one account from clients it has never signed in on (a distributed guess). */
  'login-account': { free: 20, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetMs: 24 * HOUR },
  /** Failed logins from one IP (or IPv6 /64) over all accounts, untrusted clients only (a showroom's Wi-Fi shares one). */
  'login-ip': { free: 100, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetMs: HOUR },
  'signup-ip': { free: 10, baseDelayMs: MINUTE, maxDelayMs: HOUR, forgetMs: HOUR },
  /** Reset mails to one address. */
  'forgot-email': { free: 3, baseDelayMs: MINUTE, maxDelayMs: HOUR, forgetMs: HOUR },
  'forgot-ip': { free: 20, baseDelayMs: MINUTE, maxDelayMs: HOUR, forgetMs: HOUR },
  /** Password reset attempts (the link's token) from one client. */
  'reset-ip': { free: 10, baseDelayMs: MINUTE, maxDelayMs: HOUR, forgetMs: HOUR },
  'contact-ip': { free: 5, baseDelayMs: MINUTE, maxDelayMs: HOUR, forgetMs: HOUR },
  'intent-user': { free: 10, baseDelayMs: 10 * SECOND, maxDelayMs: 10 * MINUTE, forgetMs: HOUR },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleScope = keyof typeof THROTTLE_RULES;
export type ThrottleRules = Record<ThrottleScope, ThrottleRule>;

export interface ThrottleKey {
  scope: ThrottleScope;
  key: string;
}

export const THROTTLE_MESSAGES = {
  login: 'Too many login attempts. Please try again in a few minutes.',
  signup: 'Too many sign-ups from this network. Please try again later.',
  forgot: 'Too many password reset requests. Please try again later.',
  contact: 'Too many messages from this network. Please try again later.',
  intent: 'Too many payment attempts. Please wait a moment and try again.',
  reset: 'Too many password reset attempts. Please try again later.',
} as const;

/** The wait (ms) after the last of `hits` counted attempts before the next one. */
export function delayAfter(rule: ThrottleRule, hits: number): number {
  if (hits < rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(hits - rule.free, 40));
}

/** The key an IP is counted under: IPv4 as it is, IPv6 by its /64 (one subscriber's usual allocation). */
export function ipKey(ip: string): string {
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const hashOf = (k: ThrottleKey) => createHash('sha256').update(`${k.scope}\u0000${k.key}`).digest('hex');

export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly rules: ThrottleRules = THROTTLE_RULES,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Counts one attempt on every key, or on none: answers 0 when it may go ahead, else the seconds to wait
   * (the longest of the refusing keys).
   */
  async attempt(keys: readonly ThrottleKey[]): Promise<number> {
    const now = this.now();
    // One order for every caller: two transactions claiming the same keys cannot deadlock.
    const sorted = [...keys]
      .map((k) => ({ ...k, hash: hashOf(k) }))
      .sort((a, b) => (a.hash < b.hash ? -1 : 1));
    try {
      await this.db.transaction(async (tx) => {
        for (const k of sorted) {
          if (!(await this.claim(tx, k.scope, k.hash, now))) throw new Refused();
        }
      });
      return 0;
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
    }
    let waitMs = 0;
    for (const k of sorted) waitMs = Math.max(waitMs, await this.waitMs(k.scope, k.hash, now));
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  /** As `attempt`, refusing with 429, the message and Retry-After. */
  async enforce(keys: readonly ThrottleKey[], message: string): Promise<void> {
    const wait = await this.attempt(keys);
    if (wait > 0) throw new ApiError(429, message, { 'Retry-After': String(wait) });
  }

  /** Takes back one counted attempt per key (it turned out not to be a failure). */
  async refund(keys: readonly ThrottleKey[]): Promise<void> {
    for (const k of keys) {
      await this.db
        .update(throttleCounters)
        .set({ hits: sql`greatest(${throttleCounters.hits} - 1, 0)` })
        .where(and(eq(throttleCounters.scope, k.scope), eq(throttleCounters.keyHash, hashOf(k))));
    }
  }

  /** Forgets the keys' counters (a successful login from that client). */
  async reset(keys: readonly ThrottleKey[]): Promise<void> {
    for (const k of keys) {
      await this.db
        .delete(throttleCounters)
        .where(and(eq(throttleCounters.scope, k.scope), eq(throttleCounters.keyHash, hashOf(k))));
    }
  }

  /** Deletes counters nobody has touched within their rule's quiet period (housekeeping). */
  async prune(): Promise<number> {
    const removed = await this.db
      .delete(throttleCounters)
      .where(lt(throttleCounters.expiresAt, this.now()))
      .returning({ scope: throttleCounters.scope });
    return removed.length;
  }

  /**
   * One atomic statement: insert the counter, or count one more attempt when the rule allows it now — the
   * counter was forgotten, is under `free`, or the delay after its last attempt has passed. No row back:
   * refused (and nothing changed).
   */
  private async claim(tx: Tx, scope: ThrottleScope, keyHash: string, now: Date): Promise<boolean> {
    const rule = this.rules[scope];
    const t = throttleCounters;
    const forgotten = sql`${t.lastAt} <= ${new Date(now.getTime() - rule.forgetMs)}`;
    const exponent = sql`least(${t.hits} - ${rule.free}, 40)`;
    const delay = sql`least(${rule.maxDelayMs}::float8, ${rule.baseDelayMs}::float8 * power(2::float8, ${exponent}))`;
    const rows = await tx
      .insert(t)
      .values({ scope, keyHash, hits: 1, lastAt: now, expiresAt: new Date(now.getTime() + rule.forgetMs) })
      .onConflictDoUpdate({
        target: [t.scope, t.keyHash],
        set: {
          hits: sql`case when ${forgotten} then 1 else ${t.hits} + 1 end`,
          lastAt: now,
          expiresAt: new Date(now.getTime() + rule.forgetMs),
        },
        setWhere: or(
          forgotten,
          lt(t.hits, rule.free),
          sql`${t.lastAt} + ${delay} * interval '1 millisecond' <= ${now}`,
        ),
      })
      .returning({ hits: t.hits });
    return rows.length === 1;
  }

  private async waitMs(scope: ThrottleScope, keyHash: string, now: Date): Promise<number> {
    const rule = this.rules[scope];
    const [row] = await this.db
      .select({ hits: throttleCounters.hits, lastAt: throttleCounters.lastAt })
      .from(throttleCounters)
      .where(and(eq(throttleCounters.scope, scope), eq(throttleCounters.keyHash, keyHash)))
      .limit(1);
    if (!row || row.lastAt.getTime() + rule.forgetMs <= now.getTime()) return 0;
    return Math.max(0, row.lastAt.getTime() + delayAfter(rule, row.hits) - now.getTime());
  }
}

class Refused extends Error {}
