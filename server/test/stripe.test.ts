// Stripe mode end to end without the internet: the server's Stripe provider (the real `stripe` SDK, pointed
// at the stand-in Stripe server through its host/port/protocol settings) and the webhook endpoint, which the
// stand-in calls with signed events. Checkout and the webhook make one order between them; a forged webhook
// makes none; a paid intent that cannot become an order is refunded.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../tests/support/stripe-stand-in';
import { orders, paymentIntents } from '../db/schema';
import { StripePaymentProvider } from '../payments/stripe-provider';
import { cartAndTotal, checkoutFields, testShop, type ApiClient, type TestShop } from './support';

const SECRET = 'whsec_test_standin_0123456789';

describe('Stripe mode against the stand-in Stripe server', () => {
  let stripe: StripeStandIn;
  let t: TestShop;
  let server: ServerType;
  let api: ApiClient;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.close());

  beforeEach(async () => {
    t = await testShop({
      payments: new StripePaymentProvider('sk_test_standin', undefined, {
        apiUrl: stripe.url,
        webhookSecret: SECRET,
      }),
    });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const port = (server.address() as AddressInfo).port;
    stripe.webhook = { url: `http://127.0.0.1:${port}/api/webhooks/stripe`, secret: SECRET };
    api = t.client();
    await api.signUp('sam@example.com');
  });
  afterEach(async () => {
    await stripe.settled();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A pickup intent for 4 boxes of product 1 at the server's total. */
  async function intent() {
    const { ids, total } = await cartAndTotal(api);
    const created = await api.ok('createPaymentIntent', { amount: total });
    return { id: created.paymentIntentId, secret: created.clientSecret, ids, total };
  }
  const order = checkoutFields;

  const storedOrders = () => t.database.db.select().from(orders);
  const record = async (id: string) =>
    (await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;

  it('reports Stripe mode; creates the intent at Stripe with the server total and the user in metadata', async () => {
    expect((await api.ok('settings')).payment_mode).toBe('stripe');
    const { id, secret, total } = await intent();
    expect(stripe.intents.get(id)).toMatchObject({
      amount: total,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: secret,
      metadata: { user_id: expect.any(String) },
    });
    expect(
      (
        await api.call('confirmTestPayment', {
          payment_intent_id: id,
          card_number: '4242424242424242',
          exp_month: 1,
          exp_year: 2099,
          cvc: '123',
        })
      ).body,
    ).toEqual({
      status: 0,
      message: 'Test payments are off: this shop takes card payments through Stripe.',
      data: null,
    });
  });

  it('checkout after the browser confirmed: the order; the webhook that follows changes nothing', async () => {
    stripe.webhook = { ...stripe.webhook!, mode: 'manual' };
    const { id, ids, total } = await intent();
    expect((await api.call('checkout', order(id, ids))).status).toBe(402);
    stripe.confirm(id, 'pm_card_visa');
    const receipt = await api.ok('checkout', order(id, ids));
    expect(receipt).toMatchObject({ total, delivery_type: 'Pickup' });
    await stripe.flushEvents();
    await stripe.settled();
    expect(await storedOrders()).toHaveLength(1);
    expect(stripe.kept(id)).toBe(total);
    expect(stripe.refunds).toEqual([]);
  });

  it('webhook only (the browser never posted checkout): payment_intent.succeeded makes the order', async () => {
    const { id, ids, total } = await intent();
    stripe.confirm(id, 'pm_card_visa');
    await stripe.settled();
    const [made] = await storedOrders();
    expect(made).toMatchObject({ paymentId: id, totalCents: total, paymentStatus: 'succeeded' });
    expect(await api.ok('cart')).toEqual([]);
    expect(t.logger.lines).toContainEqual(
      expect.objectContaining({ msg: 'payment succeeded event handled', outcome: 'ordered' }),
    );
    // The browser comes back later: the same order, not a second one.
    expect((await api.ok('checkout', order(id, ids)))?.userorder_id).toBe(made!.id);
    // Stripe retries an event: still one order.
    expect((await stripe.sendEvent('payment_intent.succeeded', id)).status).toBe(200);
    expect(await storedOrders()).toHaveLength(1);
  });

  it('a webhook with a bad signature is refused: no order, and no money was taken', async () => {
    const { id } = await intent();
    for (const signature of ['t=1,v1=deadbeef', '']) {
      const res = await stripe.sendEvent('payment_intent.succeeded', id, { signature });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: 0, message: 'Invalid Stripe signature', data: null });
    }
    // Signed with another secret.
    const realSecret = stripe.webhook!.secret;
    stripe.webhook = { ...stripe.webhook!, secret: 'whsec_someone_else' };
    expect((await stripe.sendEvent('payment_intent.succeeded', id)).status).toBe(400);
    stripe.webhook = { ...stripe.webhook, secret: realSecret };
    // Correctly signed but the intent is not paid: the server asks Stripe and makes nothing.
    expect((await stripe.sendEvent('payment_intent.succeeded', id)).status).toBe(402);
    expect(await storedOrders()).toEqual([]);
    expect(stripe.kept(id)).toBe(0);
    expect(t.logger.lines).toContainEqual(
      expect.objectContaining({ msg: 'stripe webhook refused: signature does not verify' }),
    );
  });

  it('a paid intent whose cart changed cannot become an order: refunded through Stripe, logged, refused at checkout', async () => {
    const { id, ids, total } = await intent();
    const [line] = await api.ok('cart');
    await api.ok('saveCartLine', {
      user_carts_id: line!.user_carts_id,
      'Usercarts[product_id]': 1,
      'Usercarts[quantity]': 9,
    });
    stripe.confirm(id, 'pm_card_visa'); // paid in the browser; the webhook arrives
    await stripe.settled();
    expect(await storedOrders()).toEqual([]);
    expect(stripe.kept(id)).toBe(0);
    expect(stripe.refunds).toEqual([expect.objectContaining({ payment_intent: id, amount: total })]);
    expect(await record(id)).toMatchObject({ refundStatus: 'refunded', refundId: stripe.refunds[0]!.id });
    expect(t.logger.lines).toContainEqual(
      expect.objectContaining({ event: 'payment_refunded', payment_id: id }),
    );
    const late = await api.call('checkout', order(id, ids));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^Your cart changed after you paid, so we refunded the payment of \$/);
    expect(stripe.refunds).toHaveLength(1);
    expect(await api.ok('cart')).toHaveLength(1);
  });

  it('payment_intent.payment_failed is recorded with its message; a later success still orders', async () => {
    const { id, total } = await intent();
    stripe.confirm(id, 'pm_card_chargeDeclined');
    await stripe.settled();
    expect(await record(id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });
    stripe.confirm(id, 'pm_card_visa');
    await stripe.settled();
    expect(await storedOrders()).toHaveLength(1);
    expect(stripe.kept(id)).toBe(total);
  });

  it('events for intents this shop did not make are acknowledged and ignored', async () => {
    const stranger = await fetch(`${stripe.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_other', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'amount=500&currency=usd',
    }).then((r) => r.json() as Promise<{ id: string }>);
    stripe.confirm(stranger.id, 'pm_card_visa');
    await stripe.settled();
    expect(await storedOrders()).toEqual([]);
    expect(t.logger.lines).toContainEqual(
      expect.objectContaining({ msg: 'payment event for an unknown intent ignored' }),
    );
  });
});

describe('the webhook endpoint in test-payment mode', () => {
  it('answers 404: there are no Stripe webhooks', async () => {
    const t = await testShop();
    const res = await t.app.request('/api/webhooks/stripe', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });
});
