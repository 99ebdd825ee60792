// Contract cases: the address book. Run by both implementations' suites (../contract-cases.ts).
import { expect } from 'vitest';
import { successMessages } from '../../../src/contract/messages';
import { ADDRESS, type ContractCase, addAddresses, address, defaults, fails, ok, says } from '../case-kit';

export const addressesCases: ContractCase[] = [
  {
    title: 'getappuseraddress answers the (empty) list',
    endpoint: 'addresses',
    expect: ok((d) => expect(d).toEqual([])),
  },
  {
    title: 'getappuseraddress without auth_key is refused',
    endpoint: 'addresses',
    as: 'none',
    expect: fails(undefined, 401),
  },
  {
    title: 'addeditappuseraddress adds an address',
    endpoint: 'saveAddress',
    fields: ADDRESS,
    expect: says(successMessages.addressAdded, async (_d, _s, ctx) => {
      const list = await ctx.mine('addresses');
      expect(list.map((a) => a.address_line_1)).toEqual(['2315 Bissonnet St']);
    }),
  },
  {
    title: 'addeditappuseraddress with appuser_address_id edits that address',
    endpoint: 'saveAddress',
    setup: async (ctx) => ({ id: (await addAddresses(ctx, ['A']))[0] }),
    fields: (s) => ({ ...address('A'), appuser_address_id: Number(s.id), 'Appuseraddress[city]': 'Austin' }),
    expect: says(successMessages.addressUpdated, async (_d, _s, ctx) => {
      expect((await ctx.mine('addresses')).map((a) => [a.name, a.city])).toEqual([['A', 'Austin']]);
    }),
  },

  // The default address (docs/decisions.md "Default address"): while a shopper has addresses exactly one
  // is the default; the list answers the default first, then the others oldest first.
  {
    title: 'the first address is the default, even when saved with is_default 0',
    endpoint: 'saveAddress',
    fields: address('First'),
    expect: says(successMessages.addressAdded, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([['First', true]]),
    ),
  },
  {
    title: 'a later address saved with is_default 0 leaves the default alone, listed after it',
    endpoint: 'saveAddress',
    setup: async (ctx) => ({ ids: await addAddresses(ctx, ['A']) }),
    fields: address('B'),
    expect: says(successMessages.addressAdded, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([
        ['A', true],
        ['B', false],
      ]),
    ),
  },
  {
    title: 'an address saved with is_default 1 becomes the only default and is listed first',
    endpoint: 'saveAddress',
    setup: async (ctx) => ({ ids: await addAddresses(ctx, ['A', 'B']) }),
    fields: address('C', true),
    expect: says(successMessages.addressAdded, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([
        ['C', true],
        ['A', false],
        ['B', false],
      ]),
    ),
  },
  {
    title: 'editing another address with is_default 1 moves the default to it',
    endpoint: 'saveAddress',
    setup: async (ctx) => ({ ids: await addAddresses(ctx, ['A', 'B', 'C']) }),
    fields: (s) => ({ ...address('B', true), appuser_address_id: (s.ids as number[])[1]! }),
    expect: says(successMessages.addressUpdated, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([
        ['B', true],
        ['A', false],
        ['C', false],
      ]),
    ),
  },
  {
    title: 'editing the default with is_default 0 keeps it the default (choose another to move it)',
    endpoint: 'saveAddress',
    setup: async (ctx) => ({ ids: await addAddresses(ctx, ['A', 'B']) }),
    fields: (s) => ({ ...address('A renamed'), appuser_address_id: (s.ids as number[])[0]! }),
    expect: says(successMessages.addressUpdated, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([
        ['A renamed', true],
        ['B', false],
      ]),
    ),
  },
  {
    title: 'deleting the default makes the oldest remaining address the default',
    endpoint: 'deleteAddress',
    setup: async (ctx) => ({ ids: await addAddresses(ctx, ['A', 'B', 'C', 'D'], ['C']) }),
    fields: (s) => ({ appuser_address_id: (s.ids as number[])[2]! }),
    expect: says(successMessages.addressDeleted, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([
        ['A', true],
        ['B', false],
        ['D', false],
      ]),
    ),
  },
  {
    title: 'deleting another address leaves the default alone',
    endpoint: 'deleteAddress',
    setup: async (ctx) => ({ ids: await addAddresses(ctx, ['A', 'B', 'C'], ['B']) }),
    fields: (s) => ({ appuser_address_id: (s.ids as number[])[0]! }),
    expect: says(successMessages.addressDeleted, async (_d, _s, ctx) =>
      expect(await defaults(ctx)).toEqual([
        ['B', true],
        ['C', false],
      ]),
    ),
  },
  {
    title: 'addeditappuseraddress refuses a mobile number that is not 10 digits (§5 message)',
    endpoint: 'saveAddress',
    fields: { ...ADDRESS, 'Appuseraddress[mobile_number]': '12345' },
    expect: fails('Please enter valid 10-digit mobile number', 400),
  },
  {
    title: 'addeditappuseraddress takes a mobile number as people type it and keeps its 10 digits',
    endpoint: 'saveAddress',
    fields: { ...ADDRESS, 'Appuseraddress[mobile_number]': '+1 (713) 555-0123' },
    expect: says(successMessages.addressAdded, async (_d, _s, ctx) => {
      const [address] = await ctx.mine('addresses');
      expect(address?.mobile_number).toBe('7135550123');
    }),
  },
  {
    title: "addeditappuseraddress cannot edit another shopper's address",
    endpoint: 'saveAddress',
    setup: async (ctx) => {
      const other = await ctx.other();
      await other.mine('saveAddress', ADDRESS);
      const [address] = await other.mine('addresses');
      return { id: address!.appuser_address_id };
    },
    fields: (s) => ({ ...ADDRESS, appuser_address_id: Number(s.id), 'Appuseraddress[city]': 'Elsewhere' }),
    expect: fails(/not found/i, 404),
  },
  {
    title: 'deleteappuseraddress deletes an own address',
    endpoint: 'deleteAddress',
    setup: async (ctx) => {
      await ctx.mine('saveAddress', ADDRESS);
      const [address] = await ctx.mine('addresses');
      return { id: address!.appuser_address_id };
    },
    fields: (s) => ({ appuser_address_id: Number(s.id) }),
    expect: says(successMessages.addressDeleted, async (_d, _s, ctx) =>
      expect(await ctx.mine('addresses')).toEqual([]),
    ),
  },
  {
    title: "deleteappuseraddress cannot delete another shopper's address",
    endpoint: 'deleteAddress',
    setup: async (ctx) => {
      const other = await ctx.other();
      await other.mine('saveAddress', ADDRESS);
      const [address] = await other.mine('addresses');
      return { id: address!.appuser_address_id };
    },
    fields: (s) => ({ appuser_address_id: Number(s.id) }),
    expect: fails(/not found/i, 404),
  },
];
