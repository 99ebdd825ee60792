// TEST-PAYMENT MODE: used when STRIPE_SECRET_KEY is not set (refused in production).
// It issues its own ids (pi_test_…) and client secrets (pi_test_…_secret_…). There is no card step on the
// server: the storefront's test Stripe double "confirms" the secret in the browser, and an intent counts
// as succeeded from the moment it is created, for its full amount. Checkout still checks that this user
// created the intent and that the amount matches the server's own total, exactly as with Stripe.
import { randomBytes } from 'node:crypto';
import type { CreateIntentInput, CreatedIntent, PaymentProvider, RetrievedIntent } from './provider';

export const TEST_INTENT_PREFIX = 'pi_test_';

/** Looks up an intent the server recorded (payment_intents table), so test intents survive restarts. */
export type RecordedIntentLookup = (
  id: string,
) => Promise<{ amountCents: number; currency: string; userId: number } | null>;

export class TestPaymentProvider implements PaymentProvider {
  readonly mode = 'test' as const;
  private readonly created = new Map<string, RetrievedIntent>();
  private readonly byIdempotencyKey = new Map<string, CreatedIntent>();

  constructor(private readonly lookup?: RecordedIntentLookup) {}

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    if (input.idempotencyKey) {
      const previous = this.byIdempotencyKey.get(input.idempotencyKey);
      if (previous) return previous;
    }
    const id = `${TEST_INTENT_PREFIX}${token(18)}`;
    const intent = { id, clientSecret: `${id}_secret_${token(18)}` };
    this.created.set(id, {
      id,
      status: 'succeeded',
      amountCents: input.amountCents,
      amountReceivedCents: input.amountCents,
      currency: input.currency,
      userId: input.userId,
    });
    if (input.idempotencyKey) this.byIdempotencyKey.set(input.idempotencyKey, intent);
    return intent;
  }

  async retrieveIntent(id: string): Promise<RetrievedIntent | null> {
    if (!id.startsWith(TEST_INTENT_PREFIX)) return null;
    const known = this.created.get(id);
    if (known) return known;
    const recorded = await this.lookup?.(id);
    if (!recorded) return null;
    return {
      id,
      status: 'succeeded',
      amountCents: recorded.amountCents,
      amountReceivedCents: recorded.amountCents,
      currency: recorded.currency,
      userId: recorded.userId,
    };
  }
}

function token(bytes: number): string {
  // Stripe ids are alphanumeric; base64url without - and _ keeps the pi_…_secret_… split unambiguous.
  return randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');
}
