// Card payments behind one interface: Stripe when STRIPE_SECRET_KEY is set, the test provider otherwise.
// Stripe's guidance: the server decides the amount, and before fulfilling it
// retrieves the PaymentIntent and checks status, amount_received, currency and our metadata.

export type PaymentMode = 'stripe' | 'test';
export type RefundWhy = 'order_not_created' | 'owner_refund';

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

/** A provider event that matters to orders (Stripe webhooks, normalised). */
export interface PaymentEvent {
  /** The provider's event id (evt_…), for logs. */
  eventId: string;
  type: 'succeeded' | 'failed' | 'canceled';
  intentId: string;
  status: string;
  /** last_payment_error.message of a failed payment. */
  errorMessage: string | null;
}

/** A webhook whose signature does not verify (or is missing). */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid Stripe signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly mode: PaymentMode;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<RetrievedIntent | null>;
  /** Cancels an intent that has not been paid (no money moves). */
  cancelIntent(id: string): Promise<void>;
  /**
   * Refunds what a succeeded intent received, in full. Idempotent per intent. `why`: a paid intent that
   * could not become an order (the default), or the owner refunding an order from the back office.
   */
  refundIntent(id: string, why?: RefundWhy): Promise<{ refundId: string }>;
  /**
   * Verifies a webhook (raw body + signature header) and reads it: null for event types orders ignore.
   * Throws WebhookSignatureError when it does not verify. Absent: this provider sends no webhooks.
   */
  parseWebhook?(rawBody: string, signature: string | undefined): PaymentEvent | null;
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
