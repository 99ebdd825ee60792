// My orders (userauth/getuserorders, getuserorderdetails) and the password reset (beforeauth/resetpassword),
// answered as the reference server answers them: the shopper's own orders newest first, ten a page, one order
// as charged with its status history; another shopper's order is "Order not found" (HTTP 404). The reset
// accepts the fixture token MOCK_RESET_TOKENS.valid (each time: the mock keeps no used tokens), refuses
// MOCK_RESET_TOKENS.expired as expired and anything else as not valid.
// `orderScenarios.unavailable()`: a server of the plain §7 contract, which answers 404 to these calls.
import { HttpResponse, type HttpHandler } from 'msw';
import { endpoints, type WireDataOf } from '../../src/contract/endpoints';
import { failureMessages, successMessages } from '../../src/contract/messages';
import { deliveryCallRequired } from '../../src/domain/order-status';
import { settings } from '../../fixtures';
import { db, issueKey, sessionGrant, type OrderRecord } from '../db';
import { fail, handle, handleSignedIn, ok, on } from './http';

export const MOCK_ORDERS_PAGE_SIZE = 10;

export const MOCK_RESET_TOKENS = { valid: 'mock-reset-token-valid', expired: 'mock-reset-token-expired' };

/** The shopper the valid fixture token resets: the demo shopper, else the first. */
const resetUser = () => db.users.get(100) ?? [...db.users.values()][0];

/** The refusal a reset token gets (checkresettoken and resetpassword alike), or null for the valid one. */
function resetRefusal(token: string) {
  if (token === MOCK_RESET_TOKENS.expired) return fail(failureMessages.resetExpired);
  if (token !== MOCK_RESET_TOKENS.valid || !resetUser()) return fail(failureMessages.resetInvalid);
  return null;
}

const historyOf = (o: OrderRecord) => o.history ?? [{ status: o.order_status, created_at: o.created_at }];

function summaryOf(o: OrderRecord) {
  return {
    userorder_id: o.userorder_id,
    created_at: o.created_at,
    order_status: o.order_status,
    total: o.total,
    delivery_type: o.delivery_type,
    delivery_label: o.delivery_label,
    delivery_call_required: deliveryCallRequired({
      deliveryType: o.delivery_type,
      deliveryLabel: o.delivery_label,
    }),
    boxes: o.lines.reduce((sum, l) => sum + Number(l.quantity), 0),
  };
}

function detailsOf(o: OrderRecord): WireDataOf<typeof endpoints.userOrderDetails> {
  return {
    ...summaryOf(o),
    sub_total: o.sub_total,
    tax: o.tax,
    shipping: o.shipping,
    payment_status: o.payment_status,
    payment_type: o.payment_type,
    miles: o.miles,
    pallets: o.pallets,
    address: o.address,
    pickup_address: o.delivery_type === 'Pickup' ? settings.warehouse_address : '',
    items: o.lines.map((l) => {
      const price = Number(l.product.price_per_box);
      return {
        product_id: l.product.product_id,
        title: l.product.title,
        quantity: l.quantity,
        price: l.product.price_per_box,
        line_total: (Math.round(price * 100) * Number(l.quantity)) / 100,
      };
    }),
    history: historyOf(o),
  };
}

export const orderHandlers: HttpHandler[] = [
  handleSignedIn(endpoints.userOrders, ({ user, body }) => {
    const mine = [...db.orders.values()]
      .filter((o) => o.appuser_id === user.appuser_id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.userorder_id - a.userorder_id);
    const pageCount = Math.max(1, Math.ceil(mine.length / MOCK_ORDERS_PAGE_SIZE));
    const start = (body.page - 1) * MOCK_ORDERS_PAGE_SIZE;
    return ok({
      orders: mine.slice(start, start + MOCK_ORDERS_PAGE_SIZE).map(summaryOf),
      page: body.page,
      page_count: pageCount,
      total: mine.length,
    });
  }),
  handleSignedIn(endpoints.userOrderDetails, ({ user, body }) => {
    const order = db.orders.get(body.userorder_id);
    if (!order || order.appuser_id !== user.appuser_id) return fail('Order not found', 404);
    return ok(detailsOf(order));
  }),
  handle(
    endpoints.checkResetToken,
    ({ body }) => resetRefusal(body.token) ?? ok(null, successMessages.resetLinkLive),
  ),
  handle(endpoints.resetPassword, ({ body }) => {
    const user = resetUser();
    const refusal = resetRefusal(body.token);
    if (refusal || !user) return refusal ?? fail(failureMessages.resetInvalid);
    user.password = body['Appuser[password]'];
    return ok(sessionGrant(user, issueKey(user.appuser_id)), successMessages.passwordReset);
  }),
];

const notFound = (endpoint: Parameters<typeof on>[0]) =>
  on(
    endpoint,
    () => new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/html' } }),
  );

/** A server of the plain §7 contract: these calls are unknown there (HTTP 404, not our envelope). */
export const orderScenarios = {
  unavailable: (): HttpHandler[] =>
    [
      endpoints.userOrders,
      endpoints.userOrderDetails,
      endpoints.resetPassword,
      endpoints.checkResetToken,
    ].map(notFound),
  /** A server with the reset but without its read-only check (checkresettoken): told on submit. */
  noResetCheck: (): HttpHandler[] => [notFound(endpoints.checkResetToken)],
};
