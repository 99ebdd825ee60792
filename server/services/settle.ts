// The settling job: every paid intent ends as an order or a refund, in both payment modes. A shopper who paid
// twice for one cart (two tabs, a double click) and checked out one, or who paid and closed the tab before
// checkout (test mode, or Stripe mode without webhooks), leaves an intent the provider says succeeded with no
// order. After a grace period (SETTLE_GRACE_SECONDS: long enough for the browser's own checkout and Stripe's
// webhook to come first) the job asks the provider and hands each paid one to the same `fulfil` as checkout:
// the order when its cart still holds what was paid for, else a full refund.
//
// Safe across instances: each intent is claimed with one conditional UPDATE (an instance that loses the
// claim skips it), and `fulfil` itself locks the intent's row, so checkout, the webhook and any number of
// jobs produce one order or one refund. What it did is logged (`payment_settled`) and kept in
// `payment_settlements` for the owner's back office.
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders, paymentIntents, paymentSettlements } from '../db/schema';
import { errorFields, type Logger } from '../log';
import type { IntentRecord, Orders } from './orders';

export interface SettleOptions {
  /** How long a paid intent may wait for its checkout or webhook before the job settles it. */
  graceMs: number;
  /** Intents older than this are not looked at any more (abandoned, never paid). */
  lookBackMs?: number;
  /** Most intents looked at per run. */
  batch?: number;
  /** How long a claim keeps other instances off an intent (longer than one provider round trip). */
  claimMs?: number;
  now?: () => Date;
}

export interface SettleReport {
  looked: number;
  ordered: number;
  refunded: number;
  refundFailed: number;
  unpaid: number;
  skipped: number;
}

const DAY_MS = 86_400_000;

export class PaymentSettler {
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly orders: Orders,
    private readonly logger: Logger,
    private readonly options: SettleOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** One pass over the intents past their grace period with no order. */
  async run(): Promise<SettleReport> {
    const now = this.now();
    const due = new Date(now.getTime() - this.options.graceMs);
    const report: SettleReport = {
      looked: 0,
      ordered: 0,
      refunded: 0,
      refundFailed: 0,
      unpaid: 0,
      skipped: 0,
    };
    const candidates = await this.db
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .leftJoin(orders, eq(orders.paymentId, paymentIntents.id))
      .where(
        and(
          isNull(orders.id),
          eq(paymentIntents.provider, this.orders.paymentMode),
          or(isNull(paymentIntents.refundStatus), ne(paymentIntents.refundStatus, 'refunded')),
          ne(paymentIntents.status, 'canceled'),
          lt(paymentIntents.createdAt, due),
          gt(paymentIntents.createdAt, new Date(now.getTime() - (this.options.lookBackMs ?? 7 * DAY_MS))),
          // An unpaid one is asked about again once per grace period, not every run.
          or(isNull(paymentIntents.settleCheckedAt), lt(paymentIntents.settleCheckedAt, due)),
          or(isNull(paymentIntents.settleClaimedUntil), lt(paymentIntents.settleClaimedUntil, now)),
        ),
      )
      .orderBy(asc(paymentIntents.createdAt))
      .limit(this.options.batch ?? 50);
    for (const { id } of candidates) {
      report.looked += 1;
      const record = await this.claim(id, now, due);
      if (!record) {
        report.skipped += 1; // another instance has it
        continue;
      }
      try {
        const outcome = await this.orders.settlePaid(record);
        if (!outcome) report.unpaid += 1;
        else await this.recordOutcome(record, outcome, now, report);
      } catch (error) {
        report.skipped += 1;
        this.logger.warn('settling a payment failed; retried at the next run', {
          event: 'payment_settle_failed',
          payment_id: record.id,
          user_id: record.userId,
          ...errorFields(error),
        });
      } finally {
        await this.db
          .update(paymentIntents)
          .set({ settleClaimedUntil: null, settleCheckedAt: now })
          .where(eq(paymentIntents.id, id));
      }
    }
    if (report.looked > 0)
      this.logger.info('payment settling run', { event: 'payment_settle_run', ...report });
    return report;
  }

  /** Takes the intent for this instance, unless another holds it; the record as it is now. */
  private async claim(id: string, now: Date, due: Date): Promise<IntentRecord | null> {
    const [record] = await this.db
      .update(paymentIntents)
      .set({ settleClaimedUntil: new Date(now.getTime() + (this.options.claimMs ?? 120_000)) })
      .where(
        and(
          eq(paymentIntents.id, id),
          or(isNull(paymentIntents.settleClaimedUntil), lt(paymentIntents.settleClaimedUntil, now)),
          // Not just looked at by another instance whose candidates were read at the same time.
          or(isNull(paymentIntents.settleCheckedAt), lt(paymentIntents.settleCheckedAt, due)),
        ),
      )
      .returning();
    return record ?? null;
  }

  private async recordOutcome(
    record: IntentRecord,
    outcome: NonNullable<Awaited<ReturnType<Orders['settlePaid']>>>,
    now: Date,
    report: SettleReport,
  ): Promise<void> {
    const [current] = await this.db.select().from(paymentIntents).where(eq(paymentIntents.id, record.id));
    const row = {
      paymentId: record.id,
      userId: record.userId,
      provider: record.provider,
      amountCents: record.amountCents,
      waitedSeconds: Math.max(0, Math.round((now.getTime() - record.createdAt.getTime()) / 1000)),
      createdAt: now,
    };
    let settled: typeof paymentSettlements.$inferInsert;
    if (outcome.kind === 'ordered') {
      report.ordered += 1;
      settled = { ...row, outcome: 'ordered', orderId: outcome.order.id, reason: 'paid, cart unchanged' };
    } else if (outcome.kind === 'refunded') {
      report.refunded += 1;
      settled = {
        ...row,
        outcome: 'refunded',
        refundId: current?.refundId ?? null,
        reason: current?.refundReason ?? 'not orderable',
      };
    } else {
      report.refundFailed += 1;
      settled = { ...row, outcome: 'refund_failed', reason: current?.refundReason ?? 'not orderable' };
    }
    await this.db.insert(paymentSettlements).values(settled);
    this.logger[settled.outcome === 'refund_failed' ? 'error' : 'warn'](
      'payment settled by the settling job',
      {
        event: 'payment_settled',
        outcome: settled.outcome,
        payment_id: record.id,
        user_id: record.userId,
        amount_cents: record.amountCents,
        userorder_id: settled.orderId ?? undefined,
        refund_id: settled.refundId ?? undefined,
        waited_seconds: row.waitedSeconds,
      },
    );
  }
}

/** Settlements, newest first: what the back office shows the owner. */
export function recentSettlements(db: Db, limit = 100) {
  return db
    .select()
    .from(paymentSettlements)
    .orderBy(sql`${paymentSettlements.createdAt} desc`, sql`${paymentSettlements.id} desc`)
    .limit(limit);
}
