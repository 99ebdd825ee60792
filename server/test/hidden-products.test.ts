// Products the owner hid (or whose category they hid) are no longer sold (docs/admin.md): the cart refuses
// to add them or change their quantity, and no payment starts for a cart holding one; a line that already
// holds one stays listed so the shopper sees what the refusal names, and can still be removed.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billSummary } from '../../src/domain/cart';
import { orders, paymentIntents, productCategories, products } from '../db/schema';
import { unavailableInCartMessage } from '../services/orders';
import {
  cartLine as line,
  checkoutFields,
  TEST_CARD,
  shopWithShoppers,
  type ApiClient,
  type TestShop,
} from './support';

const TAX = 8.25; // fixtures/settings.ts

describe('hidden products in the cart and at checkout', () => {
  let t: TestShop;
  let alice: ApiClient;
  beforeEach(async () => {
    [t, alice] = await shopWithShoppers('alice@example.com');
  });
  // The catalogue is shared with the other test files: shown again whatever a test hid.
  afterEach(async () => {
    await t.database.db.execute(sql`UPDATE products SET hidden = false WHERE hidden`);
    await t.database.db.execute(sql`UPDATE product_categories SET hidden = false WHERE hidden`);
  });

  const hideProducts = (...ids: number[]) =>
    t.database.db.update(products).set({ hidden: true }).where(inArray(products.id, ids));
  const categoryOf = async (productId: number) =>
    (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!.categoryId;
  const hideCategory = (id: number) =>
    t.database.db.update(productCategories).set({ hidden: true }).where(eq(productCategories.id, id));
  const intents = () => t.database.db.select().from(paymentIntents);

  /** The pickup total the storefront would send for the cart as it lists it. */
  async function pickupTotal() {
    const cart = await alice.ok('cart');
    const { totalCents } = billSummary({
      lines: cart.map((l) => ({ pricePerBoxCents: l.product.price_per_box, quantity: l.quantity })),
      taxPercent: TAX,
      mode: 'pickup',
      deliveryChargeCents: null,
    });
    return { cart, totalCents, ids: cart.map((l) => l.user_carts_id).join(',') };
  }
  const startPayment = async () => {
    const { totalCents, ids } = await pickupTotal();
    return alice.call('createPaymentIntent', {
      amount: totalCents,
      currency: 'usd',
      delivery_type: 'Pickup',
      appuser_address_id: 0,
      user_carts_id: ids,
    });
  };

  it('refuses to add a hidden product, or a product of a hidden category, with a message', async () => {
    await hideProducts(1);
    const refused = await alice.call('saveCartLine', line(1, 2), { encoding: 'multipart' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      status: 0,
      message: 'Sorry, this product is no longer available.',
      data: null,
    });

    await hideCategory(await categoryOf(2));
    const inHiddenCategory = await alice.call('saveCartLine', line(2, 1));
    expect(inHiddenCategory.status).toBe(409);
    expect(inHiddenCategory.body.message).toBe('Sorry, this product is no longer available.');
    expect(await alice.ok('cart')).toEqual([]);
  });

  it('a line whose product is hidden later stays listed; its quantity is refused, removing it works', async () => {
    await alice.ok('saveCartLine', line(1, 2));
    await alice.ok('saveCartLine', line(5, 3));
    await hideProducts(1);

    const cart = await alice.ok('cart');
    expect(cart.map((l) => [l.product.product_id, l.quantity])).toEqual([
      [1, 2],
      [5, 3],
    ]);
    const hiddenLine = cart[0]!.user_carts_id;
    const update = await alice.call('saveCartLine', line(1, 4, { user_carts_id: hiddenLine }));
    expect(update.status).toBe(409);
    expect(update.body).toEqual({
      status: 0,
      message: 'Sorry, this product is no longer available. Please remove it from your cart.',
      data: null,
    });
    // Adding more of it onto its line is refused too; the other line still changes.
    expect((await alice.call('saveCartLine', line(1, 1))).status).toBe(409);
    await alice.ok('saveCartLine', line(5, 4, { user_carts_id: cart[1]!.user_carts_id }));
    expect((await alice.ok('cart')).map((l) => [l.product.product_id, l.quantity])).toEqual([
      [1, 2],
      [5, 4],
    ]);

    await alice.ok('deleteCartLine', { user_carts_id: hiddenLine });
    expect((await alice.ok('cart')).map((l) => l.product.product_id)).toEqual([5]);
  });

  it('refuses a payment intent for a cart holding hidden products, naming them; none exists', async () => {
    await alice.ok('saveCartLine', line(1, 2)); // SPC
    await alice.ok('saveCartLine', line(9, 1)); // LVT
    await alice.ok('saveCartLine', line(16, 1)); // Herringbone
    const { cart } = await pickupTotal();
    const title = (id: number) => cart.find((l) => l.product.product_id === id)!.product.title;

    await hideProducts(1);
    const one = await startPayment();
    expect(one.status).toBe(409);
    expect(one.body).toEqual({
      status: 0,
      message: `Sorry, “${title(1)}” is no longer available. Please remove it from your cart to check out.`,
      data: null,
    });

    // A hidden category takes its products out of checkout too.
    await hideCategory(await categoryOf(9));
    const two = await startPayment();
    expect(two.status).toBe(409);
    expect(two.body.message).toBe(
      `Sorry, “${title(1)}” and “${title(9)}” are no longer available. Please remove them from your cart to check out.`,
    );
    expect(await intents()).toEqual([]);

    // Once the shopper removes them, the rest of the cart is paid for as usual.
    for (const l of cart.filter((x) => x.product.product_id !== 16))
      await alice.ok('deleteCartLine', { user_carts_id: l.user_carts_id });
    const started = await startPayment();
    expect(started.body, started.body.message).toMatchObject({ status: 1 });
    expect(await intents()).toHaveLength(1);
  });

  it('names three or more products as a sentence does', () => {
    expect(unavailableInCartMessage(['A', 'B', 'C'])).toBe(
      'Sorry, “A”, “B” and “C” are no longer available. Please remove them from your cart to check out.',
    );
  });

  it('a product hidden after the payment started: the card step cancels it, no money moves', async () => {
    await alice.ok('saveCartLine', line(1, 2));
    const { cart, ids } = await pickupTotal();
    const intent = (await startPayment()).body.data as { paymentIntentId: string };
    await hideProducts(1);

    const paid = await alice.call('confirmTestPayment', {
      payment_intent_id: intent.paymentIntentId,
      ...TEST_CARD,
    });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(
      `Sorry, “${cart[0]!.product.title}” is no longer available. Please remove it from your cart to check out.`,
    );
    expect((await t.payments.retrieveIntent(intent.paymentIntentId))?.status).toBe('canceled');
    expect(await t.payments.keptCents(intent.paymentIntentId)).toBe(0);
    expect((await alice.call('checkout', checkoutFields(intent.paymentIntentId, ids))).status).toBe(402);
    expect(await t.database.db.select().from(orders)).toEqual([]);
  });

  it('a payment already taken is honoured: the order is made from what was priced and paid', async () => {
    await alice.ok('saveCartLine', line(1, 2));
    const { ids, totalCents } = await pickupTotal();
    const intent = (await startPayment()).body.data as { paymentIntentId: string };
    await alice.ok('confirmTestPayment', { payment_intent_id: intent.paymentIntentId, ...TEST_CARD });
    await hideProducts(1);

    const receipt = await alice.ok('checkout', checkoutFields(intent.paymentIntentId, ids));
    expect(receipt?.total).toBe(totalCents);
    expect(await t.payments.keptCents(intent.paymentIntentId)).toBe(totalCents);
    expect(await alice.ok('cart')).toEqual([]);
  });
});
