// Real card payments through Stripe PaymentIntents (the `stripe` package). Used when STRIPE_SECRET_KEY is set.
// `apiUrl` points the SDK at another host (the stand-in Stripe server of the tests: host/port/protocol
// settings of the SDK); webhooks are verified with STRIPE_WEBHOOK_SECRET on the raw body.
import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CreateIntentInput,
  type CreatedIntent,
  type PaymentEvent,
  type PaymentProvider,
  type RetrievedIntent,
  type RefundWhy,
} from './provider';

export interface StripeProviderOptions {
  /** Another API origin (tests, e2e: the stand-in Stripe server), e.g. http://127.0.0.1:12111. */
  apiUrl?: string;
  /** whsec_… — without it webhooks are refused. */
  webhookSecret?: string;
}

const EVENT_TYPES: Record<string, PaymentEvent['type']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
};

function hostSettings(apiUrl: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export class StripePaymentProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  constructor(secretKey: string, client?: Stripe, options: StripeProviderOptions = {}) {
    this.stripe =
      client ??
      new Stripe(secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        ...hostSettings(options.apiUrl),
      });
    this.webhookSecret = options.webhookSecret;
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          // The storefront confirms with the card element (confirmCardPayment).
          allowed_payment_method_types: ['card'],
          metadata: { user_id: String(input.userId) },
        },
        input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
      );
      if (!intent.client_secret) throw new PaymentProviderError('Stripe returned no client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error;
      throw new PaymentProviderError('Could not start the card payment. Please try again.', error);
    }
  }

  async cancelIntent(id: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
    } catch (error) {
      throw new PaymentProviderError('Could not cancel the card payment.', error);
    }
  }

  async refundIntent(id: string, why: RefundWhy = 'order_not_created'): Promise<{ refundId: string }> {
    try {
      // One refund per intent, whoever asks first (checkout or the webhook; the owner pressing twice): the
      // idempotency key makes a second request answer the first refund. Stripe refuses a key reused with
      // other parameters, so each reason has its own.
      const refund = await this.stripe.refunds.create(
        { payment_intent: id, reason: 'requested_by_customer', metadata: { reason: why } },
        { idempotencyKey: why === 'owner_refund' ? `owner-refund-${id}` : `refund-${id}` },
      );
      return { refundId: refund.id };
    } catch (error) {
      throw new PaymentProviderError('Could not refund the card payment.', error);
    }
  }

  async retrieveIntent(id: string): Promise<RetrievedIntent | null> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(id);
      const userId = Number(intent.metadata?.user_id);
      return {
        id: intent.id,
        status: intent.status,
        amountCents: intent.amount,
        amountReceivedCents: intent.amount_received,
        currency: intent.currency,
        userId: Number.isInteger(userId) && userId > 0 ? userId : null,
      };
    } catch (error) {
      const code = (error as { statusCode?: number }).statusCode;
      if (code === 404) return null;
      throw new PaymentProviderError('Could not check the card payment. Please try again.', error);
    }
  }

  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent | null {
    if (!this.webhookSecret || !signature) throw new WebhookSignatureError();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
    const type = EVENT_TYPES[event.type];
    if (!type) return null;
    const intent = event.data.object as Stripe.PaymentIntent;
    return {
      eventId: event.id,
      type,
      intentId: intent.id,
      status: intent.status,
      errorMessage: intent.last_payment_error?.message ?? null,
    };
  }
}
