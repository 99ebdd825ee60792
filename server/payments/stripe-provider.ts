// Real card payments through Stripe PaymentIntents (the `stripe` package). Used when STRIPE_SECRET_KEY is set.
import Stripe from 'stripe';
import {
  PaymentProviderError,
  type CreateIntentInput,
  type CreatedIntent,
  type PaymentProvider,
  type RetrievedIntent,
} from './provider';

export class StripePaymentProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(secretKey: string, client?: Stripe) {
    this.stripe = client ?? new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
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

  async refundIntent(id: string): Promise<{ refundId: string }> {
    try {
      // One refund per intent, whoever asks first (checkout or the webhook): the idempotency key makes a
      // second request answer the first refund.
      const refund = await this.stripe.refunds.create(
        { payment_intent: id, reason: 'requested_by_customer', metadata: { reason: 'order_not_created' } },
        { idempotencyKey: `refund-${id}` },
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
}
