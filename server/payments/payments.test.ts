import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../log';
import { choosePaymentProvider, StripePaymentProvider, TestPaymentProvider } from './index';

describe('choosing the payment provider', () => {
  it('uses Stripe when STRIPE_SECRET_KEY is set', () => {
    const provider = choosePaymentProvider({
      stripeSecretKey: 'sk_test_123',
      production: true,
      logger: memoryLogger(),
    });
    expect(provider).toBeInstanceOf(StripePaymentProvider);
    expect(provider.mode).toBe('stripe');
  });

  it('falls back to the clearly logged test-payment mode outside production', () => {
    const logger = memoryLogger();
    const provider = choosePaymentProvider({ production: false, logger });
    expect(provider.mode).toBe('test');
    expect(
      logger.lines.some((l) => l.level === 'warn' && String(l.msg).startsWith('TEST-PAYMENT MODE')),
    ).toBe(true);
  });

  it('refuses to run without a key in production', () => {
    expect(() => choosePaymentProvider({ production: true, logger: memoryLogger() })).toThrow(
      /STRIPE_SECRET_KEY is required/,
    );
  });
});

describe('test provider', () => {
  it('issues pi_test_ ids and secrets and reports them succeeded for the full amount', async () => {
    const provider = new TestPaymentProvider();
    const intent = await provider.createIntent({ amountCents: 1234, currency: 'usd', userId: 7 });
    expect(intent.id).toMatch(/^pi_test_[A-Za-z0-9]+$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`));
    expect(await provider.retrieveIntent(intent.id)).toEqual({
      id: intent.id,
      status: 'succeeded',
      amountCents: 1234,
      amountReceivedCents: 1234,
      currency: 'usd',
      userId: 7,
    });
    expect(await provider.retrieveIntent('pi_live_other')).toBeNull();
  });

  it('after a restart, knows the intents the server recorded', async () => {
    const provider = new TestPaymentProvider(async (id) =>
      id === 'pi_test_abc' ? { amountCents: 99, currency: 'usd', userId: 3 } : null,
    );
    expect(await provider.retrieveIntent('pi_test_abc')).toMatchObject({
      status: 'succeeded',
      amountReceivedCents: 99,
      userId: 3,
    });
    expect(await provider.retrieveIntent('pi_test_nope')).toBeNull();
  });
});

describe('Stripe provider (with a stand-in client)', () => {
  function fakeClient(intent: Partial<Stripe.PaymentIntent>, calls: unknown[] = []) {
    return {
      paymentIntents: {
        create: async (params: unknown, options: unknown) => {
          calls.push([params, options]);
          return { id: 'pi_123', client_secret: 'pi_123_secret_456', ...intent };
        },
        retrieve: async (id: string) => {
          if (id === 'pi_missing')
            throw Object.assign(new Error('No such payment_intent'), { statusCode: 404 });
          return {
            id,
            status: 'succeeded',
            amount: 500,
            amount_received: 500,
            currency: 'usd',
            metadata: { user_id: '9' },
            ...intent,
          };
        },
      },
    } as unknown as Stripe;
  }

  it('creates a card PaymentIntent in cents with the user in metadata', async () => {
    const calls: unknown[] = [];
    const provider = new StripePaymentProvider('sk_test', fakeClient({}, calls));
    expect(await provider.createIntent({ amountCents: 500, currency: 'usd', userId: 9 })).toEqual({
      id: 'pi_123',
      clientSecret: 'pi_123_secret_456',
    });
    expect(calls[0]).toEqual([
      { amount: 500, currency: 'usd', allowed_payment_method_types: ['card'], metadata: { user_id: '9' } },
      undefined,
    ]);
  });

  it('maps a retrieved intent and answers null for an unknown id', async () => {
    const provider = new StripePaymentProvider(
      'sk_test',
      fakeClient({ status: 'processing', amount_received: 0 }),
    );
    expect(await provider.retrieveIntent('pi_123')).toEqual({
      id: 'pi_123',
      status: 'processing',
      amountCents: 500,
      amountReceivedCents: 0,
      currency: 'usd',
      userId: 9,
    });
    expect(await provider.retrieveIntent('pi_missing')).toBeNull();
  });
});
