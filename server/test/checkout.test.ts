// The money path in test-payment mode: the server prices the order
// before any intent exists (its own delivery quote included), test intents follow Stripe's state machine,
// checkout makes the order from what the intent was priced for, and every way to get money without an order
// or an order without money ends with no order and no kept money.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { billSummary } from '../../src/domain/cart';
import { METRES_PER_MILE } from '../../src/domain/delivery';
import { orderItems, orders, paymentIntents, testPaymentIntents } from '../db/schema';
import { TestPaymentProvider } from '../payments/test-provider';
import { DbTestIntentStore } from '../payments/test-store';
import {
  ADDRESS,
  checkoutFields,
  shopWithShoppers,
  TEST_CARD,
  testShop,
  type ApiClient,
  type TestShop,
} from './support';

const TAX = 8.25; // fixtures/settings.ts

/** A cart of 12 boxes of product 1 + 3 of product 2 (15 boxes: one pallet). */
async function fillCart(api: ApiClient) {
  await api.ok('saveCartLine', { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 12 });
  await api.ok('saveCartLine', { 'Usercarts[product_id]': 2, 'Usercarts[quantity]': 3 });
  const cart = await api.ok('cart');
  const lines = cart.map((l) => ({ pricePerBoxCents: l.product.price_per_box, quantity: l.quantity }));
  return { cart, ids: cart.map((l) => l.user_carts_id).join(','), lines };
}

const bill = (lines: { pricePerBoxCents: number; quantity: number }[], deliveryCents: number | null = null) =>
  billSummary({
    lines,
    taxPercent: TAX,
    mode: deliveryCents === null ? 'pickup' : 'delivery',
    deliveryChargeCents: deliveryCents,
  });

const order = checkoutFields;

// Every test: a fresh shop where Alice has signed up.
let t: TestShop;
let alice: ApiClient;
beforeEach(async () => {
  [t, alice] = await shopWithShoppers('alice@example.com');
});

/** The stored record of one payment intent. */
const intentRecord = async (id: string) =>
  (await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0];

describe('the server prices the order before any intent exists', () => {
  const intents = () => t.database.db.select().from(paymentIntents);
  const addAddress = async (miles: number | null | 'fail', fields: Record<string, string> = {}) => {
    t.routing.answer = () => (typeof miles === 'number' ? miles * METRES_PER_MILE : miles);
    const res = await alice.call('saveAddress', { ...ADDRESS, ...fields });
    return (res.body.data as { appuser_address_id: number }).appuser_address_id;
  };

  it('pickup: items + tax; the record keeps the lines, mode and figures it was priced for', async () => {
    const { cart, ids, lines } = await fillCart(alice);
    const pickup = bill(lines);
    const intent = await alice.ok('createPaymentIntent', {
      amount: pickup.totalCents,
      delivery_type: 'Pickup',
      appuser_address_id: 0,
      user_carts_id: ids,
    });
    expect(intent.paymentIntentId).toMatch(/^pi_test_\w+$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_\\w+$`));
    const [record] = await intents();
    expect(record).toMatchObject({
      provider: 'test',
      status: 'requires_payment_method',
      amountCents: pickup.totalCents,
      itemsCents: pickup.itemsCents,
      taxCents: pickup.taxCents,
      shippingCents: 0,
      deliveryType: 'Pickup',
      deliveryLabel: 'Pickup',
      appuserAddressId: null,
    });
    expect(record?.lines.map((l) => [l.user_carts_id, l.quantity])).toEqual(
      cart.map((l) => [l.user_carts_id, l.quantity]),
    );
  });

  it('a tampered amount is refused with the server figures, and no intent exists', async () => {
    const { lines } = await fillCart(alice);
    const pickup = bill(lines);
    const res = await alice.call('createPaymentIntent', { amount: pickup.totalCents - 100 });
    expect(res.status).toBe(409);
    const usd = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(res.body).toEqual({
      status: 0,
      message: `Your total has changed to ${usd(pickup.totalCents)} (items ${usd(pickup.itemsCents)}, tax ${usd(pickup.taxCents!)}). Please review your cart.`,
      data: null,
    });
    expect(await intents()).toEqual([]);
    expect(await t.database.db.select().from(testPaymentIntents)).toEqual([]);
  });

  it('a total built on a cheaper tier than the road distance gives is refused', async () => {
    const { lines } = await fillCart(alice); // 15 boxes → 1 pallet
    const address = await addAddress(150); // tier 100.01–200 mi: $200 a pallet
    const cheaper = bill(lines, 150_00);
    const res = await alice.call('createPaymentIntent', {
      amount: cheaper.totalCents,
      delivery_type: 'Delivery',
      appuser_address_id: address,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('delivery $200.00');
    expect(await intents()).toEqual([]);

    const right = bill(lines, 200_00);
    await alice.ok('createPaymentIntent', {
      amount: right.totalCents,
      delivery_type: 'Delivery',
      appuser_address_id: address,
    });
    expect((await intents())[0]).toMatchObject({
      shippingCents: 200_00,
      deliveryLabel: 'Standard Delivery',
      miles: 150,
      pallets: 1,
      appuserAddressId: address,
      addressSnapshot: { address_line_1: '2315 Bissonnet St', city: 'Houston' },
    });
  });

  it('charge 0 only when the server itself says "we will call you"', async () => {
    const { lines } = await fillCart(alice);
    const free = bill(lines, 0);
    // A near address (6 mi) costs a pallet at $150: a delivery with no shipping paid is refused.
    const near = await addAddress(6);
    const refused = await alice.call('createPaymentIntent', {
      amount: free.totalCents,
      delivery_type: 'Delivery',
      appuser_address_id: near,
    });
    expect(refused.body.message).toContain('delivery $150.00');
    // Beyond the tiers (250 mi) and without a road route: we will call, charge 0.
    for (const miles of [250, null]) {
      const far = await addAddress(miles, { 'Appuseraddress[latitude]': miles === null ? '21.3' : '32.7' });
      const intent = await alice.ok('createPaymentIntent', {
        amount: free.totalCents,
        delivery_type: 'Delivery',
        appuser_address_id: far,
      });
      expect(await intentRecord(intent.paymentIntentId)).toMatchObject({
        shippingCents: 0,
        deliveryLabel: 'We will call you to set up delivery.',
      });
    }
  });

  it('an address without coordinates (typed by hand) is "we will call you" at 0, not a dead end', async () => {
    const { lines } = await fillCart(alice);
    const nowhere = await addAddress(5, { 'Appuseraddress[latitude]': '', 'Appuseraddress[longitude]': '' });
    const fields = (deliveryCents: number) => ({
      amount: bill(lines, deliveryCents).totalCents,
      delivery_type: 'Delivery',
      appuser_address_id: nowhere,
    });
    expect((await alice.call('createPaymentIntent', fields(150_00))).body.message).toContain(
      'delivery $0.00',
    );
    await alice.ok('createPaymentIntent', fields(0));
    expect(t.routing.requests).toEqual([]);
    expect((await intents())[0]).toMatchObject({ shippingCents: 0, deliveryCallRequired: true });
  });

  it('routing unreachable: "we will call you" at 0 — never a price the server can compute itself', async () => {
    const { lines } = await fillCart(alice);
    const address = await addAddress('fail'); // down as it is added: not measured
    const at = (deliveryCents: number) => ({
      amount: bill(lines, deliveryCents).totalCents,
      delivery_type: 'Delivery',
      appuser_address_id: address,
    });
    // Still down at the quote (§8 route failure): the order goes ahead with shipping 0, marked for a call.
    const priced = await alice.call('createPaymentIntent', at(150_00));
    expect(priced.status).toBe(409);
    expect(priced.body.message).toContain('delivery $0.00');
    const intent = await alice.ok('createPaymentIntent', at(0));
    expect(await intentRecord(intent.paymentIntentId)).toMatchObject({
      shippingCents: 0,
      deliveryLabel: 'We will call you to set up delivery.',
      deliveryCallRequired: true,
    });
    // Back up: the server measures and prices it, and refuses a client that still claims the outage.
    t.routing.answer = () => 20 * METRES_PER_MILE;
    const claimed = await alice.call('createPaymentIntent', at(0));
    expect(claimed.status).toBe(409);
    expect(claimed.body.message).toContain('delivery $150.00');
    await alice.ok('createPaymentIntent', at(150_00));
  });

  it('routing timing out is an outage too; a real exception of the calculation is still refused', async () => {
    const { lines } = await fillCart(alice);
    const address = await addAddress('fail');
    const fields = {
      amount: bill(lines, 0).totalCents,
      delivery_type: 'Delivery',
      appuser_address_id: address,
    };
    t.routing.answer = () => 'hang';
    await alice.ok('createPaymentIntent', fields);
    // The quote's own bookkeeping failing is not a routing outage: "something went wrong", no intent.
    const broken = await testShop({
      roadDistance: () => Promise.reject(new TypeError('a bug in the calculation')),
    });
    const bob = broken.client();
    await bob.signUp('bob@example.com');
    const { lines: bobs } = await fillCart(bob);
    const bobAddress = (await bob.call('saveAddress', ADDRESS)).body.data as { appuser_address_id: number };
    const refused = await bob.call('createPaymentIntent', {
      amount: bill(bobs, 0).totalCents,
      delivery_type: 'Delivery',
      appuser_address_id: bobAddress.appuser_address_id,
    });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(
      'We could not calculate the delivery charge right now. Please try again in a moment.',
    );
  });

  it('refuses lines other than the cart, a missing or foreign address', async () => {
    const { ids, lines } = await fillCart(alice);
    const pickup = bill(lines);
    const stale = await alice.call('createPaymentIntent', {
      amount: pickup.totalCents,
      user_carts_id: ids.split(',')[0]!,
    });
    expect(stale.body).toMatchObject({
      status: 0,
      message: 'Your cart has changed. Please review your cart.',
    });
    const none = await alice.call('createPaymentIntent', {
      amount: pickup.totalCents,
      delivery_type: 'Delivery',
    });
    expect(none).toMatchObject({ status: 400, body: { message: 'Please select an address' } });
    const bob = t.client();
    await bob.signUp('bob@example.com');
    const bobs = (await bob.call('saveAddress', ADDRESS)).body.data as { appuser_address_id: number };
    const foreign = await alice.call('createPaymentIntent', {
      amount: pickup.totalCents,
      delivery_type: 'Delivery',
      appuser_address_id: bobs.appuser_address_id,
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Address not found' } });
    expect(await intents()).toEqual([]);
  });

  it('validates the intent request', async () => {
    const empty = await alice.call('createPaymentIntent', { amount: 5000 });
    expect(empty).toMatchObject({ status: 409, body: { message: 'Your cart is empty' } });
    await fillCart(alice);
    expect((await alice.call('createPaymentIntent', { amount: '12.50' })).body.message).toMatch(/amount/);
    expect((await alice.call('createPaymentIntent', { amount: 10 })).body.message).toBe(
      'An order paid online must come to at least $0.50.',
    );
    // Over the most a card payment takes: said to the shopper as it is (the checkout shows it).
    expect(await alice.call('createPaymentIntent', { amount: 100_000_000 })).toMatchObject({
      status: 400,
      body: {
        status: 0,
        message: expect.stringMatching(/^An order paid online can come to at most \$999,999\.99\./),
      },
    });
    expect((await alice.call('createPaymentIntent', { amount: 5000, currency: 'eur' })).body.message).toBe(
      'currency must be usd',
    );
    expect((await alice.call('createPaymentIntent', { amount: 5000, delivery_type: 'Drone' })).status).toBe(
      400,
    );
    expect((await t.client().call('createPaymentIntent', { amount: 5000 })).status).toBe(401);
  });
});

describe('test payments, checkout and refunds', () => {
  const pay = (paymentId: string, card = TEST_CARD.card_number) =>
    alice.call('confirmTestPayment', { ...TEST_CARD, payment_intent_id: paymentId, card_number: card });
  const storedOrders = () => t.database.db.select().from(orders);

  async function pickupIntent() {
    const filled = await fillCart(alice);
    const total = bill(filled.lines).totalCents;
    const intent = await alice.ok('createPaymentIntent', { amount: total, user_carts_id: filled.ids });
    return { ...filled, total, id: intent.paymentIntentId };
  }

  /** Alice's cart priced for Delivery to ADDRESS, with the road miles the routing service answers. */
  async function deliveryIntent(miles: number | 'fail', deliveryCents: number) {
    const filled = await fillCart(alice);
    t.routing.answer = () => (miles === 'fail' ? miles : miles * METRES_PER_MILE);
    const address = (await alice.call('saveAddress', ADDRESS)).body.data as { appuser_address_id: number };
    const total = bill(filled.lines, deliveryCents);
    const intent = await alice.ok('createPaymentIntent', {
      amount: total.totalCents,
      delivery_type: 'Delivery',
      appuser_address_id: address.appuser_address_id,
      user_carts_id: filled.ids,
    });
    return { ...filled, total, addressId: address.appuser_address_id, id: intent.paymentIntentId };
  }

  it('delivery: paid with 4242, ordered from the intent record with its lines, label, miles and address', async () => {
    const { ids, lines, total, addressId, id } = await deliveryIntent(42.424, 150_00);
    const early = await alice.call('checkout', order(id, ids));
    expect(early).toMatchObject({
      status: 402,
      body: { message: 'Payment status: requires_payment_method' },
    });
    expect((await pay(id)).body.data).toMatchObject({ status: 'succeeded' });

    // The client's own figures (and even its delivery type) are not what the order is made of.
    const res = await alice.call('checkout', order(id, ids, { 'Userorder[total]': '1.00' }));
    expect(res.body).toMatchObject({ status: 1, message: 'Order placed successfully' });
    expect(res.body.data).toMatchObject({
      userorder_id: expect.any(Number),
      total: (total.totalCents / 100).toFixed(2),
      sub_total: (total.itemsCents / 100).toFixed(2),
      tax: (total.taxCents! / 100).toFixed(2),
      shipping: '150.00',
      delivery_type: 'Delivery',
      delivery_label: 'Express Delivery',
      miles: 42.42,
      pallets: 1,
      payment_status: 'succeeded',
      delivery_call_required: false,
    });
    const [stored] = await storedOrders();
    expect(stored).toMatchObject({
      totalCents: total.totalCents,
      shippingCents: 150_00,
      deliveryLabel: 'Express Delivery',
      miles: 42.42,
      appuserAddressId: addressId,
      addressSnapshot: { address_line_1: '2315 Bissonnet St', latitude: 29.7218 },
    });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, stored!.id));
    expect(items.map((i) => [i.quantity, i.lineTotalCents])).toEqual(
      lines.map((l) => [l.quantity, l.quantity * l.pricePerBoxCents]),
    );
    expect(await alice.ok('cart')).toEqual([]);
    expect(await t.payments.keptCents(id)).toBe(total.totalCents);
  });

  it('routing unreachable: the Delivery order is placed with shipping 0 and "call to arrange delivery"', async () => {
    const { ids, id } = await deliveryIntent('fail', 0);
    await pay(id);
    const res = await alice.call('checkout', order(id, ids, { 'Userorder[delivery_type]': 'Delivery' }));
    expect(res.body.data).toMatchObject({
      shipping: '0.00',
      delivery_type: 'Delivery',
      delivery_label: 'We will call you to set up delivery.',
      delivery_call_required: true,
    });
    const [stored] = await storedOrders();
    expect(stored).toMatchObject({ shippingCents: 0, deliveryCallRequired: true });
    // The owner's to-do in the log.
    expect(t.logger.lines).toContainEqual(
      expect.objectContaining({ msg: 'call to arrange delivery', userorder_id: stored!.id }),
    );
  });

  it('a declined card, then 4242 on the same intent: one order and one charge', async () => {
    const { id, ids, total } = await pickupIntent();
    expect((await pay(id, '4000000000000002')).body.data).toMatchObject({
      status: 'requires_payment_method',
      error_message: 'Your card was declined.',
    });
    expect(await t.payments.keptCents(id)).toBe(0);
    await pay(id);
    await alice.ok('checkout', order(id, ids));
    expect(await storedOrders()).toHaveLength(1);
    expect(await t.payments.keptCents(id)).toBe(total);
    expect((await intentRecord(id))?.status).toBe('succeeded');
  });

  it('a cart changed before the card step: the intent is cancelled, no money moves, no order', async () => {
    const { id, cart, ids } = await pickupIntent();
    await alice.ok('saveCartLine', {
      user_carts_id: cart[0]!.user_carts_id,
      'Usercarts[product_id]': 1,
      'Usercarts[quantity]': 13,
    });
    const res = await pay(id);
    expect(res).toMatchObject({
      status: 409,
      body: {
        message:
          'Your cart changed after the payment was started, so the payment was cancelled. Please review your cart and pay again.',
      },
    });
    expect((await t.payments.retrieveIntent(id))?.status).toBe('canceled');
    expect(await t.payments.keptCents(id)).toBe(0);
    expect((await alice.call('checkout', order(id, ids))).status).toBe(402);
    expect(await storedOrders()).toEqual([]);
  });

  it('a cart changed after paying: checkout is refused, the payment refunded and logged, the cart kept', async () => {
    const { id, cart, ids, total } = await pickupIntent();
    await pay(id);
    await alice.ok('deleteCartLine', { user_carts_id: cart[1]!.user_carts_id });
    const res = await alice.call('checkout', order(id, ids));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Your cart changed after you paid, so we refunded the payment of $${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}. Please review your cart and pay again.`,
    );
    expect(await storedOrders()).toEqual([]);
    expect(await t.payments.keptCents(id)).toBe(0);
    expect(await alice.ok('cart')).toHaveLength(1);
    expect(t.logger.lines).toContainEqual(
      expect.objectContaining({ event: 'payment_refunded', payment_id: id, amount_cents: total }),
    );
    // Posting again answers the same refusal; the refund happened once.
    expect((await alice.call('checkout', order(id, ids))).body.message).toBe(res.body.message);
    expect(t.logger.lines.filter((l) => l.event === 'payment_refunded')).toHaveLength(1);
  });

  it('posting other lines than the paid ones refunds instead of ordering them', async () => {
    const { id, ids } = await pickupIntent();
    await pay(id);
    const res = await alice.call('checkout', order(id, ids.split(',')[0]!));
    expect(res.status).toBe(409);
    expect(await storedOrders()).toEqual([]);
    expect(await t.payments.keptCents(id)).toBe(0);
  });

  it('a payment id that made an order, replayed with other cart lines, is refused; the new line stays', async () => {
    const { id, ids } = await pickupIntent();
    await pay(id);
    const first = await alice.ok('checkout', order(id, ids));
    await alice.ok('saveCartLine', { 'Usercarts[product_id]': 3, 'Usercarts[quantity]': 2 });
    const [newLine] = await alice.ok('cart');
    const replay = await alice.call('checkout', order(id, String(newLine!.user_carts_id)));
    expect(replay).toMatchObject({
      status: 409,
      body: {
        message: `This payment was already used for order #${first!.userorder_id}. Please review your cart and pay for the remaining items separately.`,
      },
    });
    expect(await storedOrders()).toHaveLength(1);
    expect(await alice.ok('cart')).toHaveLength(1);
  });

  it('is idempotent on payment_id: a double submit (sequential or concurrent) makes one order', async () => {
    const { id, ids } = await pickupIntent();
    await pay(id);
    const [a, b] = await Promise.all([
      alice.call('checkout', order(id, ids)),
      alice.call('checkout', order(id, ids)),
    ]);
    const c = await alice.call('checkout', order(id, ids));
    expect(a.body.status).toBe(1);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    expect(await storedOrders()).toHaveLength(1);
  });

  it("refuses unknown intents, another user's intent and another user's steps", async () => {
    const { id, ids } = await pickupIntent();
    expect(await alice.call('checkout', order('pi_test_madeup', ids))).toMatchObject({
      status: 404,
      body: { message: 'Payment not found' },
    });
    const bob = t.client();
    await bob.signUp('bob@example.com');
    expect((await bob.call('confirmTestPayment', { ...TEST_CARD, payment_intent_id: id })).status).toBe(404);
    await pay(id);
    expect((await bob.call('checkout', order(id, ids))).status).toBe(404);
    await alice.ok('checkout', order(id, ids));
    expect((await bob.call('checkout', order(id, ids))).status).toBe(404);
  });

  it('validates order fields', async () => {
    const bad = await alice.call('checkout', order('pi_x', 'a,b'));
    expect(bad).toMatchObject({ status: 400, body: { message: 'user_carts_id must be comma-joined ids' } });
    const type = await alice.call('checkout', order('pi_x', '1', { 'Userorder[delivery_type]': 'Drone' }));
    expect(type.body.message).toBe('delivery_type must be Pickup or Delivery');
    expect((await alice.call('checkout', {})).status).toBe(400);
  });

  it('test intents live in the database: a restarted provider knows a paid one', async () => {
    const { id, ids, total } = await pickupIntent();
    await pay(id);
    const restarted = new TestPaymentProvider(new DbTestIntentStore(t.database.db));
    expect(await restarted.retrieveIntent(id)).toMatchObject({
      status: 'succeeded',
      amountReceivedCents: total,
    });
    const after = await testShop({ payments: restarted, resetData: false });
    const again = after.client();
    again.authKey = alice.authKey;
    await again.ok('checkout', order(id, ids));
    expect(await storedOrders()).toHaveLength(1);
  });
});
