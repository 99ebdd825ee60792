// The server's own road distance (contract decision 3): measured when an address is added,
// stored with the warehouse and coordinates it was measured for, never failing the save when routing is down,
// measured again when the warehouse moves or the address changes. Routing is the local OSRM stand-in.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { METRES_PER_MILE, roundMiles } from '../../src/domain/delivery';
import { addresses } from '../db/schema';
import { ADDRESS, testShop, type ApiClient, type TestShop } from './support';

const tiers = [
  { minMile: 0, maxMile: 100, pricePerPalletCents: 150_00 },
  { minMile: 100.01, maxMile: 200, pricePerPalletCents: 200_00 },
];

describe('road distance of addresses', () => {
  let t: TestShop;
  let api: ApiClient;
  beforeEach(async () => {
    t = await testShop();
    api = t.client();
    await api.signUp('dana@example.com');
  });

  const add = async (fields: Record<string, string> = {}) => {
    const res = await api.call('saveAddress', { ...ADDRESS, ...fields });
    expect(res.body.status).toBe(1);
    return res.body.data as { appuser_address_id: number; distance_miles: number | null };
  };
  const row = async (id: number) =>
    (await t.database.db.select().from(addresses).where(eq(addresses.id, id)))[0]!;

  it('is measured when the address is added ("Freight quote will follow") and listed with it', async () => {
    t.routing.answer = () => 12.345 * METRES_PER_MILE;
    const added = await add();
    expect(added.distance_miles).toBe(12.35);
    expect(t.routing.requests).toEqual(['-95.51730,29.72570;-95.41000,29.72180']);
    const [listed] = await api.ok('addresses');
    expect(listed?.distance_miles).toBe(12.35);
    expect(await row(added.appuser_address_id)).toMatchObject({
      roadMetres: 12.345 * METRES_PER_MILE,
      roadMetresKey: '-95.51730,29.72570;-95.41000,29.72180',
    });
  });

  it('adding never fails when routing is down: the distance is measured at the next quote', async () => {
    t.routing.answer = () => 'fail';
    const added = await add();
    expect(added.distance_miles).toBeNull();
    expect((await api.ok('addresses'))[0]?.distance_miles).toBeNull();
    expect(t.logger.lines.some((l) => l.msg === 'road distance not measured')).toBe(true);

    t.routing.answer = () => 150 * METRES_PER_MILE;
    const quote = await t.shop.delivery.quote(t.database.db, await row(added.appuser_address_id), 60, tiers);
    expect(quote).toMatchObject({ kind: 'priced', miles: 150, pallets: 2, chargeCents: 400_00 });
    expect((await api.ok('addresses'))[0]?.distance_miles).toBe(150);
  });

  it('a stored distance is used as it is, "no route" included; no address coordinates, no request', async () => {
    t.routing.answer = () => null;
    const added = await add();
    expect(added.distance_miles).toBeNull();
    t.routing.requests.length = 0;
    t.routing.answer = () => 5;
    const quote = await t.shop.delivery.quote(t.database.db, await row(added.appuser_address_id), 1, tiers);
    expect(quote).toMatchObject({ kind: 'call', reason: 'no-route' });
    expect(t.routing.requests).toEqual([]);

    const none = await add({ 'Appuseraddress[latitude]': '', 'Appuseraddress[longitude]': '' });
    expect(none.distance_miles).toBeNull();
    expect(t.routing.requests).toEqual([]);
    expect(
      await t.shop.delivery.quote(t.database.db, await row(none.appuser_address_id), 1, tiers),
    ).toMatchObject({
      kind: 'call',
      reason: 'no-coordinates',
      message: 'We will call you to set up delivery.',
    });
  });

  it('is measured again when the warehouse moves or the address is edited', async () => {
    t.routing.answer = () => 10 * METRES_PER_MILE;
    const added = await add();
    const moved = await testShop({ warehouse: { lat: 30.2672, lng: -97.7431 } });
    moved.routing.answer = () => 170 * METRES_PER_MILE;
    // testShop emptied the shopper tables: sign up again on the moved shop.
    const mover = moved.client();
    await mover.signUp('dana@example.com');
    const again = (await mover.call('saveAddress', ADDRESS)).body.data as { appuser_address_id: number };
    expect(roundMiles((await row(again.appuser_address_id)).roadMetres! / METRES_PER_MILE)).toBe(170);
    expect(moved.routing.requests[0]).toMatch(/^-97\.74310,30\.26720;/);
    // Seen from the first warehouse the stored pair no longer matches: measured for that warehouse again
    // (its routing client still holds that pair: 10 mi) and stored for it.
    expect(
      await t.shop.delivery.quote(t.database.db, await row(again.appuser_address_id), 1, tiers),
    ).toMatchObject({ miles: 10 });
    expect((await row(again.appuser_address_id)).roadMetresKey).toBe('-95.51730,29.72570;-95.41000,29.72180');
    expect(added.distance_miles).toBe(10);

    // Edited coordinates: a new measurement for the new pair.
    t.routing.answer = () => 42 * METRES_PER_MILE;
    const edited = await mover.call('saveAddress', {
      ...ADDRESS,
      appuser_address_id: again.appuser_address_id,
      'Appuseraddress[latitude]': '29.9',
    });
    expect(edited.body.data).toMatchObject({ distance_miles: 42 });
    expect((await row(again.appuser_address_id)).roadMetresKey).toBe('-97.74310,30.26720;-95.41000,29.90000');
  });
});
