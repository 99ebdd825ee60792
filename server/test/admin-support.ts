// What the back office's server tests share: an owner, a client that talks to /api/admin as the admin app
// does (JSON, anti-forgery token, the session cookie), and a shopper's paid order to work on.
import { expect } from 'vitest';
import { ADMIN_SESSION_COOKIE, adminEndpoints, type AdminEndpointName } from '../../src/contract/admin';
import { billSummary } from '../../src/domain/cart';
import { API_BASE } from '../create-app';
import { newXsrfSession, newXsrfToken, SESSION_COOKIE } from '../http/xsrf';
import { TEST_SECRET, type ApiClient, type TestShop } from './support';

export const OWNER = { email: 'owner@floorshop.test', password: 'owner password 1' };

export class AdminClient {
  readonly xsrfSession = newXsrfSession();
  readonly xsrf = newXsrfToken(TEST_SECRET, this.xsrfSession);
  session: string | undefined;
  constructor(readonly shop: TestShop) {}

  async call(name: AdminEndpointName, body: unknown = {}, headers: Record<string, string> = {}) {
    const cookies = [
      `XSRF-TOKEN=${this.xsrf}`,
      `${SESSION_COOKIE}=${this.xsrfSession}`,
      this.session ? `${ADMIN_SESSION_COOKIE}=${this.session}` : '',
    ];
    const res = await this.shop.app.request(`${API_BASE}${adminEndpoints[name].path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': this.xsrf,
        Cookie: cookies.filter(Boolean).join('; '),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie') ?? '';
    const match = new RegExp(`${ADMIN_SESSION_COOKIE}=([^;]*)`).exec(set);
    if (match) this.session = match[1] || undefined;
    // The tests read answers of every endpoint's shape: typed loosely on purpose.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as { status: number; message: string; data: any } };
  }

  async signIn(email = OWNER.email, password = OWNER.password) {
    const result = await this.call('adminLogin', { email, password });
    expect(result.status, result.body.message).toBe(200);
    return result;
  }
}

const CARD = { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

/** The shopper pays for `boxes` boxes of product 1 (pickup) in test-payment mode; answers the order. */
export async function placePickupOrder(api: ApiClient, boxes = 2) {
  await api.ok('saveCartLine', { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': boxes });
  const cart = await api.ok('cart');
  const ids = cart.map((l) => l.user_carts_id).join(',');
  const { totalCents } = billSummary({
    lines: cart.map((l) => ({ pricePerBoxCents: l.product.price_per_box, quantity: l.quantity })),
    taxPercent: 8.25,
    mode: 'pickup',
    deliveryChargeCents: null,
  });
  const intent = await api.ok('createPaymentIntent', {
    amount: totalCents,
    currency: 'usd',
    delivery_type: 'Pickup',
    appuser_address_id: 0,
    user_carts_id: ids,
  });
  await api.ok('confirmTestPayment', { payment_intent_id: intent.paymentIntentId, ...CARD });
  const receipt = await api.ok('checkout', {
    'Userorder[appuser_address_id]': 0,
    'Userorder[payment_type]': 'Online',
    'Userorder[payment_status]': 'succeeded',
    'Userorder[payment_id]': intent.paymentIntentId,
    'Userorder[tax]': '0',
    'Userorder[shipping]': '0',
    'Userorder[sub_total]': '0',
    'Userorder[total]': '0',
    'Userorder[order_status]': 'Confirm',
    'Userorder[delivery_type]': 'Pickup',
    'Userorder[user_carts_id]': ids,
  });
  return { orderId: receipt!.userorder_id!, totalCents, paymentId: intent.paymentIntentId };
}
