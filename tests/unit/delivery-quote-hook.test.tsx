// useDeliveryQuote (src/api/hooks/delivery.ts), the hook the cart and /calculate share: the shop's tiers
// (MSW), the warehouse from the tiers answer or the environment, the OSRM client (MSW's routing handler:
// straight line × 1.25), and every outcome a screen shows.
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverySetup, useDeliveryQuote } from '@/api/hooks/delivery';
import { swrConfig } from '@/api/swr';
import { setEnv } from '@/config/env-schema';
import { endpoints } from '@/contract';
import { metresToMiles, roundMiles } from '@/domain/delivery';
import { roadDistance } from '@/services/roadDistance';
import * as fixtures from '../../fixtures';
import { warehouseLocation } from '../../fixtures';
import { roadRoute, routingScenarios } from '../../mocks/handlers/routing';
import { server } from '../../mocks/node';
import { scenarios } from '../../mocks/scenarios';
import { loadFirstUseModules } from './support/app';

const austin = { lat: 30.2747, lng: -97.7404 }; // ≈173 road miles: Standard, $200 a pallet
const houston = { lat: '29.7218', lng: '-95.4100' }; // strings, as addresses arrive: ≈8 miles, Express
const sanAntonio = { lat: 29.426, lng: -98.4861 }; // ≈224 miles: beyond the tiers

const routingRequests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  if (request.url.includes('/route/v1/driving/')) routingRequests.push(request.url);
};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', onRequest);
  await loadFirstUseModules();
});
afterAll(() => server.close());
beforeEach(() => {
  routingRequests.length = 0;
  roadDistance().clearCache();
  // No VITE_WAREHOUSE_*: the shop's tiers answer carries the warehouse (contract decision 1).
  setEnv({ VITE_API_BASE_URL: 'http://shop.test/api', VITE_ROUTING_URL: 'https://osrm.test' });
});

/** A shop of the plain §7 contract: tiers only, no warehouse. */
const plainTiers = () =>
  server.use(
    http.get('*/beforeauth/getshippingcharge', () =>
      HttpResponse.json({ status: 1, message: 'OK', data: fixtures.deliveryTiers }),
    ),
  );
afterEach(() => server.resetHandlers());

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const expectedMiles = (to: { lat: number | string; lng: number | string }) =>
  roundMiles(
    metresToMiles(
      roadRoute(`${warehouseLocation.lng},${warehouseLocation.lat};${to.lng},${to.lat}`)!.distance,
    ),
  );

describe('useDeliveryQuote', () => {
  it('computes, then prices by tier and pallets (56 boxes → 2 pallets × $200, Standard)', async () => {
    const { result } = renderHook(() => useDeliveryQuote({ destination: austin, boxes: 56 }), { wrapper });
    expect(result.current).toMatchObject({ quote: null, isComputing: true });
    await waitFor(() => expect(result.current.isComputing).toBe(false));
    expect(result.current.quote).toEqual({
      kind: 'priced',
      miles: expectedMiles(austin),
      pallets: 2,
      chargeCents: 400_00,
      label: 'Standard Delivery',
      message: '(2 pallet(s))',
    });
    expect(routingRequests).toEqual([
      'https://osrm.test/route/v1/driving/-95.5173,29.7257;-97.7404,30.2747?overview=false',
    ]);
  });

  it('reads string coordinates of a saved address (Express, 1 pallet)', async () => {
    const { result } = renderHook(() => useDeliveryQuote({ destination: houston, boxes: 12 }), { wrapper });
    await waitFor(() => expect(result.current.quote?.kind).toBe('priced'));
    expect(result.current.quote).toMatchObject({
      label: 'Express Delivery',
      chargeCents: 150_00,
      pallets: 1,
    });
  });

  it('beyond the last tier: "We will call you to set up delivery."', async () => {
    const { result } = renderHook(() => useDeliveryQuote({ destination: sanAntonio, boxes: 1 }), { wrapper });
    await waitFor(() => expect(result.current.quote).not.toBeNull());
    expect(result.current.quote).toMatchObject({
      kind: 'call',
      reason: 'no-tier',
      message: 'We will call you to set up delivery.',
    });
  });

  it('no road route (OSRM NoRoute) → "we will call you" for reason no-route', async () => {
    server.use(...routingScenarios.noRoute());
    const { result } = renderHook(() => useDeliveryQuote({ destination: austin, boxes: 1 }), { wrapper });
    await waitFor(() => expect(result.current.quote).not.toBeNull());
    expect(result.current.quote).toMatchObject({ kind: 'call', reason: 'no-route', miles: null });
  });

  it('routing down → "we will call you" (§8 route failure); retry asks again and prices', async () => {
    server.use(...routingScenarios.down());
    const { result } = renderHook(() => useDeliveryQuote({ destination: austin, boxes: 1 }), { wrapper });
    await waitFor(() => expect(result.current.quote).not.toBeNull());
    expect(result.current).toMatchObject({
      quote: { kind: 'call', reason: 'routing-unavailable', message: 'We will call you to set up delivery.' },
      failedStep: null,
      isComputing: false,
    });
    server.resetHandlers();
    act(() => result.current.retry());
    // While the retry runs it says so, over the previous answer.
    expect(result.current.isComputing).toBe(true);
    await waitFor(() => expect(result.current.quote?.kind).toBe('priced'));
    expect(result.current.isComputing).toBe(false);
    expect(routingRequests).toHaveLength(2);
  });

  it('the shop cannot send the tiers → failed (tiers), no routing request', async () => {
    server.use(...scenarios.serverError(endpoints.shippingCharge));
    const { result } = renderHook(() => useDeliveryQuote({ destination: austin, boxes: 1 }), { wrapper });
    await waitFor(() => expect(result.current.quote).not.toBeNull());
    expect(result.current).toMatchObject({ quote: { kind: 'failed' }, failedStep: 'tiers' });
    expect(routingRequests).toEqual([]);
  });

  it('a shop that sends no warehouse: VITE_WAREHOUSE_LAT/LNG stand in', async () => {
    plainTiers();
    setEnv({
      VITE_API_BASE_URL: 'http://shop.test/api',
      VITE_ROUTING_URL: 'https://osrm.test',
      VITE_WAREHOUSE_LAT: warehouseLocation.lat,
      VITE_WAREHOUSE_LNG: warehouseLocation.lng,
    });
    const { result } = renderHook(() => useDeliveryQuote({ destination: austin, boxes: 1 }), { wrapper });
    await waitFor(() => expect(result.current.quote?.kind).toBe('priced'));
    expect(result.current.quote).toMatchObject({ miles: expectedMiles(austin), chargeCents: 200_00 });
  });

  it('no warehouse from the server nor the environment → unavailable, no routing request', async () => {
    plainTiers();
    const { result } = renderHook(() => useDeliveryQuote({ destination: austin, boxes: 1 }), { wrapper });
    await waitFor(() => expect(result.current.quote).not.toBeNull());
    expect(result.current.quote?.kind).toBe('unavailable');
    expect(routingRequests).toEqual([]);
  });

  it('an address whose coordinates are not numbers is "we will call you", before any routing request', async () => {
    const { result } = renderHook(
      () => useDeliveryQuote({ destination: { lat: 'abc', lng: '' }, boxes: 1 }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.quote).not.toBeNull());
    expect(result.current.quote).toMatchObject({ kind: 'call', reason: 'no-coordinates' });
    expect(routingRequests).toEqual([]);
  });

  it('no destination: nothing to quote, nothing computing', () => {
    const { result } = renderHook(() => useDeliveryQuote({ destination: null, boxes: 3 }), { wrapper });
    expect(result.current).toMatchObject({ quote: null, isComputing: false, failedStep: null });
  });

  it("the server's warehouse wins over the environment's", async () => {
    server.use(
      http.get('*/beforeauth/getshippingcharge', () =>
        HttpResponse.json({
          status: 1,
          message: 'OK',
          data: {
            tiers: [{ min_mile: 0, max_mile: 500, price: 99 }],
            warehouse: { latitude: austin.lat, longitude: austin.lng, address: 'Austin dock' },
          },
        }),
      ),
    );
    setEnv({
      VITE_API_BASE_URL: 'http://shop.test/api',
      VITE_ROUTING_URL: 'https://osrm.test',
      VITE_WAREHOUSE_LAT: warehouseLocation.lat,
      VITE_WAREHOUSE_LNG: warehouseLocation.lng,
    });
    const { result } = renderHook(() => useDeliveryQuote({ destination: sanAntonio, boxes: 1 }), { wrapper });
    await waitFor(() => expect(result.current.quote?.kind).toBe('priced'));
    expect(result.current.quote).toMatchObject({ chargeCents: 99_00 });
    expect(routingRequests[0]).toContain(`/route/v1/driving/${austin.lng},${austin.lat};`);
  });
});

describe('deliverySetup', () => {
  const tiers = [{ minMile: 0, maxMile: 100, pricePerPalletCents: 150_00 }];
  const envWarehouse = { VITE_WAREHOUSE_LAT: 29.7, VITE_WAREHOUSE_LNG: -95.5 };
  const none = { VITE_WAREHOUSE_LAT: undefined, VITE_WAREHOUSE_LNG: undefined };

  it("the server's warehouse wins over the environment", () => {
    expect(deliverySetup({ tiers, warehouse: { lat: 30, lng: -97 } }, envWarehouse)).toEqual({
      tiers,
      warehouse: { lat: 30, lng: -97 },
      warehouseFrom: 'server',
    });
  });

  it('a plain tier list (or warehouse null) falls back to VITE_WAREHOUSE_LAT/LNG', () => {
    expect(deliverySetup(tiers, envWarehouse)).toMatchObject({
      warehouse: { lat: 29.7, lng: -95.5 },
      warehouseFrom: 'environment',
    });
    expect(deliverySetup({ tiers, warehouse: null }, envWarehouse).warehouseFrom).toBe('environment');
  });

  it('neither → no warehouse (the quote says unavailable instead of guessing)', () => {
    expect(deliverySetup(tiers, none)).toEqual({ tiers, warehouse: null, warehouseFrom: null });
    expect(deliverySetup({ tiers, warehouse: { lat: 0, lng: 0 } }, none).warehouse).toBeNull();
  });
});
