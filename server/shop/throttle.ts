// Sliding-window counters of failed attempts, per key (an email, an IP). In memory: one server process
// owns its counters (a restart forgets them; several processes each count their own) — see docs/server.md.

export interface ThrottleRule {
  /** Attempts allowed within the window; the next one is refused. */
  max: number;
  windowMs: number;
}

export class AttemptCounter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
    /** Keys kept at most; beyond it the oldest keys are dropped (memory bound under a flood). */
    private readonly maxKeys = 100_000,
  ) {}

  /** True when the key has used up its attempts in the window. */
  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.rule.max;
  }

  /** Milliseconds until the key gets an attempt back (0 when not blocked). */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.rule.max) return 0;
    return Math.max(0, (recent[recent.length - this.rule.max] ?? 0) + this.rule.windowMs - this.now());
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.delete(key); // re-insert: Map order = least recently touched first
    this.hits.set(key, recent);
    this.sweep();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    return (this.hits.get(key) ?? []).filter((t) => t > since);
  }

  private sweep(): void {
    const now = this.now();
    if (this.hits.size > this.maxKeys) {
      for (const key of this.hits.keys()) {
        this.hits.delete(key);
        if (this.hits.size <= this.maxKeys * 0.9) break;
      }
    }
    if (now - this.lastSweep < this.rule.windowMs) return;
    this.lastSweep = now;
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= now - this.rule.windowMs) this.hits.delete(key);
    }
  }
}

export interface LoginThrottleOptions {
  perEmail?: ThrottleRule;
  perIp?: ThrottleRule;
  now?: () => number;
}

export const TOO_MANY_LOGINS = 'Too many login attempts. Please try again in a few minutes.';

/** §4 accounts: failed logins counted per account (email) and per client IP. */
export class LoginThrottle {
  private readonly byEmail: AttemptCounter;
  private readonly byIp: AttemptCounter;

  constructor(options: LoginThrottleOptions = {}) {
    this.byEmail = new AttemptCounter(options.perEmail ?? { max: 5, windowMs: 15 * 60_000 }, options.now);
    this.byIp = new AttemptCounter(options.perIp ?? { max: 20, windowMs: 15 * 60_000 }, options.now);
  }

  /** Seconds to wait, or 0 when the attempt may go ahead. Same answer whether or not the account exists. */
  retryAfterSeconds(ip: string, email: string): number {
    const ms = Math.max(this.byEmail.retryAfterMs(email), this.byIp.retryAfterMs(ip));
    return ms > 0 ? Math.ceil(ms / 1000) : 0;
  }

  recordFailure(ip: string, email: string): void {
    this.byEmail.record(email);
    this.byIp.record(ip);
  }

  /** A successful login clears the account's counter (not the IP's). */
  recordSuccess(email: string): void {
    this.byEmail.reset(email);
  }
}
