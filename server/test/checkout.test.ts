import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { billSummary } from '../../src/domain/cart';
import { orderItems, orders, userCarts } from '../db/schema';
import type { PaymentProvider, RetrievedIntent } from '../payments/provider';
import { ADDRESS, testShop, type ApiClient, type TestShop } from './support';

const TAX = 8.25; // fixtures/settings.ts

/** Alice's cart: 12 boxes of Coastal Oak (66.32) + 3 of Smoked Walnut. */
async function fillCart(api: ApiClient) {
  await api.ok('saveCartLine', { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 12 });
  await api.ok('saveCartLine', { 'Usercarts[product_id]': 2, 'Usercarts[quantity]': 3 });
  const cart = await api.ok('cart');
  const lines = cart.map((l) => ({ pricePerBoxCents: l.product.price_per_box, quantity: l.quantity }));
  return { cart, ids: cart.map((l) => l.user_carts_id).join(','), lines };
}

const order = (paymentId: string | undefined, ids: string, extra: Record<string, string | number> = {}) => ({
  'Userorder[appuser_address_id]': 0,
  'Userorder[payment_type]': 'Online',
  'Userorder[payment_status]': 'succeeded',
  'Userorder[payment_id]': paymentId ?? '',
  'Userorder[tax]': '0',
  'Userorder[shipping]': '0', // §9: sent as 0
  'Userorder[sub_total]': '0',
  'Userorder[total]': '0',
  'Userorder[order_status]': 'Confirm',
  'Userorder[delivery_type]': 'Pickup',
  'Userorder[user_carts_id]': ids,
  ...extra,
});

/** Creates an intent and pays it with Stripe's 4242 test card (test-payment mode). */
async function paid(api: ApiClient, fields: Record<string, string | number>) {
  const intent = await api.ok('createPaymentIntent', fields);
  await api.ok('confirmTestPayment', {
    payment_intent_id: intent.paymentIntentId,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  });
  return intent;
}

describe('payment intents and checkout', () => {
  let t: TestShop;
  let alice: ApiClient;
  beforeEach(async () => {
    t = await testShop();
    alice = t.client();
    await alice.signUp('alice@example.com');
  });

  it('creates a test-mode intent (pi_test_…, its client secret) recorded for this user', async () => {
    await fillCart(alice);
    const intent = await paid(alice, { amount: 12345, currency: 'usd' });
    expect(intent.paymentIntentId).toMatch(/^pi_test_\w+$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_\\w+$`));
  });

  it('validates the intent request', async () => {
    const empty = await alice.call('createPaymentIntent', { amount: 5000 });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('Your cart is empty');
    await fillCart(alice);
    expect((await alice.call('createPaymentIntent', { amount: '12.50' })).body.message).toMatch(/amount/);
    expect((await alice.call('createPaymentIntent', { amount: 10 })).body.message).toMatch(/at least 50/);
    expect((await alice.call('createPaymentIntent', { amount: 5000, currency: 'eur' })).body.message).toBe(
      'currency must be usd',
    );
    expect((await t.client().call('createPaymentIntent', { amount: 5000 })).status).toBe(401);
  });

  it('pickup: accepts the order when the paid amount equals items + tax, stores server totals, empties those lines', async () => {
    const { ids, lines } = await fillCart(alice);
    const bill = billSummary({ lines, taxPercent: TAX, mode: 'pickup', deliveryChargeCents: null });
    const intent = await paid(alice, { amount: bill.totalCents });
    // The client's own numbers are ignored.
    const res = await alice.call(
      'checkout',
      order(intent.paymentIntentId, ids, { 'Userorder[total]': '1.00', 'Userorder[sub_total]': '1.00' }),
      {
        encoding: 'multipart',
      },
    );
    expect(res.body).toMatchObject({ status: 1, message: 'Order placed successfully' });
    expect(res.body.data).toMatchObject({
      userorder_id: expect.any(Number),
      total: (bill.totalCents / 100).toFixed(2),
      sub_total: (bill.itemsCents / 100).toFixed(2),
      tax: (bill.taxCents! / 100).toFixed(2),
      shipping: '0.00',
      delivery_type: 'Pickup',
      payment_status: 'succeeded',
      order_status: 'Confirm',
    });
    const [stored] = await t.database.db.select().from(orders);
    expect(stored).toMatchObject({
      totalCents: bill.totalCents,
      subTotalCents: bill.itemsCents,
      taxCents: bill.taxCents,
      shippingCents: 0,
    });
    expect(
      await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, stored!.id)),
    ).toHaveLength(2);
    expect(await alice.ok('cart')).toEqual([]);
  });

  it('delivery: accepts pallets × a tier price, with the address snapshot', async () => {
    const { ids, lines } = await fillCart(alice); // 15 boxes → 1 pallet
    const address = (await alice.call('saveAddress', ADDRESS)).body.data as { appuser_address_id: number };
    const bill = billSummary({ lines, taxPercent: TAX, mode: 'delivery', deliveryChargeCents: 200_00 });
    const intent = await paid(alice, { amount: bill.totalCents });
    const receipt = await alice.ok(
      'checkout',
      order(intent.paymentIntentId, ids, {
        'Userorder[delivery_type]': 'Delivery',
        'Userorder[appuser_address_id]': address.appuser_address_id,
      }),
    );
    expect(receipt).toMatchObject({ shipping: 200_00, pallets: 1 });
    const [stored] = await t.database.db.select().from(orders);
    expect(stored?.addressSnapshot).toMatchObject({ address_line_1: '2315 Bissonnet St', city: 'Houston' });
    expect(stored?.appuserAddressId).toBe(address.appuser_address_id);
  });

  it('delivery: "we will call you" (charge 0) is accepted; a charge that is no tier price is not', async () => {
    const { ids, lines } = await fillCart(alice);
    const address = (await alice.call('saveAddress', ADDRESS)).body.data as { appuser_address_id: number };
    const goods = billSummary({ lines, taxPercent: TAX, mode: 'pickup', deliveryChargeCents: null });
    const wrong = await paid(alice, { amount: goods.totalCents + 175_00 });
    const refused = await alice.call(
      'checkout',
      order(wrong.paymentIntentId, ids, {
        'Userorder[delivery_type]': 'Delivery',
        'Userorder[appuser_address_id]': address.appuser_address_id,
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      status: 0,
      message: 'The amount paid does not match your cart. Please contact us.',
      data: null,
    });
    expect(await alice.ok('cart')).toHaveLength(2); // nothing removed

    const call = await paid(alice, { amount: goods.totalCents });
    const receipt = await alice.ok(
      'checkout',
      order(call.paymentIntentId, ids, {
        'Userorder[delivery_type]': 'Delivery',
        'Userorder[appuser_address_id]': address.appuser_address_id,
      }),
    );
    expect(receipt).toMatchObject({ shipping: 0 });
  });

  it("delivery needs one of the user's addresses", async () => {
    const { ids, lines } = await fillCart(alice);
    const bill = billSummary({ lines, taxPercent: TAX, mode: 'delivery', deliveryChargeCents: 150_00 });
    const intent = await paid(alice, { amount: bill.totalCents });
    const none = await alice.call(
      'checkout',
      order(intent.paymentIntentId, ids, { 'Userorder[delivery_type]': 'Delivery' }),
    );
    expect(none.body).toEqual({ status: 0, message: 'Please select an address', data: null });
    const bob = t.client();
    await bob.signUp('bob@example.com');
    const bobs = (await bob.call('saveAddress', ADDRESS)).body.data as { appuser_address_id: number };
    const foreign = await alice.call(
      'checkout',
      order(intent.paymentIntentId, ids, {
        'Userorder[delivery_type]': 'Delivery',
        'Userorder[appuser_address_id]': bobs.appuser_address_id,
      }),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Address not found');
  });

  it("refuses a wrong amount, an unknown intent and another user's intent", async () => {
    const { ids, lines } = await fillCart(alice);
    const bill = billSummary({ lines, taxPercent: TAX, mode: 'pickup', deliveryChargeCents: null });
    const short = await paid(alice, { amount: bill.totalCents - 1 });
    expect((await alice.call('checkout', order(short.paymentIntentId, ids))).status).toBe(409);
    const unknown = await alice.call('checkout', order('pi_test_madeup', ids));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Payment not found');

    const bob = t.client();
    await bob.signUp('bob@example.com');
    await bob.ok('saveCartLine', { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 1 });
    const bobsIntent = await paid(bob, { amount: bill.totalCents });
    const stolen = await alice.call('checkout', order(bobsIntent.paymentIntentId, ids));
    expect(stolen.status).toBe(404);
    expect(stolen.body.status).toBe(0);
  });

  it("refuses another user's cart lines", async () => {
    const bob = t.client();
    await bob.signUp('bob@example.com');
    const { ids: bobIds, lines } = await fillCart(bob);
    await alice.ok('saveCartLine', { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 1 });
    const bill = billSummary({ lines, taxPercent: TAX, mode: 'pickup', deliveryChargeCents: null });
    const intent = await paid(alice, { amount: bill.totalCents });
    const res = await alice.call('checkout', order(intent.paymentIntentId, bobIds));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Cart item not found');
    expect(await bob.ok('cart')).toHaveLength(2);
  });

  it('is idempotent on payment_id: a double submit (sequential or concurrent) makes one order and the same answer', async () => {
    const { ids, lines } = await fillCart(alice);
    const bill = billSummary({ lines, taxPercent: TAX, mode: 'pickup', deliveryChargeCents: null });
    const intent = await paid(alice, { amount: bill.totalCents });
    const [a, b] = await Promise.all([
      alice.call('checkout', order(intent.paymentIntentId, ids)),
      alice.call('checkout', order(intent.paymentIntentId, ids)),
    ]);
    const c = await alice.call('checkout', order(intent.paymentIntentId, ids));
    expect(a.body.status).toBe(1);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    expect(await t.database.db.select().from(orders)).toHaveLength(1);
  });

  it('validates order fields', async () => {
    const bad = await alice.call('checkout', order('pi_x', 'a,b'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('user_carts_id must be comma-joined ids');
    const type = await alice.call('checkout', order('pi_x', '1', { 'Userorder[delivery_type]': 'Drone' }));
    expect(type.body.message).toBe('delivery_type must be Pickup or Delivery');
    const missing = await alice.call('checkout', {});
    expect(missing.status).toBe(400);
    expect(missing.body.status).toBe(0);
  });
});

describe('checkout with a provider that reports other states (Stripe semantics)', () => {
  it.each([
    [{ status: 'requires_payment_method' }, 402, 'Payment status: requires_payment_method'],
    [{ received: -1 }, 409, 'The payment does not match the order. Please contact us.'],
    [{ currency: 'eur' }, 409, 'The payment does not match the order. Please contact us.'],
  ] as const)('refuses %j', async (state, httpStatus, message) => {
    let paid = 0;
    const provider: PaymentProvider = {
      mode: 'stripe',
      createIntent: async ({ amountCents }) => {
        paid = amountCents;
        return { id: 'pi_fake123', clientSecret: 'pi_fake123_secret_abc' };
      },
      cancelIntent: async () => {},
      refundIntent: async (id) => ({ refundId: `re_${id}` }),
      retrieveIntent: async (id): Promise<RetrievedIntent> => ({
        id,
        status: 'status' in state ? state.status : 'succeeded',
        amountCents: paid,
        amountReceivedCents: 'received' in state ? paid + state.received : paid,
        currency: 'currency' in state ? state.currency : 'usd',
        userId: null,
      }),
    };
    const t = await testShop({ payments: provider });
    const api = t.client();
    await api.signUp('carol@example.com');
    const { ids, lines } = await fillCart(api);
    const bill = billSummary({ lines, taxPercent: TAX, mode: 'pickup', deliveryChargeCents: null });
    const intent = await api.ok('createPaymentIntent', { amount: bill.totalCents });
    const res = await api.call('checkout', order(intent.paymentIntentId, ids));
    expect(res.status).toBe(httpStatus);
    expect(res.body).toEqual({ status: 0, message, data: null });
    expect(await t.database.db.select().from(userCarts)).toHaveLength(2);
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
  });
});
