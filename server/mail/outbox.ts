// The durable mail outbox (docs/mail.md). `enqueue(tx, message)` writes a rendered mail in the caller's
// transaction, so a mail exists exactly when what caused it was committed. A worker claims due mails with a
// lease (committed before it sends), sends them through the transport, marks them sent, and on failure
// schedules the next attempt with exponential backoff until it gives up. A server that dies mid-send leaves
// the lease to expire and the mail is sent again: with SMTP the receiver may get it twice (same Message-ID);
// the .eml transport rewrites the same file, so nothing repeats.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/database';
import { mailOutbox } from '../db/schema';
import { errorFields, type Logger } from '../log';
import type { MailTransport } from './transport';

export interface MailMessage {
  /** What it is: 'order-confirmation', 'password-reset', 'login-code', … (logs, file names). */
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface OutboxOptions {
  /** The From header. */
  from: string;
  /** The Message-ID's domain. */
  domain: string;
  maxAttempts: number;
  /** The first retry's wait; each further one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claimed mail is left to its sender before another may try. */
  leaseMs: number;
  /** How often the worker looks for due mail (it is also kicked after each enqueue's commit). */
  pollMs: number;
  batch: number;
  now: () => Date;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  from: 'FloorShop <no-reply@floorshop.localhost>',
  domain: 'floorshop.localhost',
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  leaseMs: 120_000,
  pollMs: 5_000,
  batch: 10,
  now: () => new Date(),
};

/** The wait after the n-th failed attempt (1-based). */
export function retryDelayMs(attempts: number, options: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs'>) {
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(Math.max(0, attempts - 1), 30));
}

type Row = typeof mailOutbox.$inferSelect;

export class Outbox {
  readonly options: OutboxOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    options: Partial<OutboxOptions> = {},
  ) {
    this.options = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
  }

  get transportName() {
    return this.transport.name;
  }

  /** Writes a mail in the caller's transaction (or alone, given the database). Call `kick()` after commit. */
  async enqueue(q: Queryable, message: MailMessage): Promise<number> {
    const [row] = await q
      .insert(mailOutbox)
      .values({
        kind: message.kind,
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: `<${randomUUID()}@${this.options.domain}>`,
        nextAttemptAt: this.options.now(),
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('insert returned no mail');
    return row.id;
  }

  /** Sends what is due now, soon (a no-op when the worker is stopped: the next start sends it). */
  kick(): void {
    if (this.stopped) return;
    void this.run();
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      void this.run().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs).unref();
      });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
    this.transport.close();
  }

  /** One pass (runs after the current one when called during it); resolves with the mails sent. */
  run(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let sent = 0;
      do {
        this.again = false;
        sent += await this.sendDue().catch((error: unknown) => {
          this.logger.error('mail outbox pass failed', errorFields(error));
          return 0;
        });
      } while (this.again);
      return sent;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Claims up to a batch of due mails and sends them; resolves with how many were sent. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return sent;
      for (const mail of claimed) if (await this.deliver(mail)) sent += 1;
    }
  }

  private async claim(): Promise<Row[]> {
    const now = this.options.now();
    const leaseEnd = new Date(now.getTime() + this.options.leaseMs);
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            lte(mailOutbox.nextAttemptAt, now),
            or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(this.options.batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ lockedUntil: leaseEnd, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  private async deliver(mail: Row): Promise<boolean> {
    try {
      await this.transport.send({
        id: mail.id,
        kind: mail.kind,
        from: this.options.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        date: mail.createdAt,
      });
    } catch (error) {
      await this.failed(mail, error);
      return false;
    }
    await this.db
      .update(mailOutbox)
      .set({ sentAt: this.options.now(), lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, mail.id));
    this.logger.info('mail sent', {
      event: 'mail_sent',
      mail_id: mail.id,
      kind: mail.kind,
      transport: this.transport.name,
      attempts: mail.attempts,
    });
    return true;
  }

  private async failed(mail: Row, error: unknown): Promise<void> {
    const now = this.options.now();
    const giveUp = mail.attempts >= this.options.maxAttempts;
    const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
    await this.db
      .update(mailOutbox)
      .set({
        lockedUntil: null,
        lastError: reason,
        ...(giveUp
          ? { failedAt: now }
          : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts, this.options)) }),
      })
      .where(eq(mailOutbox.id, mail.id));
    (giveUp ? this.logger.error : this.logger.warn)(
      giveUp ? 'mail given up' : 'mail send failed, will retry',
      {
        event: giveUp ? 'mail_failed' : 'mail_retry',
        mail_id: mail.id,
        kind: mail.kind,
        attempts: mail.attempts,
        ...errorFields(error),
      },
    );
  }
}
