// The server's OSRM client against a local stand-in OSRM server (never the internet): distances, "no route",
// failures and timeouts, the per-pair cache and the request spacing the public demo asks for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRES_PER_MILE } from '../../src/domain/delivery';
import { startRoutingStandIn, type RoutingStandIn } from '../../tests/support/routing-stand-in';
import { OsrmClient, PUBLIC_OSRM, RoutingError } from './osrm';

const warehouse = { lat: 29.7257, lng: -95.5173 };
const austin = { lat: 30.2672, lng: -97.7431 };

describe('OsrmClient', () => {
  let osrm: RoutingStandIn;
  beforeAll(async () => {
    osrm = await startRoutingStandIn();
  });
  afterAll(() => osrm.close());
  const client = (options: Partial<ConstructorParameters<typeof OsrmClient>[0]> = {}) =>
    new OsrmClient({ baseUrl: osrm.url, minIntervalMs: 0, ...options });

  it('asks route/v1/driving with longitude first and answers routes[0].distance in metres', async () => {
    osrm.requests.length = 0;
    osrm.answer = () => 180 * METRES_PER_MILE;
    expect(await client().roadDistance(warehouse, austin)).toBeCloseTo(180 * METRES_PER_MILE, 6);
    expect(osrm.requests).toEqual(['-95.51730,29.72570;-97.74310,30.26720']);
  });

  it('answers null for NoRoute, and throws for a failure, a malformed answer or a timeout', async () => {
    osrm.answer = () => null;
    expect(await client().roadDistance(warehouse, austin)).toBeNull();
    osrm.answer = () => 'fail';
    await expect(client().roadDistance(warehouse, austin)).rejects.toBeInstanceOf(RoutingError);
    osrm.answer = () => 'hang';
    await expect(client({ timeoutMs: 100 }).roadDistance(warehouse, austin)).rejects.toThrow(/failed/);
    await expect(
      new OsrmClient({ baseUrl: 'http://127.0.0.1:9', minIntervalMs: 0 }).roadDistance(warehouse, austin),
    ).rejects.toBeInstanceOf(RoutingError);
  });

  it('caches per coordinate pair (5 decimals) and shares one request between concurrent asks', async () => {
    osrm.answer = () => 1234.5;
    osrm.requests.length = 0;
    const c = client();
    const [a, b] = await Promise.all([c.roadDistance(warehouse, austin), c.roadDistance(warehouse, austin)]);
    expect([a, b]).toEqual([1234.5, 1234.5]);
    expect(await c.roadDistance(warehouse, { lat: austin.lat + 0.000001, lng: austin.lng })).toBe(1234.5);
    expect(osrm.requests).toHaveLength(1);
    expect(c.requests).toBe(1);
    // Failures are not remembered.
    osrm.answer = () => 'fail';
    await expect(c.roadDistance(austin, warehouse)).rejects.toThrow();
    osrm.answer = () => 99;
    expect(await c.roadDistance(austin, warehouse)).toBe(99);
  });

  it('keeps requests at least minIntervalMs apart (1 s by default for the public demo)', async () => {
    let clock = 10_000;
    const waits: number[] = [];
    const c = client({
      minIntervalMs: 1_000,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    osrm.answer = () => 5;
    await c.roadDistance(warehouse, { lat: 30, lng: -95 });
    await c.roadDistance(warehouse, { lat: 31, lng: -95 });
    clock += 400;
    await c.roadDistance(warehouse, { lat: 32, lng: -95 });
    expect(waits).toEqual([1_000, 600]);
    expect(
      (new OsrmClient({ baseUrl: PUBLIC_OSRM }) as unknown as { minIntervalMs: number }).minIntervalMs,
    ).toBe(1_000);
  });
});
