// The shopper's journey over real HTTP (a listening server, fetch, cookies): sign up, log in, add to cart,
// add an address, create a payment intent, check out in test-payment mode, and find the order stored
// with the server's totals.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, joinUrl, type EndpointName } from '../../src/contract/endpoints';
import { Envelope } from '../../src/contract/envelope';
import { billSummary } from '../../src/domain/cart';
import { palletsFor } from '../../src/domain/delivery';
import { percentOf } from '../../src/domain/money';
import { orderItems, orders, userCarts } from '../db/schema';
import { ADDRESS, testShop, type TestShop } from './support';

describe('journey over HTTP', () => {
  let t: TestShop;
  let server: ServerType;
  let base: string;
  const jar = new Map<string, string>();

  beforeAll(async () => {
    t = await testShop();
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** What the storefront's client does: credentials, Accept JSON, XSRF echo, auth_key, envelope unwrap. */
  async function call(name: EndpointName, fields: Record<string, string | number> = {}, authKey?: string) {
    const endpoint = endpoints[name];
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (jar.size > 0) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = jar.get('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    if (authKey) headers.auth_key = authKey;
    let body: FormData | URLSearchParams | undefined;
    if (endpoint.encoding === 'multipart') {
      body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
    } else if (endpoint.encoding === 'form' && Object.keys(fields).length > 0) {
      body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    }
    const res = await fetch(joinUrl(base, endpoint.path), { method: endpoint.method, headers, body });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [k, v] = pair!.split('=');
      jar.set(k!, v!);
    }
    const envelope = Envelope.parse(await res.json());
    if (res.status !== 200 || envelope.status !== 1)
      throw new Error(`${name}: ${res.status} ${envelope.message}`);
    return endpoint.data.parse(envelope.data) as never;
  }

  it('signs up, logs in, fills the cart, pays (test mode) and checks out', async () => {
    // The first GET hands out the XSRF cookie.
    const settings = (await call('settings')) as { tax: number | null };
    expect(jar.get('XSRF-TOKEN')).toBeTruthy();

    await call('signup', {
      'Appuser[first_name]': 'Jo',
      'Appuser[last_name]': 'Journey',
      'Appuser[email]': 'jo@example.com',
      'Appuser[password]': 'a fine password',
      'Appuser[postal_code]': '00000',
      'Appuser[phone_number]': '0000000000',
      'Appuser[login_type]': 'Normal',
      'Appuser[devices_type]': 'Web',
    });
    const grant = (await call('login', {
      'Appuser[email]': 'jo@example.com',
      'Appuser[password]': 'a fine password',
      'Appuser[devices_type]': 'Web',
      'Appuser[devices_name]': 'journey',
      'Appuser[app_version]': '1',
      'Appuser[devices_id]': 'd-1',
    })) as { auth_key: string; full_name: string };
    expect(grant.full_name).toBe('Jo Journey');
    const key = grant.auth_key;

    const product = (await call('productDetails', { slug: 'classic-oak-herringbone' })) as {
      product_id: number;
      price_per_box: number;
    };
    await call(
      'saveCartLine',
      { 'Usercarts[product_id]': product.product_id, 'Usercarts[price]': '0.01', 'Usercarts[quantity]': 60 },
      key,
    );
    const trim = (await call('productDetails', { slug: 'quarter-round-whitewash' })) as {
      product_id: number;
      price_per_box: number;
    };
    await call('saveCartLine', { 'Usercarts[product_id]': trim.product_id, 'Usercarts[quantity]': 4 }, key);
    const cart = (await call('cart', {}, key)) as {
      user_carts_id: number;
      quantity: number;
      product: { price_per_box: number };
    }[];
    expect(cart).toHaveLength(2);

    await call('saveAddress', ADDRESS, key);
    const [address] = (await call('addresses', {}, key)) as { appuser_address_id: number }[];

    // The client's bill (§9): 64 boxes → 2 pallets at the $150 tier.
    const lines = cart.map((l) => ({ pricePerBoxCents: l.product.price_per_box, quantity: l.quantity }));
    const pallets = palletsFor(64);
    expect(pallets).toBe(2);
    const bill = billSummary({
      lines,
      taxPercent: settings.tax,
      mode: 'delivery',
      deliveryChargeCents: pallets * 150_00,
    });
    const intent = (await call('createPaymentIntent', { amount: bill.totalCents, currency: 'usd' }, key)) as {
      clientSecret: string;
      paymentIntentId: string;
    };
    expect(intent.clientSecret.startsWith(`${intent.paymentIntentId}_secret_`)).toBe(true);
    // Test-payment mode: the card step (Stripe's 4242 test card) succeeds the intent.
    const paid = (await call(
      'confirmTestPayment',
      {
        payment_intent_id: intent.paymentIntentId,
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: 2099,
        cvc: '123',
      },
      key,
    )) as { status: string };
    expect(paid.status).toBe('succeeded');

    const receipt = (await call(
      'checkout',
      {
        'Userorder[appuser_address_id]': address!.appuser_address_id,
        'Userorder[payment_type]': 'Online',
        'Userorder[payment_status]': 'succeeded',
        'Userorder[payment_id]': intent.paymentIntentId,
        'Userorder[tax]': '0',
        'Userorder[shipping]': 0,
        'Userorder[sub_total]': '0',
        'Userorder[total]': (bill.totalCents / 100).toFixed(2),
        'Userorder[order_status]': 'Confirm',
        'Userorder[delivery_type]': 'Delivery',
        'Userorder[user_carts_id]': cart.map((l) => l.user_carts_id).join(','),
      },
      key,
    )) as { userorder_id: number };

    // Stored with the server's own totals; the ordered lines are gone.
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, receipt.userorder_id));
    const items = 60 * product.price_per_box + 4 * trim.price_per_box;
    expect(stored).toMatchObject({
      subTotalCents: items,
      taxCents: percentOf(items, 8.25),
      shippingCents: 300_00,
      totalCents: items + percentOf(items, 8.25) + 300_00,
      pallets: 2,
      deliveryType: 'Delivery',
      paymentId: intent.paymentIntentId,
      orderStatus: 'Confirm',
      paymentStatus: 'succeeded',
    });
    expect(
      await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, receipt.userorder_id)),
    ).toHaveLength(2);
    expect(await t.database.db.select().from(userCarts)).toHaveLength(0);
    expect(await call('cart', {}, key)).toEqual([]);

    // Log out: the key stops working.
    await call('logout', {}, key);
    await expect(call('cart', {}, key)).rejects.toThrow(/401/);
  });
});
