// The settling job: every paid intent ends as an order or a refund after the grace period,
// in test-payment mode and in Stripe mode, once, whatever number of instances run it.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentSettlements } from '../db/schema';
import { StripePaymentProvider } from '../payments/stripe-provider';
import { PaymentSettler, recentSettlements } from '../services/settle';
import { startStripeStandIn, type StripeStandIn } from '../../tests/support/stripe-stand-in';
import {
  cartAndTotal,
  checkoutFields,
  TEST_CARD,
  testShop,
  twoTabsPayOneCart,
  type TestShop,
} from './support';

const GRACE_MS = 15 * 60_000;

/** A settler whose clock is `offsetMs` ahead of now. */
const settler = (t: TestShop, offsetMs: number) =>
  new PaymentSettler(t.database.db, t.shop.orders, t.logger, {
    graceMs: GRACE_MS,
    now: () => new Date(Date.now() + offsetMs),
  });

describe('test-payment mode', () => {
  it(
    'two intents paid for one cart, one checked out: the other is refunded after the grace period, once',
    { timeout: 60_000 },
    async () => {
      const t = await testShop();
      const api = t.client();
      await api.signUp('two-tabs@example.com');
      const { first, second, ids, total } = await twoTabsPayOneCart(api);
      expect(await t.payments.keptCents(second.paymentIntentId)).toBe(total); // charged, no order

      // Within the grace period the job leaves it alone (its own checkout may still come).
      expect(await settler(t, 0).run()).toMatchObject({ looked: 0, refunded: 0 });
      const report = await settler(t, GRACE_MS + 1000).run();
      expect(report).toMatchObject({ looked: 1, refunded: 1, ordered: 0 });
      expect(await t.payments.keptCents(second.paymentIntentId)).toBe(0);
      expect(await t.payments.keptCents(first.paymentIntentId)).toBe(total);
      expect(await t.database.db.select().from(orders)).toHaveLength(1);

      // What it did: in the table the back office reads, and in the log.
      const [settled, ...more] = await recentSettlements(t.database.db);
      expect(more).toEqual([]);
      expect(settled).toMatchObject({
        paymentId: second.paymentIntentId,
        provider: 'test',
        outcome: 'refunded',
        amountCents: total,
        orderId: null,
        reason: 'cart changed after the payment intent',
      });
      expect(settled!.refundId).toMatch(/^re_test_/);
      expect(settled!.waitedSeconds).toBeGreaterThanOrEqual(GRACE_MS / 1000);
      expect(t.logger.lines).toContainEqual(
        expect.objectContaining({
          event: 'payment_settled',
          outcome: 'refunded',
          payment_id: second.paymentIntentId,
        }),
      );

      // Idempotent: later runs find nothing; the shopper's late checkout reads that it was refunded.
      expect(await settler(t, 2 * GRACE_MS + 2000).run()).toMatchObject({ looked: 0 });
      expect(await t.database.db.select().from(paymentSettlements)).toHaveLength(1);
      const late = await api.call('checkout', checkoutFields(second.paymentIntentId, ids));
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/we refunded the payment/);
    },
  );

  it('paid, tab closed before checkout, cart unchanged: the job places the order', async () => {
    const t = await testShop();
    const api = t.client();
    await api.signUp('closed-tab@example.com');
    const { total } = await cartAndTotal(api);
    const intent = await api.ok('createPaymentIntent', { amount: total });
    await api.ok('confirmTestPayment', { ...TEST_CARD, payment_intent_id: intent.paymentIntentId });
    const report = await settler(t, GRACE_MS + 1000).run();
    expect(report).toMatchObject({ ordered: 1, refunded: 0 });
    const [order] = await t.database.db.select().from(orders);
    expect(order).toMatchObject({ paymentId: intent.paymentIntentId, totalCents: total });
    expect(await api.ok('cart')).toEqual([]);
    const [settled] = await recentSettlements(t.database.db);
    expect(settled).toMatchObject({ outcome: 'ordered', orderId: order!.id });
  });

  it('unpaid intents are left alone and asked about once per grace period; instances share the work', async () => {
    const t = await testShop();
    const shoppers = await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const api = t.client();
        await api.signUp(`${name}-settle@example.com`);
        const { total } = await cartAndTotal(api);
        const paid = await api.ok('createPaymentIntent', { amount: total });
        await api.ok('confirmTestPayment', { ...TEST_CARD, payment_intent_id: paid.paymentIntentId });
        // Emptied cart after paying: this one can only be refunded.
        await api.ok('deleteCartLine', { user_carts_id: (await api.ok('cart'))[0]!.user_carts_id });
        return { api, paid };
      }),
    );
    const unpaidApi = t.client();
    await unpaidApi.signUp('unpaid@example.com');
    const { total } = await cartAndTotal(unpaidApi);
    await unpaidApi.ok('createPaymentIntent', { amount: total });

    // Two instances at once.
    const reports = await Promise.all([settler(t, GRACE_MS + 1000).run(), settler(t, GRACE_MS + 1000).run()]);
    const sum = (k: 'refunded' | 'unpaid') => reports.reduce((n, r) => n + r[k], 0);
    expect(sum('refunded')).toBe(3);
    expect(sum('unpaid')).toBe(1);
    const settled = await t.database.db.select().from(paymentSettlements);
    expect(settled.map((s) => s.paymentId).sort()).toEqual(
      shoppers.map((s) => s.paid.paymentIntentId).sort(),
    );
    for (const s of shoppers) expect(await t.payments.keptCents(s.paid.paymentIntentId)).toBe(0);
    // The unpaid one is not asked about again within the next grace period.
    expect(await settler(t, GRACE_MS + 2000).run()).toMatchObject({ looked: 0 });
  });
});

describe('Stripe mode (stand-in Stripe, webhooks not delivered)', () => {
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.close());

  it('two intents paid for one cart, one checked out: the other is refunded at Stripe', async () => {
    const t = await testShop({
      payments: new StripePaymentProvider('sk_test_standin', undefined, { apiUrl: stripe.url }),
    });
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    // Webhooks are held (a shop without STRIPE_WEBHOOK_SECRET never gets them).
    const port = (server.address() as AddressInfo).port;
    stripe.webhook = {
      url: `http://127.0.0.1:${port}/api/webhooks/stripe`,
      secret: 'whsec_x',
      mode: 'manual',
    };
    try {
      const api = t.client();
      await api.signUp('stripe-two-tabs@example.com');
      const { ids, total } = await cartAndTotal(api);
      const first = await api.ok('createPaymentIntent', { amount: total });
      const second = await api.ok('createPaymentIntent', { amount: total });
      stripe.confirm(first.paymentIntentId, 'pm_card_visa');
      stripe.confirm(second.paymentIntentId, 'pm_card_visa');
      await api.ok('checkout', checkoutFields(first.paymentIntentId, ids));
      expect(stripe.kept(second.paymentIntentId)).toBe(total);
      const stripeSettler = new PaymentSettler(t.database.db, t.shop.orders, t.logger, {
        graceMs: GRACE_MS,
        now: () => new Date(Date.now() + GRACE_MS + 1000),
      });
      expect(await stripeSettler.run()).toMatchObject({ refunded: 1, ordered: 0 });
      expect(stripe.kept(second.paymentIntentId)).toBe(0);
      expect(stripe.kept(first.paymentIntentId)).toBe(total);
      const [settled] = await recentSettlements(t.database.db);
      expect(settled).toMatchObject({
        provider: 'stripe',
        outcome: 'refunded',
        paymentId: second.paymentIntentId,
      });
    } finally {
      stripe.webhook = null;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
