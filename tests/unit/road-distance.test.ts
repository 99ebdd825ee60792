// The browser's OSRM client: URL (longitude first, 5 decimals), metres or null for no
// route, errors thrown for network and bad answers, a cache per coordinate pair (failures not cached) and
// at most one request per second to the public demo, queued in call order. Fake timers, no sleeps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteDelivery, type LatLng } from '@/domain/delivery';
import { metresFromOsrm } from '@/services/osrmAnswer';
import { createOsrmRoadDistance, osrmRouteUrl, routeKey, RoutingError } from '@/services/roadDistance';

const warehouse: LatLng = { lat: 29.7257, lng: -95.5173 };
const austin: LatLng = { lat: 30.2747, lng: -97.7404 };
const galveston: LatLng = { lat: 29.3013, lng: -94.7977 };
const dallas: LatLng = { lat: 32.7876, lng: -96.8107 };

const osrm = (distance: number) =>
  new Response(
    JSON.stringify({ code: 'Ok', routes: [{ distance, duration: distance / 25 }], waypoints: [] }),
    {
      status: 200,
    },
  );
const noRoute = () =>
  new Response(JSON.stringify({ code: 'NoRoute', message: 'Impossible route between points' }), {
    status: 400,
  });

describe('OSRM URL and answers', () => {
  it('puts longitude first, rounds to 5 decimals and asks for no geometry', () => {
    expect(
      osrmRouteUrl('https://router.project-osrm.org/', warehouse, { lat: 30.123456789, lng: -97.98765432 }),
    ).toBe(
      'https://router.project-osrm.org/route/v1/driving/-95.5173,29.7257;-97.98765,30.12346?overview=false',
    );
    expect(routeKey(warehouse, austin)).toBe('-95.5173,29.7257;-97.7404,30.2747');
  });

  it.each([
    ['Ok with a route', 200, { code: 'Ok', routes: [{ distance: 278_000.4 }] }, 278_000.4],
    ['Ok with no routes', 200, { code: 'Ok', routes: [] }, null],
    ['NoRoute', 400, { code: 'NoRoute' }, null],
    ['NoSegment', 400, { code: 'NoSegment', message: 'Could not find a matching segment' }, null],
  ])('%s → %s', (_, status, body, metres) => {
    expect(metresFromOsrm(status, body)).toBe(metres);
  });

  it.each([
    ['InvalidQuery', 400, { code: 'InvalidQuery', message: 'Query string malformed' }],
    ['TooBig', 400, { code: 'TooBig' }],
    ['a negative distance', 200, { code: 'Ok', routes: [{ distance: -1 }] }],
    ['no code (a proxy error page as JSON)', 502, { error: 'bad gateway' }],
  ])('%s throws RoutingError', (_, status, body) => {
    expect(() => metresFromOsrm(status, body)).toThrow(RoutingError);
  });
});

describe('createOsrmRoadDistance', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers metres and asks once per coordinate pair (rounded), concurrent callers included', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => osrm(278_000));
    const road = createOsrmRoadDistance({ baseUrl: 'https://osrm.example', fetch });
    const [a, b] = await Promise.all([
      road(warehouse, austin),
      road(warehouse, { lat: 30.274700001, lng: -97.7404 }),
    ]);
    expect([a, b]).toEqual([278_000, 278_000]);
    expect(await road(warehouse, austin)).toBe(278_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(
      'https://osrm.example/route/v1/driving/-95.5173,29.7257;-97.7404,30.2747?overview=false',
    );
  });

  it('NoRoute is null and is cached like any answer', async () => {
    const fetch = vi.fn(async () => noRoute());
    const road = createOsrmRoadDistance({ baseUrl: 'https://osrm.example', fetch });
    expect(await road(warehouse, austin)).toBeNull();
    expect(await road(warehouse, austin)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a network failure, an HTTP 503 page and an unknown code throw; failures are not cached', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('<h1>Service Unavailable</h1>', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ code: 'InvalidUrl' }), { status: 400 }))
      .mockResolvedValueOnce(osrm(1000));
    const road = createOsrmRoadDistance({ baseUrl: 'https://osrm.example', fetch });
    await expect(road(warehouse, austin)).rejects.toBeInstanceOf(RoutingError);
    await expect(road(warehouse, austin)).rejects.toThrow(/not JSON/);
    await expect(road(warehouse, austin)).rejects.toThrow(/InvalidUrl/);
    expect(await road(warehouse, austin)).toBe(1000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('the public demo gets at most one request per second, in call order', async () => {
    const started: number[] = [];
    const fetch = vi.fn(async (url: string | URL | Request) => {
      started.push(Date.now());
      return osrm(String(url).includes('-97.7404') ? 1 : String(url).includes('-94.7977') ? 2 : 3);
    });
    const road = createOsrmRoadDistance({ baseUrl: 'https://router.project-osrm.org', fetch });
    const t0 = Date.now();
    const answers = [road(warehouse, austin), road(warehouse, galveston), road(warehouse, dallas)];
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await Promise.all(answers)).toEqual([1, 2, 3]);
    expect(started.map((t) => t - t0)).toEqual([0, 1000, 2000]);
    // A cached pair is answered at once, without waiting for a slot.
    await expect(road(warehouse, galveston)).resolves.toBe(2);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('a self-hosted OSRM is not throttled (unless asked)', async () => {
    const fetch = vi.fn(async () => osrm(5));
    const road = createOsrmRoadDistance({ baseUrl: 'https://osrm.internal.example', fetch });
    void road(warehouse, austin);
    void road(warehouse, galveston);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    const throttled = createOsrmRoadDistance({
      baseUrl: 'https://osrm.internal.example',
      fetch,
      minIntervalMs: 500,
    });
    void throttled(warehouse, austin);
    void throttled(warehouse, galveston);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('forgets the oldest pair beyond cacheSize', async () => {
    const fetch = vi.fn(async () => osrm(7));
    const road = createOsrmRoadDistance({ baseUrl: 'https://osrm.example', fetch, cacheSize: 2 });
    await road(warehouse, austin);
    await road(warehouse, galveston);
    await road(warehouse, austin); // austin is now the most recent
    await road(warehouse, dallas); // galveston goes
    await road(warehouse, austin);
    expect(fetch).toHaveBeenCalledTimes(3);
    await road(warehouse, galveston);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('plugs into quoteDelivery: metres → miles → tier; an unreachable service → "we will call you" (§8)', async () => {
    const tiers = [{ minMile: 0, maxMile: 200, pricePerPalletCents: 200_00 }];
    const road = createOsrmRoadDistance({
      baseUrl: 'https://osrm.example',
      fetch: async () => osrm(160_934),
    });
    await expect(
      quoteDelivery({ origin: warehouse, destination: austin, boxes: 56, tiers, roadDistance: road }),
    ).resolves.toMatchObject({ kind: 'priced', miles: 100, pallets: 2, chargeCents: 400_00 });
    const broken = createOsrmRoadDistance({
      baseUrl: 'https://osrm.example',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(
      quoteDelivery({ origin: warehouse, destination: austin, boxes: 1, tiers, roadDistance: broken }),
    ).resolves.toMatchObject({ kind: 'call', reason: 'routing-unavailable', chargeCents: null });
  });
});
