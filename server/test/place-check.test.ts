// Delivery is priced only from places the server has verified: the address's text is
// geocoded by the server (Photon, answered here by the local stand-in from the fixture places — never the
// internet) and coordinates it does not confirm are never priced from.
import { beforeEach, describe, expect, it } from 'vitest';
import { billSummary } from '../../src/domain/cart';
import { METRES_PER_MILE } from '../../src/domain/delivery';
import { paymentIntents } from '../db/schema';
import { photonGeocoder } from '../geo/photon';
import { PlaceCheck, straightMiles } from '../services/place-check';
import { ADDRESS, testRouting, testShop, type ApiClient, type TestShop } from './support';

const TAX = 8.25; // fixtures/settings.ts
const CALL = 'We will call you to set up delivery.';
const ANCHORAGE = { 'Appuseraddress[latitude]': '61.2181', 'Appuseraddress[longitude]': '-149.9003' };
const AUSTIN = {
  'Appuseraddress[address_line_1]': '1100 Congress Ave',
  'Appuseraddress[city]': 'Austin',
  'Appuseraddress[postal_code]': '78701',
};

describe('delivery priced from verified places only', () => {
  let t: TestShop;
  let alice: ApiClient;
  let lines: { pricePerBoxCents: number; quantity: number }[];
  beforeEach(async () => {
    const routing = await testRouting();
    t = await testShop({ placeCheck: new PlaceCheck(photonGeocoder({ baseUrl: routing.url }), 25) });
    alice = t.client();
    await alice.signUp('places@example.com');
    await alice.ok('saveCartLine', { 'Usercarts[product_id]': 1, 'Usercarts[quantity]': 15 });
    lines = (await alice.ok('cart')).map((l) => ({
      pricePerBoxCents: l.product.price_per_box,
      quantity: l.quantity,
    }));
  });

  const total = (deliveryCents: number) =>
    billSummary({ lines, taxPercent: TAX, mode: 'delivery', deliveryChargeCents: deliveryCents }).totalCents;
  const addAddress = async (fields: Record<string, string> = {}) =>
    ((await alice.call('saveAddress', { ...ADDRESS, ...fields })).body.data as { appuser_address_id: number })
      .appuser_address_id;
  const intentFor = (address: number, deliveryCents: number) =>
    alice.call('createPaymentIntent', {
      amount: total(deliveryCents),
      delivery_type: 'Delivery',
      appuser_address_id: address,
    });

  it('a Houston street with its own coordinates is priced from them', async () => {
    const address = await addAddress();
    expect((await intentFor(address, 150_00)).status).toBe(200);
    const [record] = await t.database.db.select().from(paymentIntents);
    expect(record).toMatchObject({ shippingCents: 150_00, deliveryLabel: 'Express Delivery' });
    expect(t.routing.placeQueries.length).toBeGreaterThan(0); // the server asked, the browser's word was not taken
  });

  it('a Houston street sent with Anchorage coordinates: "we will call you", never a price from them', async () => {
    t.routing.answer = () => 10 * METRES_PER_MILE; // were the coordinates priced, this would be Express
    const address = await addAddress(ANCHORAGE);
    expect(t.routing.requests).toEqual([]); // not even measured
    const priced = await intentFor(address, 150_00);
    expect(priced.status).toBe(409);
    expect(priced.body.message).toContain('delivery $0.00');
    expect((await intentFor(address, 0)).status).toBe(200);
    const [record] = await t.database.db.select().from(paymentIntents);
    expect(record).toMatchObject({ shippingCents: 0, deliveryLabel: CALL });
    expect(t.logger.lines).toContainEqual(
      expect.objectContaining({ event: 'place_unverified', verdict: 'mismatch', address_id: address }),
    );
  });

  it('a far address (Austin) sent with near coordinates does not get the cheapest tier', async () => {
    const address = await addAddress(AUSTIN); // Bissonnet's coordinates, 8 mi: Express if believed
    expect((await intentFor(address, 150_00)).status).toBe(409);
    expect((await intentFor(address, 0)).status).toBe(200);
    // With its own coordinates it is priced by road from them (173 mi: Standard).
    const honest = await addAddress({
      ...AUSTIN,
      'Appuseraddress[latitude]': '30.2747',
      'Appuseraddress[longitude]': '-97.7404',
      'Appuseraddress[is_default]': '0',
    });
    expect((await intentFor(honest, 200_00)).status).toBe(200);
  });

  it('an address the search cannot find is not priced; a search that fails is "try again"', async () => {
    t.routing.places = () => [];
    const unknown = await addAddress();
    expect((await intentFor(unknown, 0)).status).toBe(200);
    const [record] = await t.database.db.select().from(paymentIntents);
    expect(record?.deliveryLabel).toBe(CALL);

    t.routing.places = () => 'fail';
    const another = await addAddress({
      'Appuseraddress[address_line_1]': '2316 Bissonnet St',
      'Appuseraddress[is_default]': '0',
    });
    const down = await intentFor(another, 150_00);
    expect(down.status).toBe(503);
    // The owner can read why in the log.
    expect(t.logger.lines).toContainEqual(
      expect.objectContaining({ event: 'place_check_unavailable', address_id: another }),
    );
  });

  it('measures straight miles', () => {
    expect(straightMiles({ lat: 29.7218, lng: -95.41 }, { lat: 61.2181, lng: -149.9003 })).toBeGreaterThan(
      3000,
    );
    expect(straightMiles({ lat: 29.7218, lng: -95.41 }, { lat: 29.7218, lng: -95.41 })).toBe(0);
  });
});
