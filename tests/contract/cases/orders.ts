// Contract cases: My orders and the password reset (not in §7). Run by both implementations' suites (../contract-cases.ts).
import { expect } from 'vitest';
import { failureMessages, successMessages } from '../../../src/contract/messages';
import {
  type ContractCase,
  addLine,
  cardFields,
  fails,
  ok,
  orderFields,
  pickupBill,
  says,
} from '../case-kit';

export const ordersCases: ContractCase[] = [
  {
    title: 'getuserorders answers the shopper’s (empty) first page',
    endpoint: 'userOrders',
    fields: { page: 1 },
    expect: ok((d) => expect(d).toMatchObject({ orders: [], page: 1, total: 0 })),
  },
  {
    title: 'getuserorders needs a session',
    endpoint: 'userOrders',
    as: 'none',
    expect: fails(undefined, 401),
  },
  {
    title: 'getuserorderdetails answers the shopper’s order as charged, with its history; not another’s',
    endpoint: 'userOrderDetails',
    setup: async (ctx) => {
      await addLine(ctx, 4);
      const { bill, ids } = await pickupBill(ctx);
      const intent = await ctx.mine('createPaymentIntent', { amount: bill.totalCents, currency: 'usd' });
      await ctx.mine('confirmTestPayment', cardFields(intent.paymentIntentId, '4242424242424242'));
      const receipt = await ctx.mine('checkout', orderFields(intent.paymentIntentId, ids, bill.totalCents));
      return { orderId: receipt?.userorder_id, total: bill.totalCents };
    },
    fields: (s) => ({ userorder_id: Number(s.orderId) }),
    expect: ok(async (d, s, ctx) => {
      expect(d).toMatchObject({ userorder_id: s.orderId, total: s.total, order_status: 'Confirm' });
      expect((d as { items: unknown[] }).items).toHaveLength(1);
      expect((d as { history: { status: string }[] }).history.map((h) => h.status)).toEqual(['Confirm']);
      const stranger = await ctx.other();
      const theirs = await ctx.driver.call(
        'userOrderDetails',
        { userorder_id: Number(s.orderId) },
        { authKey: stranger.authKey },
      );
      expect(theirs.httpStatus).toBe(404);
    }),
  },
  {
    title: 'getuserorderdetails: an order that is not the shopper’s is not found',
    endpoint: 'userOrderDetails',
    fields: { userorder_id: 987654 },
    expect: fails('Order not found', 404),
  },
  {
    title: 'resetpassword with the mailed token sets the password and signs in',
    endpoint: 'resetPassword',
    as: 'none',
    setup: async (ctx) => {
      await ctx.driver.call('forgotPassword', { 'Appuser[email]': ctx.me.email });
      return { token: await ctx.driver.resetToken(ctx.me.email) };
    },
    fields: (state) => ({ token: String(state.token), 'Appuser[password]': 'a new password 2' }),
    expect: says(successMessages.passwordReset, (d) =>
      expect(typeof (d as { auth_key?: unknown }).auth_key).toBe('string'),
    ),
  },
  {
    title: 'resetpassword refuses a forged token',
    endpoint: 'resetPassword',
    as: 'none',
    fields: { token: 'forged-token', 'Appuser[password]': 'a new password 2' },
    expect: fails(failureMessages.resetInvalid, 400),
  },
];
