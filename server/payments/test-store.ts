// Test-payment mode keeps its provider state in the database (table test_payment_intents) — the part Stripe
// keeps on its side — so a test intent confirmed before a restart is still paid after it.
import { eq } from 'drizzle-orm';
import type { TestIntentStatus } from '../../src/domain/test-payments';
import type { Db } from '../db/database';
import { testPaymentIntents } from '../db/schema';
import type { TestIntentState, TestIntentStore } from './test-provider';

export class DbTestIntentStore implements TestIntentStore {
  /** `db` may be a getter: the provider is chosen before the database opens. */
  constructor(private readonly database: Db | (() => Db)) {}

  private get db(): Db {
    return typeof this.database === 'function' ? this.database() : this.database;
  }

  async get(id: string): Promise<TestIntentState | null> {
    const [row] = await this.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, id))
      .limit(1);
    if (!row) return null;
    return {
      id: row.id,
      clientSecret: row.clientSecret,
      status: row.status as TestIntentStatus,
      amountCents: row.amountCents,
      amountReceivedCents: row.amountReceivedCents,
      refundedCents: row.refundedCents,
      currency: row.currency,
      userId: row.userId,
      lastError: row.lastError,
    };
  }

  async put(state: TestIntentState): Promise<void> {
    const values = {
      clientSecret: state.clientSecret,
      status: state.status,
      amountCents: state.amountCents,
      amountReceivedCents: state.amountReceivedCents,
      refundedCents: state.refundedCents,
      currency: state.currency,
      userId: state.userId,
      lastError: state.lastError,
      updatedAt: new Date(),
    };
    await this.db
      .insert(testPaymentIntents)
      .values({ id: state.id, ...values })
      .onConflictDoUpdate({ target: testPaymentIntents.id, set: values });
  }
}
