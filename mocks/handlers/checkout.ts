// Payment intent and order creation (§4 Payment, §7). The mock "provider" is a counter: intents are
// pi_mock_<n> with client secret pi_mock_<n>_secret_<x>; stories' fake Stripe confirms any of them.
import { endpoints } from '../../src/contract/endpoints';
import { successMessages } from '../../src/contract/messages';
import { cartLinesOf, db, toWireCartItem } from '../db';
import { fail, handleSignedIn, ok } from './http';

function secretFor(n: number): string {
  // Deterministic, different per intent.
  return ((n * 2654435761) >>> 0).toString(36).padStart(7, '0');
}

export const checkoutHandlers = [
  handleSignedIn(endpoints.createPaymentIntent, ({ body, user }) => {
    const n = db.next.paymentIntent++;
    const id = `pi_mock_${n}`;
    const clientSecret = `${id}_secret_${secretFor(n)}`;
    db.paymentIntents.set(id, {
      id,
      client_secret: clientSecret,
      appuser_id: user.appuser_id,
      amount: body.amount,
      currency: body.currency,
    });
    return ok({ clientSecret, paymentIntentId: id });
  }),

  handleSignedIn(endpoints.checkout, ({ body, user }) => {
    const paymentId = body['Userorder[payment_id]'];
    // Idempotent on the payment: posting the same payment again returns the order already made.
    const previous = [...db.orders.values()].find(
      (o) => o.payment_id === paymentId && o.appuser_id === user.appuser_id,
    );
    if (previous)
      return ok({ userorder_id: previous.userorder_id, total: previous.total }, successMessages.orderPlaced);

    if (body['Userorder[payment_status]'] !== 'succeeded') return fail('Payment has not succeeded');
    const intent = db.paymentIntents.get(paymentId);
    if (!intent || intent.appuser_id !== user.appuser_id) return fail('Payment not found', 404);

    const deliveryType = body['Userorder[delivery_type]'];
    const addressId = body['Userorder[appuser_address_id]'];
    if (deliveryType === 'Delivery') {
      const address = db.addresses.get(addressId);
      if (!address || address.appuser_id !== user.appuser_id) return fail('Please select an address');
    }

    const ids = body['Userorder[user_carts_id]'].split(',').map(Number);
    const mine = new Map(cartLinesOf(user.appuser_id).map((l) => [l.user_carts_id, l]));
    const lines = ids.map((id) => mine.get(id));
    if (lines.some((l) => !l)) return fail('Some items are no longer in your cart');

    const order = {
      userorder_id: db.next.order++,
      appuser_id: user.appuser_id,
      appuser_address_id: deliveryType === 'Delivery' ? addressId : 0,
      payment_type: body['Userorder[payment_type]'],
      payment_status: body['Userorder[payment_status]'],
      payment_id: paymentId,
      tax: body['Userorder[tax]'],
      shipping: body['Userorder[shipping]'],
      sub_total: body['Userorder[sub_total]'],
      total: body['Userorder[total]'],
      order_status: body['Userorder[order_status]'],
      delivery_type: deliveryType,
      user_carts_id: body['Userorder[user_carts_id]'],
      lines: lines.map((l) => toWireCartItem(l!)),
      created_at: new Date().toISOString(),
    };
    db.orders.set(order.userorder_id, order);
    for (const id of ids) db.carts.delete(id);
    return ok({ userorder_id: order.userorder_id, total: order.total }, successMessages.orderPlaced);
  }),
];
