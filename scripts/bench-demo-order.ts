// For `npm run bench` (scripts/bench.mjs): gives the signed-in demo shopper one paid order, so that
// `/orders` and `/orders/:id` are measured as a shopper with orders sees them, not in their empty or
// "not found" state. It pays for the shopper's cart as the storefront does in test-payment mode (the
// intent, Stripe's test card, the checkout), then puts the same lines back, so `/my-cart` is still
// measured filled. Prints `{"orderId":N,"cartLines":M}`.
// Usage: node --import tsx scripts/bench-demo-order.ts <base URL>   (BENCH_SESSION: JSON of
// { authKey, cookie, xsrf } from bench.mjs's sign-in)
import type { z } from 'zod';
import { billSummary } from '../src/domain/cart';
import { encodeBody, endpoints, routePath, type EndpointName } from '../src/contract/endpoints';
import { checkoutFields, TEST_CARD } from '../tests/support/shop-fields';

const base = process.argv[2];
const session = JSON.parse(process.env.BENCH_SESSION ?? '{}') as {
  authKey?: string;
  cookie?: string;
  xsrf?: string;
};
if (!base || !session.authKey || !session.cookie || !session.xsrf) {
  console.error('usage: BENCH_SESSION=\'{"authKey","cookie","xsrf"}\' bench-demo-order.ts <base URL>');
  process.exit(2);
}

type WireFields = Record<string, string | number>;

/** One call as the storefront makes it; answers the envelope's `data`, parsed by the contract. */
async function call<N extends EndpointName>(name: N, fields: WireFields = {}) {
  const endpoint = endpoints[name];
  const res = await fetch(`${base}/api${routePath(endpoint)}`, {
    method: endpoint.method,
    headers: {
      accept: 'application/json',
      cookie: session.cookie!,
      'x-xsrf-token': session.xsrf!,
      ...(endpoint.auth ? { auth_key: session.authKey! } : {}),
    },
    body: encodeBody(endpoint, fields),
  });
  const body = (await res.json()) as { status: number; message: string; data: unknown };
  if (body.status !== 1) throw new Error(`${name}: HTTP ${res.status} ${body.message}`);
  return endpoint.data.parse(body.data) as z.output<(typeof endpoints)[N]['data']>;
}

const cart = await call('cart');
if (cart.length === 0) throw new Error('the demo shopper has no cart lines to pay for');
const ids = cart.map((line) => line.user_carts_id).join(',');
const { tax } = await call('settings');
const { totalCents } = billSummary({
  lines: cart.map((line) => ({ pricePerBoxCents: line.product.price_per_box, quantity: line.quantity })),
  taxPercent: tax,
  mode: 'pickup',
  deliveryChargeCents: null,
});
const intent = await call('createPaymentIntent', {
  amount: totalCents,
  currency: 'usd',
  delivery_type: 'Pickup',
  appuser_address_id: 0,
  user_carts_id: ids,
});
await call('confirmTestPayment', { payment_intent_id: intent.paymentIntentId, ...TEST_CARD });
const receipt = await call('checkout', checkoutFields(intent.paymentIntentId, ids));
// The paid lines left the cart with the order: the same lines again.
for (const line of cart) {
  await call('saveCartLine', {
    'Usercarts[product_id]': line.product.product_id,
    'Usercarts[price]': '0.01',
    'Usercarts[quantity]': line.quantity,
  });
}
const after = await call('cart');
console.log(JSON.stringify({ orderId: receipt?.userorder_id, cartLines: after.length }));
