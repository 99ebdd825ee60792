// Edge cases of one endpoint, as handler arrays to PREPEND to the success handlers:
//   stories: parameters: { msw: { handlers: [...scenarios.loading(endpoints.cart)] } }
//            (the default handlers stay underneath: .storybook/preview.tsx starts the worker with them)
//   tests:   server.use(...scenarios.serverError(endpoints.products))
// Each takes an endpoint of src/contract/endpoints.ts, so URL and method always match the contract.
import { delay, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { endpoints } from '../src/contract/endpoints';
import type { Endpoint } from '../src/contract/endpoints';
import { failEnvelope, okEnvelope } from '../src/contract/envelope';
import { db } from './db';
import { stripeModeHandlers } from './handlers/checkout';
import { AUTH_HEADER, INVALID_KEY_MESSAGE, on } from './handlers/http';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side';

/** Never answers (a spinner / skeleton forever). */
export function loading(endpoint: Endpoint): HttpHandler[] {
  return [
    on(endpoint, async () => {
      await delay('infinite');
    }),
  ];
}

/** Answers after `ms` milliseconds with whatever the handlers underneath answer. */
export function slow(endpoint: Endpoint, ms = 1500): HttpHandler[] {
  return [
    on(endpoint, async () => {
      await delay(ms);
      // Returning nothing hands the request to the next matching handler (the success one).
      return undefined;
    }),
  ];
}

const SENTINEL = Symbol('unknown');

/**
 * Status 1 with nothing in it: an empty list for list endpoints, `{}` for content objects (every text
 * empty, every list empty), null where the data is free-form or nullable. Data that has no empty form
 * (a product, a session grant, a payment intent) is "not found" instead: HTTP 404, status 0 —
 * for productDetails "Product not found", as for an unknown slug.
 */
export function emptyData(endpoint: Endpoint): unknown {
  if (endpoint.data.safeParse(SENTINEL).success) return null; // z.unknown(): free-form
  for (const candidate of [[], null, {}]) if (endpoint.data.safeParse(candidate).success) return candidate;
  return undefined; // no empty form
}

export function empty(endpoint: Endpoint): HttpHandler[] {
  const data = emptyData(endpoint);
  return [
    on(endpoint, () =>
      data === undefined
        ? HttpResponse.json(
            failEnvelope(endpoint === endpoints.productDetails ? 'Product not found' : 'Not found'),
            {
              status: 404,
            },
          )
        : HttpResponse.json(okEnvelope(data)),
    ),
  ];
}

/** HTTP 500 with a failure envelope. */
export function serverError(endpoint: Endpoint, message = SERVER_ERROR_MESSAGE): HttpHandler[] {
  return [on(endpoint, () => HttpResponse.json(failEnvelope(message), { status: 500 }))];
}

/** HTTP 200 with status 0 and the given message (how the shop API refuses: "Failed to add to cart"...). */
export function statusZero(endpoint: Endpoint, message: string): HttpHandler[] {
  return [on(endpoint, () => HttpResponse.json(failEnvelope(message)))];
}

/**
 * The session's key has expired: the endpoint answers 401 to any key that was not issued by the
 * refresh endpoint. The default refresh handler then issues a new key for the (db-known) key the
 * client sends, and the retry with that key goes through to the success handler. The same on every
 * visit of a story, because the story's session starts with its original key each time.
 * The session must be one mocks/db.ts knows: demoSessions.* or seedSession().
 */
export function unauthorizedThenRefresh(endpoint: Endpoint): HttpHandler[] {
  return [
    on(endpoint, ({ request }) => {
      const key = request.headers.get(AUTH_HEADER);
      if (key && db.refreshedKeys.has(key)) return undefined;
      return HttpResponse.json(failEnvelope(INVALID_KEY_MESSAGE), { status: 401 });
    }),
  ];
}

/** The endpoint answers 401 and so does the refresh: the client must pass the error on (§4). */
export function refreshFails(endpoint: Endpoint): HttpHandler[] {
  const unauthorized = () => HttpResponse.json(failEnvelope(INVALID_KEY_MESSAGE), { status: 401 });
  return [on(endpoint, unauthorized), on(endpoints.refreshToken, unauthorized)];
}

/**
 * Status 1 with data the endpoint's schema rejects (the client must treat it as a failure, not crash).
 * Free-form endpoints (data: anything) accept every shape; for them this answers a bare string.
 */
export function invalidData(endpoint: Endpoint): unknown {
  const candidates: unknown[] = [{ unexpected: true }, [{ unexpected: true }], 'not the expected shape', 42];
  return candidates.find((c) => !endpoint.data.safeParse(c).success) ?? 'not the expected shape';
}

export function invalidShape(endpoint: Endpoint): HttpHandler[] {
  const data = invalidData(endpoint);
  return [on(endpoint, () => HttpResponse.json(okEnvelope(data)))];
}

/** Network failure (fetch rejects with TypeError). */
export function networkError(endpoint: Endpoint): HttpHandler[] {
  return [on(endpoint, () => HttpResponse.error())];
}

/**
 * The shop in Stripe mode (contract decision 4): settings say payment_mode 'stripe' and new payment intents are
 * confirmed in the browser by a fake Stripe.js (checkout takes its `payment_status`); the test-payment
 * endpoints answer status 0. Not tied to one endpoint.
 */
export function stripePayments(): HttpHandler[] {
  return stripeModeHandlers();
}

export const scenarios = {
  loading,
  slow,
  empty,
  serverError,
  statusZero,
  unauthorizedThenRefresh,
  refreshFails,
  invalidShape,
  networkError,
  stripePayments,
};
