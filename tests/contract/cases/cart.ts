// Contract cases: the cart lines. Run by both implementations' suites (../contract-cases.ts).
import { expect } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints';
import { Envelope } from '../../../src/contract/envelope';
import { MAX_LINE_QUANTITY } from '../../../src/contract/limits';
import { failureMessages, successMessages } from '../../../src/contract/messages';
import { type ContractCase, addLine, fails, ok, says } from '../case-kit';

export const cartCases: ContractCase[] = [
  {
    title: 'getusercarts answers the (empty) cart',
    endpoint: 'cart',
    expect: ok((d) => expect(d).toEqual([])),
  },
  {
    title: 'getusercarts without auth_key is refused',
    endpoint: 'cart',
    as: 'none',
    expect: fails(undefined, 401),
  },
  {
    title: 'getusercarts with a forged auth_key is refused',
    endpoint: 'cart',
    as: 'bad',
    expect: fails(undefined, 401),
  },
  {
    title: "addeditusercarts adds a line at the product's price, never the client's",
    endpoint: 'saveCartLine',
    fields: { 'Usercarts[product_id]': 1, 'Usercarts[price]': '0.01', 'Usercarts[quantity]': 3 },
    expect: says(successMessages.cartLineAdded, async (_d, _s, ctx) => {
      const [line] = await ctx.mine('cart');
      const product = await ctx.driver.call('productDetails', { slug: 'coastal-oak-spc' });
      const price = endpoints.productDetails.data.parse(Envelope.parse(product.body).data).price_per_box;
      expect(line?.quantity).toBe(3);
      expect(line?.product.price_per_box).toBe(price);
    }),
  },
  {
    title: 'addeditusercarts adding a product already in the cart adds to its line',
    endpoint: 'saveCartLine',
    setup: async (ctx) => ({ line: (await addLine(ctx, 2)).user_carts_id }),
    fields: { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 3 },
    expect: says(successMessages.cartLineAdded, async (_d, s, ctx) => {
      const cart = await ctx.mine('cart');
      expect(cart.map((l) => [l.user_carts_id, l.quantity])).toEqual([[Number(s.line), 5]]);
    }),
  },
  {
    title: 'addeditusercarts with user_carts_id sets that line',
    endpoint: 'saveCartLine',
    setup: async (ctx) => ({ line: (await addLine(ctx, 2)).user_carts_id }),
    fields: (s) => ({ user_carts_id: Number(s.line), 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 7 }),
    expect: says(successMessages.cartLineUpdated, async (_d, _s, ctx) => {
      expect((await ctx.mine('cart')).map((l) => l.quantity)).toEqual([7]);
    }),
  },
  {
    title: 'addeditusercarts refuses quantity 0, naming the field',
    endpoint: 'saveCartLine',
    fields: { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 0 },
    expect: fails(/quantity/, 400),
  },
  {
    title: 'addeditusercarts refuses a line over the bound with words a shopper reads (10,000 boxes)',
    endpoint: 'saveCartLine',
    setup: async (ctx) => ({ line: (await addLine(ctx, 2)).user_carts_id }),
    fields: (s) => ({
      user_carts_id: Number(s.line),
      'Usercarts[product_id]': 1,
      'Usercarts[quantity]': MAX_LINE_QUANTITY + 1,
    }),
    expect: fails(failureMessages.lineQuantityTooLarge, 400),
  },
  {
    title: 'addeditusercarts takes a line of exactly the bound',
    endpoint: 'saveCartLine',
    fields: { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': MAX_LINE_QUANTITY },
    expect: says(successMessages.cartLineAdded, async (_d, _s, ctx) => {
      expect((await ctx.mine('cart')).map((l) => l.quantity)).toEqual([MAX_LINE_QUANTITY]);
    }),
  },
  {
    title: 'addeditusercarts adding onto a line may not take it over the bound',
    endpoint: 'saveCartLine',
    setup: async (ctx) => ({ line: (await addLine(ctx, MAX_LINE_QUANTITY - 5)).user_carts_id }),
    fields: { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 6 },
    expect: fails(failureMessages.lineQuantityTooLarge, 400),
  },
  {
    title: "addeditusercarts cannot edit another shopper's line",
    endpoint: 'saveCartLine',
    setup: async (ctx) => ({ line: (await addLine(await ctx.other())).user_carts_id }),
    fields: (s) => ({ user_carts_id: Number(s.line), 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 9 }),
    expect: fails(/not found/i, 404),
  },
  {
    title: 'deleteusercarts deletes an own line',
    endpoint: 'deleteCartLine',
    setup: async (ctx) => ({ line: (await addLine(ctx)).user_carts_id }),
    fields: (s) => ({ user_carts_id: Number(s.line) }),
    expect: says(successMessages.cartLineDeleted, async (_d, _s, ctx) =>
      expect(await ctx.mine('cart')).toEqual([]),
    ),
  },
  {
    title: "deleteusercarts cannot delete another shopper's line",
    endpoint: 'deleteCartLine',
    setup: async (ctx) => ({ line: (await addLine(await ctx.other())).user_carts_id }),
    fields: (s) => ({ user_carts_id: Number(s.line) }),
    expect: fails(/not found/i, 404),
  },
];
