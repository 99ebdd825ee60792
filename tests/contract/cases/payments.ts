// Contract cases: payment intents, test payments and checkout. Run by both implementations' suites (../contract-cases.ts).
import { expect } from 'vitest';
import { paymentStatusMessage, successMessages } from '../../../src/contract/messages';
import { TEST_PAYMENT_MESSAGES } from '../../../src/domain/test-payments';
import {
  ADDRESS,
  type ContractCase,
  addLine,
  cardFields,
  fails,
  newIntent,
  ok,
  orderFields,
  pickupBill,
  says,
} from '../case-kit';

export const paymentsCases: ContractCase[] = [
  {
    title: "createpaymentintent answers a client secret for the cart's total in cents",
    endpoint: 'createPaymentIntent',
    setup: async (ctx) => {
      await addLine(ctx);
      const { bill, ids } = await pickupBill(ctx);
      return { total: bill.totalCents, ids };
    },
    fields: (s) => ({
      amount: Number(s.total),
      currency: 'usd',
      delivery_type: 'Pickup',
      appuser_address_id: 0,
      user_carts_id: String(s.ids),
    }),
    expect: ok((d) => expect((d as { clientSecret: string }).clientSecret).toMatch(/_secret_/)),
  },
  {
    title:
      "createpaymentintent refuses an amount that is not the cart's total, with the server's figures (decision 5)",
    endpoint: 'createPaymentIntent',
    setup: async (ctx) => {
      await addLine(ctx);
      const { bill } = await pickupBill(ctx);
      return { total: bill.totalCents };
    },
    fields: (s) => ({ amount: Number(s.total) + 1, currency: 'usd', delivery_type: 'Pickup' }),
    expect: fails(
      /^Your total has changed to \$[\d,]+\.\d\d \(items \$[\d,]+\.\d\d, tax \$[\d,]+\.\d\d\)\. Please review your cart\.$/,
      409,
    ),
  },
  {
    title: "createpaymentintent refuses lines that are not the cart's",
    endpoint: 'createPaymentIntent',
    setup: async (ctx) => {
      const line = await addLine(ctx);
      const { bill } = await pickupBill(ctx);
      return { total: bill.totalCents, ids: `${line.user_carts_id},999999` };
    },
    fields: (s) => ({ amount: Number(s.total), user_carts_id: String(s.ids) }),
    expect: fails('Your cart has changed. Please review your cart.', 409),
  },
  {
    title:
      "createpaymentintent for Delivery adds the server's own quote for the address (§9, 1 pallet ≤ 100 mi)",
    endpoint: 'createPaymentIntent',
    setup: async (ctx) => {
      await addLine(ctx);
      await ctx.mine('saveAddress', ADDRESS);
      const [address] = await ctx.mine('addresses');
      const { bill } = await pickupBill(ctx);
      return { total: bill.totalCents, address: address!.appuser_address_id };
    },
    // The pickup total, posted for a delivery: refused with the delivery the server priced.
    fields: (s) => ({
      amount: Number(s.total),
      delivery_type: 'Delivery',
      appuser_address_id: Number(s.address),
    }),
    expect: fails(/\(items \$[\d,.]+, tax \$[\d,.]+, delivery \$150\.00\)/, 409),
  },
  {
    title: 'getappuseraddress answers the road miles the server measured (decision 3)',
    endpoint: 'addresses',
    setup: async (ctx) => {
      await ctx.mine('saveAddress', ADDRESS);
      return {};
    },
    expect: ok((d) => {
      const [address] = d as { distance_miles: number | null }[];
      expect(address?.distance_miles).toBeGreaterThan(0);
      expect(address?.distance_miles).toBeLessThan(100);
    }),
  },
  {
    title: 'createpaymentintent for Delivery needs an address',
    endpoint: 'createPaymentIntent',
    setup: async (ctx) => {
      await addLine(ctx);
      const { bill } = await pickupBill(ctx);
      return { total: bill.totalCents };
    },
    fields: (s) => ({ amount: Number(s.total), delivery_type: 'Delivery', appuser_address_id: 0 }),
    expect: fails('Please select an address', 400),
  },
  {
    title: 'createpaymentintent refuses an amount that is not whole cents',
    endpoint: 'createPaymentIntent',
    fields: { amount: '12.50', currency: 'usd' },
    expect: fails(/amount/, 400),
  },
  {
    title: 'createpaymentintent without auth_key is refused',
    endpoint: 'createPaymentIntent',
    as: 'none',
    fields: { amount: 5000 },
    expect: fails(undefined, 401),
  },
  {
    title: 'confirmtestpayment with 4242… succeeds the intent (decision 6)',
    endpoint: 'confirmTestPayment',
    setup: async (ctx) => ({ paymentId: await newIntent(ctx) }),
    fields: (s) => cardFields(String(s.paymentId), '4242 4242 4242 4242'),
    expect: says(paymentStatusMessage('succeeded'), (d, s) =>
      expect(d).toMatchObject({ id: s.paymentId, status: 'succeeded' }),
    ),
  },
  {
    title: 'confirmtestpayment with 4000…0002 leaves it requires_payment_method, declined',
    endpoint: 'confirmTestPayment',
    setup: async (ctx) => ({ paymentId: await newIntent(ctx) }),
    fields: (s) => cardFields(String(s.paymentId), '4000000000000002'),
    expect: says(TEST_PAYMENT_MESSAGES.declined, (d) =>
      expect(d).toMatchObject({
        status: 'requires_payment_method',
        error_message: TEST_PAYMENT_MESSAGES.declined,
      }),
    ),
  },
  {
    title: 'confirmtestpayment with 4000 0025 0000 3155 asks for authentication',
    endpoint: 'confirmTestPayment',
    setup: async (ctx) => ({ paymentId: await newIntent(ctx) }),
    fields: (s) => cardFields(String(s.paymentId), '4000002500003155'),
    expect: says(paymentStatusMessage('requires_action'), (d) =>
      expect(d).toMatchObject({ status: 'requires_action' }),
    ),
  },
  {
    title: "confirmtestpayment cannot confirm another shopper's intent",
    endpoint: 'confirmTestPayment',
    setup: async (ctx) => ({ paymentId: await newIntent(ctx, await ctx.other()) }),
    fields: (s) => cardFields(String(s.paymentId), '4242424242424242'),
    expect: fails('Payment not found', 404),
  },
  {
    title: 'confirmtestpayment refuses a card number that is not digits',
    endpoint: 'confirmTestPayment',
    fields: cardFields('pi_whatever', '4242-x'),
    expect: fails(/card_number/, 400),
  },
  {
    title: 'confirmtestpayment refuses to confirm a succeeded intent again',
    endpoint: 'confirmTestPayment',
    setup: async (ctx) => {
      const paymentId = await newIntent(ctx);
      await ctx.mine('confirmTestPayment', cardFields(paymentId, '4242424242424242'));
      return { paymentId };
    },
    fields: (s) => cardFields(String(s.paymentId), '4242424242424242'),
    expect: fails(/already succeeded/, 409),
  },
  {
    title: 'authenticatetestpayment completes the 3-D Secure step',
    endpoint: 'authenticateTestPayment',
    setup: async (ctx) => {
      const paymentId = await newIntent(ctx);
      await ctx.mine('confirmTestPayment', cardFields(paymentId, '4000002500003155'));
      return { paymentId };
    },
    fields: (s) => ({ payment_intent_id: String(s.paymentId), outcome: 'complete' }),
    expect: says(paymentStatusMessage('succeeded'), (d) => expect(d).toMatchObject({ status: 'succeeded' })),
  },
  {
    title: 'authenticatetestpayment failing returns the intent to requires_payment_method',
    endpoint: 'authenticateTestPayment',
    setup: async (ctx) => {
      const paymentId = await newIntent(ctx);
      await ctx.mine('confirmTestPayment', cardFields(paymentId, '4000002500003155'));
      return { paymentId };
    },
    fields: (s) => ({ payment_intent_id: String(s.paymentId), outcome: 'fail' }),
    expect: says(TEST_PAYMENT_MESSAGES.authenticationFailed, (d) =>
      expect(d).toMatchObject({
        status: 'requires_payment_method',
        error_message: TEST_PAYMENT_MESSAGES.authenticationFailed,
      }),
    ),
  },
  {
    title: 'authenticatetestpayment refuses an intent that is not waiting for authentication',
    endpoint: 'authenticateTestPayment',
    setup: async (ctx) => ({ paymentId: await newIntent(ctx) }),
    fields: (s) => ({ payment_intent_id: String(s.paymentId), outcome: 'complete' }),
    expect: fails('This PaymentIntent does not need authentication.', 409),
  },
  {
    title: 'checkout accepts a paid pickup order, answers its receipt and empties the ordered lines',
    endpoint: 'checkout',
    setup: async (ctx) => {
      await addLine(ctx, 4);
      const { bill, ids } = await pickupBill(ctx);
      const intent = await ctx.mine('createPaymentIntent', { amount: bill.totalCents, currency: 'usd' });
      await ctx.mine('confirmTestPayment', cardFields(intent.paymentIntentId, '4242424242424242'));
      return { paymentId: intent.paymentIntentId, ids, total: bill.totalCents };
    },
    fields: (s) => orderFields(String(s.paymentId), String(s.ids), Number(s.total)),
    expect: says(successMessages.orderPlaced, async (d, s, ctx) => {
      expect(d).toMatchObject({
        userorder_id: expect.any(Number),
        total: s.total,
        delivery_type: 'Pickup',
        delivery_label: 'Pickup',
        shipping: 0,
      });
      expect(await ctx.mine('cart')).toEqual([]);
    }),
  },
  {
    title: 'checkout refuses an intent that has not been paid',
    endpoint: 'checkout',
    setup: async (ctx) => {
      await addLine(ctx, 4);
      const { bill, ids } = await pickupBill(ctx);
      const intent = await ctx.mine('createPaymentIntent', { amount: bill.totalCents, currency: 'usd' });
      return { paymentId: intent.paymentIntentId, ids, total: bill.totalCents };
    },
    fields: (s) => orderFields(String(s.paymentId), String(s.ids), Number(s.total)),
    expect: fails('Payment status: requires_payment_method', 402),
  },
  {
    title: 'checkout refuses a payment id it did not issue',
    endpoint: 'checkout',
    setup: async (ctx) => ({ ids: String((await addLine(ctx)).user_carts_id) }),
    fields: (s) => orderFields('pi_test_unknown', String(s.ids), 100),
    expect: fails(undefined, 404),
  },
  {
    title: 'checkout refuses a wrong delivery type, naming the field',
    endpoint: 'checkout',
    fields: { ...orderFields('pi_x', '1', 100), 'Userorder[delivery_type]': 'Drone' },
    expect: fails(/delivery_type/, 400),
  },
];
