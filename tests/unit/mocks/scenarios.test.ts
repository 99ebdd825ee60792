// The mock shop API (mocks/): scenarios do what their names say; money on the wire.
import { describe, expect, it } from 'vitest';
import { HomeContent } from '../../../src/contract/entities';
import { endpointList, endpoints, joinUrl } from '../../../src/contract/endpoints';
import { toCents } from '../../../src/domain/money';
import { server } from '../../../mocks/node';
import { emptyData, invalidData, scenarios, SERVER_ERROR_MESSAGE } from '../../../mocks/scenarios';
import { useMockShop, BASE, DEMO_KEY, call, validRequests } from './mock-kit';

useMockShop();

describe('scenarios', () => {
  it('loading never answers', async () => {
    server.use(...scenarios.loading(endpoints.cart));
    const controller = new AbortController();
    const pending = fetch(joinUrl(BASE, endpoints.cart.path), {
      method: 'POST',
      headers: { auth_key: DEMO_KEY },
      signal: controller.signal,
    });
    const winner = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('still loading'), 150)),
    ]);
    expect(winner).toBe('still loading');
    controller.abort();
    await pending.catch(() => undefined);
  });

  it('empty answers status 1 with empty data that parses, or 404 where nothing can be empty', async () => {
    for (const endpoint of endpointList) {
      server.resetHandlers();
      server.use(...scenarios.empty(endpoint));
      const answer = await call(endpoint, validRequests[endpoint.name]!.fields, DEMO_KEY);
      if (emptyData(endpoint) === undefined) {
        expect(answer, endpoint.name).toMatchObject({ http: 404, status: 0 });
        continue;
      }
      expect(answer.status, endpoint.name).toBe(1);
      expect(answer.data).toEqual(emptyData(endpoint));
      expect(endpoint.data.safeParse(answer.data).success).toBe(true);
    }
    server.resetHandlers();
    expect(endpoints.cart.data.parse(emptyData(endpoints.cart))).toEqual([]);
    expect(emptyData(endpoints.productDetails)).toBeUndefined();
    expect(HomeContent.parse(emptyData(endpoints.homeScreen)).banner).toEqual([]);
  });

  it('serverError answers 500 with a failure envelope', async () => {
    server.use(...scenarios.serverError(endpoints.products));
    expect(await call(endpoints.products)).toMatchObject({
      http: 500,
      status: 0,
      message: SERVER_ERROR_MESSAGE,
    });
    server.use(...scenarios.serverError(endpoints.cart, 'Database is down'));
    expect((await call(endpoints.cart, {}, DEMO_KEY)).message).toBe('Database is down');
  });

  it('statusZero answers HTTP 200 with status 0 and the message', async () => {
    server.use(...scenarios.statusZero(endpoints.saveCartLine, 'Failed to add to cart'));
    expect(await call(endpoints.saveCartLine, validRequests.saveCartLine!.fields, DEMO_KEY)).toMatchObject({
      http: 200,
      status: 0,
      message: 'Failed to add to cart',
    });
  });

  it('unauthorizedThenRefresh: 401, the refresh succeeds, the retry succeeds — on every visit', async () => {
    server.use(...scenarios.unauthorizedThenRefresh(endpoints.cart));
    for (let visit = 0; visit < 2; visit++) {
      expect((await call(endpoints.cart, {}, DEMO_KEY)).http).toBe(401);
      const refreshed = await call(endpoints.refreshToken, {}, DEMO_KEY);
      expect(refreshed.status).toBe(1);
      const key = (refreshed.data as { auth_key: string }).auth_key;
      const retry = await call(endpoints.cart, {}, key);
      expect(retry.status).toBe(1);
      expect(endpoints.cart.data.parse(retry.data)).toHaveLength(3);
    }
  });

  it('refreshFails: the endpoint and the refresh both answer 401', async () => {
    server.use(...scenarios.refreshFails(endpoints.addresses));
    expect((await call(endpoints.addresses, {}, DEMO_KEY)).http).toBe(401);
    expect((await call(endpoints.refreshToken, {}, DEMO_KEY)).http).toBe(401);
    // Other endpoints are untouched.
    expect((await call(endpoints.cart, {}, DEMO_KEY)).status).toBe(1);
  });

  it('invalidShape answers status 1 with data the schema rejects', async () => {
    for (const endpoint of endpointList) {
      // Free-form data (z.unknown) accepts anything: nothing to break.
      if (endpoint.data.safeParse(Symbol('any')).success) continue;
      server.resetHandlers();
      server.use(...scenarios.invalidShape(endpoint));
      const answer = await call(endpoint, validRequests[endpoint.name]!.fields, DEMO_KEY);
      expect(answer.status, endpoint.name).toBe(1);
      expect(answer.data).toEqual(invalidData(endpoint));
      expect(endpoint.data.safeParse(answer.data).success, endpoint.name).toBe(false);
    }
  });

  it('networkError makes fetch reject', async () => {
    server.use(...scenarios.networkError(endpoints.settings));
    await expect(fetch(joinUrl(BASE, endpoints.settings.path))).rejects.toThrow();
  });
});

describe('money on the wire', () => {
  it('cart lines carry price_per_box as a numeric string (§3)', async () => {
    const raw = (await call(endpoints.cart, {}, DEMO_KEY)).raw as {
      data: { product: { price_per_box: unknown } }[];
    };
    for (const line of raw.data) {
      expect(typeof line.product.price_per_box).toBe('string');
      expect(toCents(line.product.price_per_box as string)).toBeGreaterThan(0);
    }
  });
});
