// The sessions this process has looked up lately, by the key's hash, so that a shopper's calls in a row do
// not each ask the database who they are. With embedded PGlite the database has one connection, and under
// a crowd every query waits its turn behind the others: the lookup was one query in two of every cart read.
//
// Only correct where every change to a session goes through this process (Accounts tells the cache), which
// is what the embedded database gives: its directory lock admits one process. With PostgreSQL, other
// instances and tools write the same rows, so the server leaves the cache off there (main.ts), and the
// lookup runs beside other queries on a pool anyway.
//
// An entry lives a bounded time and never past the key's own expiry. A lookup that was under way when a
// session changed does not store what it read (the generation moved): a logout is never undone by a read
// that started before it.

/** What a session lookup reads. */
export interface SessionRow {
  keyId: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  lastUsedAt: Date;
  expiresAt: Date;
}

interface Entry {
  row: SessionRow;
  /** When this entry is no longer trusted (ms since the epoch). */
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generationNow = 0;

  constructor(
    /** How long a looked-up session is answered from memory. */
    private readonly ttlMs: number,
    /** Entries kept at most; the oldest go first. */
    private readonly maxEntries = 10_000,
  ) {}

  /** Changes with every forget: pass the value read before a lookup to `remember`. */
  get generation(): number {
    return this.generationNow;
  }

  get(keyHash: string, now: Date): SessionRow | null {
    const entry = this.entries.get(keyHash);
    if (!entry) return null;
    if (entry.until <= now.getTime() || entry.row.expiresAt <= now) {
      this.entries.delete(keyHash);
      return null;
    }
    return entry.row;
  }

  /** Keeps a looked-up session, unless a session changed since `generation` was read. */
  remember(keyHash: string, row: SessionRow, generation: number, now: Date): void {
    if (generation !== this.generationNow) return;
    this.entries.delete(keyHash);
    this.entries.set(keyHash, { row, until: Math.min(now.getTime() + this.ttlMs, row.expiresAt.getTime()) });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** A key was revoked. */
  forgetKey(keyId: number): void {
    this.forget((row) => row.keyId === keyId);
  }

  /** Every key of a user was revoked, or the user changed. */
  forgetUser(userId: number): void {
    this.forget((row) => row.userId === userId);
  }

  private forget(match: (row: SessionRow) => boolean): void {
    this.generationNow += 1;
    for (const [hash, entry] of this.entries) if (match(entry.row)) this.entries.delete(hash);
  }
}
