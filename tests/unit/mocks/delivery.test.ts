// The mock shop API (mocks/): delivery facts and road routing.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints';
import { metresToMiles } from '../../../src/domain/delivery';
import * as fixtures from '../../../fixtures';
import { useMockShop, DEMO_KEY, call, validAddress } from './mock-kit';

useMockShop();

describe('delivery facts the mocks hand the client', () => {
  it('tiers come with the warehouse; settings say test-payment mode; addresses carry their road miles', async () => {
    const tiers = endpoints.shippingCharge.data.parse((await call(endpoints.shippingCharge)).data);
    expect(tiers.warehouse).toEqual(fixtures.warehouseLocation);
    expect(tiers.tiers).toHaveLength(2);
    expect(endpoints.settings.data.parse((await call(endpoints.settings)).data).payment_mode).toBe('test');
    const [houston, austin] = endpoints.addresses.data.parse(
      (await call(endpoints.addresses, {}, DEMO_KEY)).data,
    );
    expect(houston!.distance_miles).toBeLessThan(100);
    expect(austin!.distance_miles).toBeGreaterThan(100);
    await call(endpoints.saveAddress, { ...validAddress, 'Appuseraddress[latitude]': '' }, DEMO_KEY);
    const list = endpoints.addresses.data.parse((await call(endpoints.addresses, {}, DEMO_KEY)).data);
    expect(list.at(-1)?.distance_miles).toBeNull();
  });
});

describe('road routing (OSRM shape)', () => {
  const route = (coords: string) =>
    fetch(`https://router.project-osrm.org/route/v1/driving/${coords}?overview=false`);
  const { lat, lng } = fixtures.warehouseLocation;

  it('answers haversine × 1.25, longitude first', async () => {
    const miles = async (to: { latitude?: unknown; longitude?: unknown }) => {
      const response = await route(`${lng},${lat};${to.longitude},${to.latitude}`);
      const json = (await response.json()) as {
        code: string;
        routes: { distance: number; duration: number }[];
      };
      expect(json.code).toBe('Ok');
      expect(json.routes[0]!.duration).toBeGreaterThan(0);
      return metresToMiles(json.routes[0]!.distance);
    };
    const [houston, austin] = fixtures.demoUser.addresses;
    const [sanAntonio] = fixtures.emptyCartUser.addresses;
    expect(await miles(houston!)).toBeLessThan(100);
    const austinMiles = await miles(austin!);
    expect(austinMiles).toBeGreaterThan(100);
    expect(austinMiles).toBeLessThan(200);
    expect(await miles(sanAntonio!)).toBeGreaterThan(200);
    // Same point: 0 m.
    const same = await (await route(`${lng},${lat};${lng},${lat}`)).json();
    expect(same.routes[0].distance).toBe(0);
  });

  it('answers 400 InvalidQuery on bad coordinates', async () => {
    for (const bad of ['abc', `${lng},${lat}`, '-95.5,29.7;nope,1', '-200,29.7;-95,29']) {
      const response = await route(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'InvalidQuery' });
    }
  });
});
