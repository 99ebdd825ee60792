// Card payments behind one interface: Stripe when STRIPE_SECRET_KEY is set, the test provider otherwise.
// Stripe's guidance (shared/guides/integrations.md): the server decides the amount, and before fulfilling it
// retrieves the PaymentIntent and checks status, amount_received, currency and our metadata.

export type PaymentMode = 'stripe' | 'test';

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  /** Our user id, stored in the intent's metadata and checked at checkout. */
  userId: number;
  /** Same key → same intent (Stripe idempotency), so a retried request does not create two. */
  idempotencyKey?: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface RetrievedIntent {
  id: string;
  /** Stripe's PaymentIntent status: requires_payment_method, requires_action, processing, succeeded, canceled… */
  status: string;
  amountCents: number;
  amountReceivedCents: number;
  currency: string;
  /** metadata.user_id as the provider holds it. */
  userId: number | null;
}

export interface PaymentProvider {
  readonly mode: PaymentMode;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<RetrievedIntent | null>;
  /** Cancels an intent that has not been paid (no money moves). */
  cancelIntent(id: string): Promise<void>;
  /** Refunds what a succeeded intent received, in full. Idempotent per intent. */
  refundIntent(id: string): Promise<{ refundId: string }>;
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
