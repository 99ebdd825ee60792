// The server's side of the login proof of work (src/domain/proof-of-work.ts): challenges signed with the
// server secret for one account and a few minutes, each usable once (recorded in throttle_counters under
// its own scope, pruned with them).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { solves } from '../../src/domain/proof-of-work';
import type { Db } from '../db/database';
import { throttleCounters } from '../db/schema';
import { tokensMatch } from '../http/xsrf';

/**
 * About 65,000 hashes on average: a second or two in a browser, once; for a guesser, that for every guess.
 */
export const DEFAULT_LOGIN_PROOF_BITS = 16;

export interface LoginProofOptions {
  secret: string;
  /** Zero bits the hash must start with: each one more doubles a solver's work. */
  bits: number;
  /** How long a challenge may be solved and used. */
  ttlMs: number;
  now?: () => Date;
}

const mac = (secret: string, body: string, account: string) =>
  createHmac('sha256', secret).update(`login-proof:${account}:${body}`).digest('base64url');

export class LoginProof {
  private readonly now: () => Date;
  constructor(
    private readonly db: Db,
    private readonly options: LoginProofOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** A new challenge for this account: `pow1.<bits>.<expires ms>.<random>.<mac>`. */
  challenge(account: string): string {
    const expires = this.now().getTime() + this.options.ttlMs;
    const body = `pow1.${this.options.bits}.${expires}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${mac(this.options.secret, body, account)}`;
  }

  /**
   * Whether `proof` (`challenge:nonce`) is a solved, unexpired challenge this server issued for this account,
   * used for the first time (it is spent now).
   */
  async accept(account: string, proof: string | undefined): Promise<boolean> {
    if (!proof || proof.length > 300) return false;
    const [challenge = '', nonce = ''] = proof.split(':');
    const parts = challenge.split('.');
    if (parts.length !== 5) return false;
    const body = parts.slice(0, 4).join('.');
    if (!tokensMatch(parts[4]!, mac(this.options.secret, body, account))) return false;
    if (Number(parts[1]) !== this.options.bits) return false;
    const expires = Number(parts[2]);
    if (!Number.isFinite(expires) || expires <= this.now().getTime()) return false;
    if (!(await solves(challenge, nonce))) return false;
    const spent = await this.db
      .insert(throttleCounters)
      .values({
        scope: 'login-proof',
        keyHash: createHash('sha256').update(challenge).digest('hex'),
        hits: 1,
        lastAt: this.now(),
        expiresAt: new Date(expires),
      })
      .onConflictDoNothing()
      .returning({ hits: throttleCounters.hits });
    return spent.length === 1;
  }
}
