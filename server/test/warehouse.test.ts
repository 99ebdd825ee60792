// Where deliveries start (docs/admin.md): the warehouse coordinates the owner saves in the back office's
// settings, from the next quote on, read through the catalogue's cached settings row; WAREHOUSE_LAT/LNG (the
// app's `warehouse` option) only while the settings have none. The tiers answer hands the browser the same
// point, with the settings' warehouse address.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billSummary } from '../../src/domain/cart';
import { METRES_PER_MILE } from '../../src/domain/delivery';
import { paymentIntents, siteSettings } from '../db/schema';
import { AdminClient, OWNER } from './admin-support';
import { ADDRESS, testShop, type ApiClient, type TestShop } from './support';

const TAX = 8.25; // fixtures/settings.ts
/** The server's configured warehouse (WAREHOUSE_LAT/LNG) in these tests. */
const CONFIGURED = { lat: 29.7257, lng: -95.5173 };
/** The one the owner saves: Austin, 140-odd miles away. */
const SAVED = { lat: 30.2672, lng: -97.7431 };
const SAVED_ADDRESS = '500 E Cesar Chavez St, Austin, TX 78701';

describe('the warehouse saved in settings', () => {
  let t: TestShop;
  let admin: AdminClient;
  let alice: ApiClient;
  let before: typeof siteSettings.$inferSelect;
  beforeEach(async () => {
    t = await testShop({ warehouse: CONFIGURED });
    [before] = (await t.database.db.select().from(siteSettings)) as [typeof siteSettings.$inferSelect];
    await t.shop.accounts.ensureOwner(OWNER.email, OWNER.password);
    admin = new AdminClient(t);
    await admin.signIn();
    alice = t.client();
    await alice.signUp('alice@example.com');
  });
  // The settings row is shared with the other test files: put back as it was.
  afterEach(async () => {
    const { id, ...values } = before;
    await t.database.db.update(siteSettings).set(values).where(eq(siteSettings.id, id));
  });

  const saveWarehouse = async (lat: number | null, lng: number | null, address: string) => {
    const { settings } = (await admin.call('adminSettings')).body.data;
    const saved = await admin.call('adminSaveSettings', {
      ...settings,
      warehouse_address: address,
      warehouse_lat: lat,
      warehouse_lng: lng,
    });
    expect(saved.status, saved.body.message).toBe(200);
  };
  const tiersAnswer = async () =>
    (await alice.call('shippingCharge')).body.data as {
      warehouse: { latitude: number; longitude: number; address: string };
    };
  /** 15 boxes (one pallet) to the test address; the intent's answer for the delivery charge given. */
  const payDelivery = async (addressId: number, deliveryCents: number) => {
    const cart = await alice.ok('cart');
    const { totalCents } = billSummary({
      lines: cart.map((l) => ({ pricePerBoxCents: l.product.price_per_box, quantity: l.quantity })),
      taxPercent: TAX,
      mode: 'delivery',
      deliveryChargeCents: deliveryCents,
    });
    return alice.call('createPaymentIntent', {
      amount: totalCents,
      currency: 'usd',
      delivery_type: 'Delivery',
      appuser_address_id: addressId,
      user_carts_id: cart.map((l) => l.user_carts_id).join(','),
    });
  };
  const from = (point: { lat: number; lng: number }) => `${point.lng.toFixed(5)},${point.lat.toFixed(5)};`;

  it('is where quotes start from the next quote on; without one, WAREHOUSE_LAT/LNG', async () => {
    // 10 road miles from the configured warehouse ($150 a pallet), 150 from the saved one ($200).
    t.routing.answer = (origin) => (origin.lat > 30 ? 150 : 10) * METRES_PER_MILE;
    await alice.ok('saveCartLine', { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 15 });
    const address = (await alice.call('saveAddress', ADDRESS)).body.data as {
      appuser_address_id: number;
      distance_miles: number | null;
    };
    expect(address.distance_miles).toBe(10);
    expect(t.routing.requests.at(-1)).toMatch(new RegExp(`^${from(CONFIGURED)}`));
    expect((await tiersAnswer()).warehouse).toMatchObject({
      latitude: CONFIGURED.lat,
      longitude: CONFIGURED.lng,
    });

    await saveWarehouse(SAVED.lat, SAVED.lng, SAVED_ADDRESS);
    // The browser is handed the saved point and address; the pickup address shown is the same one.
    expect((await tiersAnswer()).warehouse).toEqual({
      latitude: SAVED.lat,
      longitude: SAVED.lng,
      address: SAVED_ADDRESS,
    });
    expect((await alice.ok('settings')).warehouse_address).toBe(SAVED_ADDRESS);
    // The stored distance was measured from the old warehouse: not shown as this one's.
    expect((await alice.ok('addresses'))[0]?.distance_miles).toBeNull();

    // The server prices from the saved warehouse: the configured one's charge is refused.
    const cheaper = await payDelivery(address.appuser_address_id, 150_00);
    expect(cheaper.status).toBe(409);
    expect(cheaper.body.message).toContain('delivery $200.00');
    expect(t.routing.requests.at(-1)).toMatch(new RegExp(`^${from(SAVED)}`));
    const paid = await payDelivery(address.appuser_address_id, 200_00);
    expect(paid.body, paid.body.message).toMatchObject({ status: 1 });
    const [intent] = await t.database.db.select().from(paymentIntents);
    expect(intent).toMatchObject({ shippingCents: 200_00, miles: 150 });
    expect((await alice.ok('addresses'))[0]?.distance_miles).toBe(150);

    // Coordinates cleared: back to WAREHOUSE_LAT/LNG for the next quote.
    await saveWarehouse(null, null, SAVED_ADDRESS);
    expect((await tiersAnswer()).warehouse).toMatchObject({
      latitude: CONFIGURED.lat,
      longitude: CONFIGURED.lng,
    });
    expect((await payDelivery(address.appuser_address_id, 150_00)).body).toMatchObject({ status: 1 });
  });

  it('a new address is measured from the saved warehouse when it is added', async () => {
    await saveWarehouse(SAVED.lat, SAVED.lng, SAVED_ADDRESS);
    t.routing.answer = (origin) => (origin.lat > 30 ? 150 : 10) * METRES_PER_MILE;
    const address = (await alice.call('saveAddress', ADDRESS)).body.data as { distance_miles: number | null };
    expect(address.distance_miles).toBe(150);
    expect(t.routing.requests).toEqual([expect.stringMatching(new RegExp(`^${from(SAVED)}`))]);
  });
});
