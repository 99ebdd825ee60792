import { beforeEach, describe, expect, it } from 'vitest';
import { userCarts } from '../db/schema';
import { ADDRESS, cartLine as line, shopWithShoppers, type ApiClient, type TestShop } from './support';

// Every test: a fresh shop where Alice and Bob have signed up.
let t: TestShop;
let alice: ApiClient;
let bob: ApiClient;
beforeEach(async () => {
  [t, alice, bob] = await shopWithShoppers('alice@example.com', 'bob@example.com');
});

describe('cart (userauth)', () => {
  it('adds a line at the product price (never the client one) and lists it', async () => {
    const added = await alice.call('saveCartLine', line(1, 12), { encoding: 'multipart' });
    expect(added.body).toMatchObject({ status: 1, message: 'Product added to cart' });
    const cart = await alice.ok('cart');
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      quantity: 12,
      product: { product_id: 1, title: 'Coastal Oak SPC', price_per_box: 6632, slug: 'coastal-oak-spc' },
    });
    const [row] = await t.database.db.select().from(userCarts);
    expect(row?.priceCents).toBe(6632);
    // Wire form: price_per_box is a numeric string (§3).
    const raw = await alice.call('cart');
    expect((raw.body.data as { product: { price_per_box: unknown } }[])[0]?.product.price_per_box).toBe(
      '66.32',
    );
  });

  it('adding the same product again adds to its line; editing sets the quantity', async () => {
    await alice.ok('saveCartLine', line(2, 3));
    await alice.ok('saveCartLine', line(2, 4));
    let cart = await alice.ok('cart');
    expect(cart.map((l) => [l.product.product_id, l.quantity])).toEqual([[2, 7]]);
    const edited = await alice.call('saveCartLine', line(2, 1, { user_carts_id: cart[0]!.user_carts_id }));
    expect(edited.body.message).toBe('Cart updated successfully');
    cart = await alice.ok('cart');
    expect(cart[0]?.quantity).toBe(1);
  });

  it('concurrent adds of one product end in one line holding the sum', async () => {
    await Promise.all([1, 2, 3, 4].map((q) => alice.ok('saveCartLine', line(3, q))));
    const cart = await alice.ok('cart');
    expect(cart.map((l) => [l.product.product_id, l.quantity])).toEqual([[3, 10]]);
  });

  it('editing a line to a product that has its own line is refused', async () => {
    await alice.ok('saveCartLine', line(1, 1));
    await alice.ok('saveCartLine', line(2, 1));
    const [first] = await alice.ok('cart');
    const res = await alice.call('saveCartLine', line(2, 5, { user_carts_id: first!.user_carts_id }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 0, message: 'This product is already in your cart', data: null });
    expect((await alice.ok('cart')).map((l) => [l.product.product_id, l.quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('adding to a line may not pass the per-line cap', async () => {
    await alice.ok('saveCartLine', line(1, 9_000));
    const res = await alice.call('saveCartLine', line(1, 1_001));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 0,
      message: 'You can order at most 10,000 boxes of one product. For a larger order, please contact us.',
      data: null,
    });
    expect((await alice.ok('cart'))[0]?.quantity).toBe(9_000);
  });

  it.each([
    ['0', /quantity/],
    ['-2', /quantity/],
    ['1.5', /quantity/],
    ['abc', /quantity/],
    ['', /quantity/],
    ['10001', /^You can order at most 10,000 boxes of one product\./],
  ])('refuses quantity %j naming the field', async (quantity, message) => {
    const res = await alice.call('saveCartLine', line(1, quantity));
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.message).toMatch(message);
  });

  it('refuses an unknown product', async () => {
    const res = await alice.call('saveCartLine', line(999, 1));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, message: 'Product not found', data: null });
    const missing = await alice.call('saveCartLine', { 'Usercarts[quantity]': 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/product_id/);
  });

  it("never shows, edits or deletes another user's line", async () => {
    await alice.ok('saveCartLine', line(1, 5));
    const [aliceLine] = await alice.ok('cart');
    expect(await bob.ok('cart')).toEqual([]);
    const edit = await bob.call('saveCartLine', line(1, 99, { user_carts_id: aliceLine!.user_carts_id }));
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ status: 0, message: 'Cart item not found', data: null });
    const del = await bob.call('deleteCartLine', { user_carts_id: aliceLine!.user_carts_id });
    expect(del.status).toBe(404);
    expect(del.body.status).toBe(0);
    expect((await alice.ok('cart'))[0]?.quantity).toBe(5);
  });

  it('deletes a line', async () => {
    await alice.ok('saveCartLine', line(1, 5));
    const [l] = await alice.ok('cart');
    const res = await alice.call('deleteCartLine', { user_carts_id: l!.user_carts_id });
    expect(res.body).toMatchObject({ status: 1, message: 'Item deleted successfully' });
    expect(await alice.ok('cart')).toEqual([]);
    expect((await alice.call('deleteCartLine', { user_carts_id: l!.user_carts_id })).status).toBe(404);
    expect((await alice.call('deleteCartLine', {})).body.message).toMatch(/user_carts_id/);
  });

  it('needs a valid auth_key', async () => {
    const anon = t.client();
    for (const name of ['cart', 'saveCartLine', 'deleteCartLine'] as const) {
      expect((await anon.call(name, {})).status).toBe(401);
      expect((await anon.call(name, {}, { authKey: 'forged' })).status).toBe(401);
    }
  });
});

describe('addresses (userauth)', () => {
  it('adds an address and answers it; the list is Address[]', async () => {
    const res = await alice.call('saveAddress', ADDRESS, { encoding: 'multipart' });
    expect(res.body).toMatchObject({
      status: 1,
      message: 'Address added successfully. Freight quote will follow.',
    });
    expect(res.body.data).toMatchObject({
      name: 'Sam Shopper',
      city: 'Houston',
      is_default: 1,
      latitude: 29.7218,
      longitude: -95.41,
    });
    const list = await alice.ok('addresses');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      address_line_1: '2315 Bissonnet St',
      is_default: true,
      latitude: 29.7218,
    });
  });

  it('keeps one default: a new default clears the others', async () => {
    await alice.ok('saveAddress', ADDRESS);
    await alice.ok('saveAddress', {
      ...ADDRESS,
      'Appuseraddress[name]': 'Second',
      'Appuseraddress[is_default]': '1',
    });
    const list = await alice.ok('addresses');
    expect(list.map((a) => [a.name, a.is_default])).toEqual([
      ['Second', true],
      ['Sam Shopper', false],
    ]);
  });

  it.each([
    ['Appuseraddress[name]', '', 'Please enter recipient name'],
    ['Appuseraddress[address_line_1]', ' ', 'Please enter address line 1'],
    ['Appuseraddress[city]', '', 'Please enter city'],
    ['Appuseraddress[state]', '', 'Please enter state'],
    ['Appuseraddress[mobile_number]', '12345', 'Please enter valid 10-digit mobile number'],
    ['Appuseraddress[latitude]', 'north', 'latitude must be a number between -90 and 90'],
  ])('%s = %j → %s', async (field, value, message) => {
    const res = await alice.call('saveAddress', { ...ADDRESS, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, message, data: null });
  });

  it('edits its own address only', async () => {
    const { appuser_address_id: id } = (await alice.call('saveAddress', ADDRESS)).body.data as {
      appuser_address_id: number;
    };
    const edited = await alice.call('saveAddress', {
      ...ADDRESS,
      appuser_address_id: id,
      'Appuseraddress[city]': 'Katy',
    });
    expect(edited.body).toMatchObject({
      status: 1,
      message: 'Address updated successfully.',
      data: { city: 'Katy' },
    });
    const theft = await bob.call('saveAddress', {
      ...ADDRESS,
      appuser_address_id: id,
      'Appuseraddress[city]': 'Elsewhere',
    });
    expect(theft.status).toBe(404);
    expect(theft.body).toEqual({ status: 0, message: 'Address not found', data: null });
    expect(await bob.ok('addresses')).toEqual([]);
    expect((await bob.call('deleteAddress', { appuser_address_id: id })).status).toBe(404);
    expect((await alice.ok('addresses'))[0]?.city).toBe('Katy');
  });

  it('deletes an address', async () => {
    const { appuser_address_id: id } = (await alice.call('saveAddress', ADDRESS)).body.data as {
      appuser_address_id: number;
    };
    const res = await alice.call('deleteAddress', { appuser_address_id: id });
    expect(res.body).toMatchObject({ status: 1, message: 'Address deleted successfully.' });
    expect(await alice.ok('addresses')).toEqual([]);
    expect((await alice.call('deleteAddress', { appuser_address_id: 'x' })).body.message).toMatch(
      /appuser_address_id/,
    );
  });

  it('needs a valid auth_key', async () => {
    const anon = t.client();
    for (const name of ['addresses', 'saveAddress', 'deleteAddress'] as const) {
      expect((await anon.call(name, ADDRESS)).status).toBe(401);
      expect((await anon.call(name, ADDRESS, { authKey: 'forged' })).body.status).toBe(0);
    }
  });
});
