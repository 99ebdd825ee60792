// Contract cases: My orders and the password reset (not in §7). Run by both implementations' suites (../contract-cases.ts).
import { expect } from 'vitest';
import { failureMessages, successMessages } from '../../../src/contract/messages';
import {
  type CaseContext,
  type ContractCase,
  addLine,
  cardFields,
  fails,
  ok,
  orderFields,
  pickupBill,
  says,
} from '../case-kit';

/** Asks for a reset link for the case's shopper and answers its token (the mocks': their fixture). */
async function mailedToken(ctx: CaseContext): Promise<string> {
  await ctx.driver.call('forgotPassword', { 'Appuser[email]': ctx.me.email });
  return ctx.driver.resetToken(ctx.me.email);
}

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
    setup: async (ctx) => ({ token: await mailedToken(ctx) }),
    fields: (state) => ({ token: String(state.token), 'Appuser[password]': 'a new password 2' }),
    expect: says(successMessages.passwordReset, (d) =>
      expect(typeof (d as { auth_key?: unknown }).auth_key).toBe('string'),
    ),
  },
  {
    title: 'resetpassword works after checkresettoken: asking uses nothing up',
    endpoint: 'resetPassword',
    as: 'none',
    setup: async (ctx) => {
      const token = await mailedToken(ctx);
      for (let i = 0; i < 2; i++) {
        const check = await ctx.driver.call('checkResetToken', { token });
        expect(check.body).toMatchObject({ status: 1, message: successMessages.resetLinkLive });
      }
      return { token };
    },
    fields: (state) => ({ token: String(state.token), 'Appuser[password]': 'a new password 2' }),
    expect: says(successMessages.passwordReset),
  },
  {
    title: 'checkresettoken says a mailed token can set a password',
    endpoint: 'checkResetToken',
    as: 'none',
    setup: async (ctx) => ({ token: await mailedToken(ctx) }),
    fields: (state) => ({ token: String(state.token) }),
    expect: says(successMessages.resetLinkLive),
  },
  {
    title: 'checkresettoken refuses a forged token',
    endpoint: 'checkResetToken',
    as: 'none',
    fields: { token: 'forged-token' },
    expect: fails(failureMessages.resetInvalid, 400),
  },
  {
    title: 'resetpassword refuses a forged token',
    endpoint: 'resetPassword',
    as: 'none',
    fields: { token: 'forged-token', 'Appuser[password]': 'a new password 2' },
    expect: fails(failureMessages.resetInvalid, 400),
  },
];
