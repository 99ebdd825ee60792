// The mock shop API (mocks/): the cart and the address book.
import { describe, expect, it } from 'vitest';
import { Product } from '../../../src/contract/entities';
import { endpoints } from '../../../src/contract/endpoints';
import * as fixtures from '../../../fixtures';
import { demoSessions, seedSession } from '../../../mocks/db';
import { useMockShop, call, validAddress } from './mock-kit';

useMockShop();

describe('cart', () => {
  const cartOf = async (key: string) => endpoints.cart.data.parse((await call(endpoints.cart, {}, key)).data);

  it('gives stories a badge of 0 and 3', async () => {
    expect(await cartOf(demoSessions.emptyCart.authKey)).toHaveLength(0);
    expect(await cartOf(demoSessions.withCart.authKey)).toHaveLength(3);
    expect(await cartOf(seedSession({ cartLines: 3 }).authKey)).toHaveLength(3);
    expect(await cartOf(seedSession().authKey)).toHaveLength(0);
  });

  it('adds at the server price, edits, merges and deletes', async () => {
    const { authKey } = seedSession();
    const added = await call(
      endpoints.saveCartLine,
      { 'Usercarts[product_id]': 3, 'Usercarts[price]': '0.01', 'Usercarts[quantity]': 2 },
      authKey,
    );
    expect(added).toMatchObject({ status: 1, message: 'Product added to cart' });
    let cart = await cartOf(authKey);
    const product = Product.parse(fixtures.products[2]);
    expect(cart[0]).toMatchObject({
      quantity: 2,
      product: { product_id: 3, price_per_box: product.price_per_box },
    });

    await call(endpoints.saveCartLine, { 'Usercarts[product_id]': 3, 'Usercarts[quantity]': 1 }, authKey);
    cart = await cartOf(authKey);
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(3);

    const id = cart[0]!.user_carts_id;
    const edited = await call(
      endpoints.saveCartLine,
      { user_carts_id: id, 'Usercarts[product_id]': 3, 'Usercarts[quantity]': 7 },
      authKey,
    );
    expect(edited.message).toBe('Cart updated successfully');
    expect((await cartOf(authKey))[0]!.quantity).toBe(7);

    // Someone else's line is not found.
    expect((await call(endpoints.deleteCartLine, { user_carts_id: 101 }, authKey)).status).toBe(0);
    expect((await call(endpoints.deleteCartLine, { user_carts_id: id }, authKey)).message).toBe(
      'Item deleted successfully',
    );
    expect(await cartOf(authKey)).toHaveLength(0);
    expect(
      (
        await call(
          endpoints.saveCartLine,
          { 'Usercarts[product_id]': 999, 'Usercarts[quantity]': 1 },
          authKey,
        )
      ).status,
    ).toBe(0);
  });
});

describe('addresses', () => {
  const listOf = async (key: string) =>
    endpoints.addresses.data.parse((await call(endpoints.addresses, {}, key)).data);

  it('adds, edits, keeps one default and deletes', async () => {
    const { authKey } = seedSession({ addresses: 0 });
    expect(await listOf(authKey)).toEqual([]);
    await call(endpoints.saveAddress, validAddress, authKey);
    await call(
      endpoints.saveAddress,
      { ...validAddress, 'Appuseraddress[name]': 'Office', 'Appuseraddress[is_default]': '1' },
      authKey,
    );
    let list = await listOf(authKey);
    // The default first (docs/decisions.md; the contract tests hold every default rule).
    expect(list.map((a) => [a.name, a.is_default])).toEqual([
      ['Office', true],
      ['Pat Doe', false],
    ]);
    expect(list[1]).toMatchObject({ latitude: 29.7589, longitude: -95.3677 });

    const first = list[1]!.appuser_address_id;
    await call(
      endpoints.saveAddress,
      { ...validAddress, appuser_address_id: first, 'Appuseraddress[city]': 'Katy' },
      authKey,
    );
    expect((await listOf(authKey))[1]!.city).toBe('Katy');

    const office = list[0]!.appuser_address_id;
    expect((await call(endpoints.deleteAddress, { appuser_address_id: office }, authKey)).status).toBe(1);
    list = await listOf(authKey);
    expect(list.map((a) => [a.appuser_address_id, a.is_default])).toEqual([[first, true]]);
    expect((await call(endpoints.deleteAddress, { appuser_address_id: 11 }, authKey)).status).toBe(0);
  });
});
