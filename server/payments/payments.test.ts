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

describe("test provider: Stripe's state machine with Stripe's test cards", () => {
  const card = (number: string, expYear = 2099) => ({ number, expMonth: 12, expYear });

  it('issues pi_test_ ids and secrets; a new intent requires a payment method and has received nothing', async () => {
    const provider = new TestPaymentProvider();
    const intent = await provider.createIntent({ amountCents: 1234, currency: 'usd', userId: 7 });
    expect(intent.id).toMatch(/^pi_test_[A-Za-z0-9]+$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`));
    expect(await provider.retrieveIntent(intent.id)).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      amountCents: 1234,
      amountReceivedCents: 0,
      currency: 'usd',
      userId: 7,
    });
    expect(await provider.retrieveIntent('pi_live_other')).toBeNull();
  });

  it('only the confirm step succeeds or fails it; a declined card can be followed by a good one', async () => {
    const provider = new TestPaymentProvider();
    const { id } = await provider.createIntent({ amountCents: 500, currency: 'usd', userId: 1 });
    expect(await provider.confirm(id, card('4000000000000002'))).toEqual({
      ok: true,
      id,
      status: 'requires_payment_method',
      errorMessage: 'Your card was declined.',
    });
    expect((await provider.retrieveIntent(id))?.amountReceivedCents).toBe(0);
    expect(await provider.confirm(id, card('4242424242424242', 2000))).toMatchObject({
      errorMessage: 'Your card has expired.',
    });
    expect(await provider.confirm(id, card('4242424242424242'))).toMatchObject({ status: 'succeeded' });
    expect(await provider.retrieveIntent(id)).toMatchObject({
      status: 'succeeded',
      amountReceivedCents: 500,
    });
    expect(await provider.confirm(id, card('4242424242424242'))).toEqual({
      ok: false,
      message:
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    });
  });

  it('3-D Secure: requires_action, then complete or fail', async () => {
    const provider = new TestPaymentProvider();
    const { id } = await provider.createIntent({ amountCents: 500, currency: 'usd', userId: 1 });
    expect(await provider.authenticate(id, 'complete')).toMatchObject({ ok: false });
    expect(await provider.confirm(id, card('4000002500003155'))).toMatchObject({ status: 'requires_action' });
    expect(await provider.authenticate(id, 'fail')).toMatchObject({
      status: 'requires_payment_method',
      errorMessage:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    await provider.confirm(id, card('4000002500003155'));
    expect(await provider.authenticate(id, 'complete')).toMatchObject({ status: 'succeeded' });
  });

  it('cancels unpaid intents, refunds paid ones once, and says how much it keeps', async () => {
    const provider = new TestPaymentProvider();
    const unpaid = await provider.createIntent({ amountCents: 500, currency: 'usd', userId: 1 });
    await provider.cancelIntent(unpaid.id);
    expect((await provider.retrieveIntent(unpaid.id))?.status).toBe('canceled');
    expect(await provider.confirm(unpaid.id, card('4242424242424242'))).toMatchObject({ ok: false });
    await expect(provider.refundIntent(unpaid.id)).rejects.toThrow(/succeeded/);

    const paid = await provider.createIntent({ amountCents: 700, currency: 'usd', userId: 1 });
    await provider.confirm(paid.id, card('4242424242424242'));
    expect(await provider.keptCents(paid.id)).toBe(700);
    await expect(provider.cancelIntent(paid.id)).rejects.toThrow(/cannot be canceled/);
    const first = await provider.refundIntent(paid.id);
    expect(await provider.refundIntent(paid.id)).toEqual(first);
    expect(await provider.keptCents(paid.id)).toBe(0);
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
