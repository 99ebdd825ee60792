// The services outside the shop, answered by the test through Playwright's request interception (no
// network): Photon's search (places) and OSRM's route service (road distance). Used by every e2e spec that
// searches an address or quotes a delivery, in both projects (the mock build leaves these two to the test
// under automation: mocks/browser.ts). The answers are the MSW doubles' own (fixtures/places.ts through
// photonAnswer, straight line × 1.25 through roadRoute), so stories and e2e agree on every figure.
import type { BrowserContext, Route } from '@playwright/test';
import { photonAnswer } from '../../mocks/handlers/places';
import { roadRoute } from '../../mocks/handlers/routing';

export const PHOTON_HOST = 'photon.komoot.io';
export const OSRM_HOST = 'router.project-osrm.org';

export type RoutingMode = 'ok' | 'down' | 'noRoute';

export interface ExternalServices {
  /** Every OSRM URL asked, in order. */
  routingRequests: string[];
  /** Every Photon query asked, in order. */
  placeQueries: string[];
  /** How OSRM answers from now on. */
  setRouting(mode: RoutingMode): void;
  /** Photon answers 503 from now on (or normally again). */
  setPlacesDown(down: boolean): void;
}

// Cross-origin fetches from the page need CORS headers on the answer.
const CORS = { 'Access-Control-Allow-Origin': '*' };

export async function answerExternalServices(context: BrowserContext): Promise<ExternalServices> {
  let routing: RoutingMode = 'ok';
  let placesDown = false;
  const services: ExternalServices = {
    routingRequests: [],
    placeQueries: [],
    setRouting: (mode) => void (routing = mode),
    setPlacesDown: (down) => void (placesDown = down),
  };

  await context.route(
    (url) => url.hostname === PHOTON_HOST && url.pathname === '/api/',
    async (route: Route) => {
      const url = new URL(route.request().url());
      const q = url.searchParams.get('q') ?? '';
      services.placeQueries.push(q);
      if (placesDown) return route.fulfill({ status: 503, headers: CORS, body: 'Service Unavailable' });
      return route.fulfill({
        headers: CORS,
        json: photonAnswer(q, Number(url.searchParams.get('limit') ?? 10)),
      });
    },
  );

  await context.route(
    (url) => url.hostname === OSRM_HOST && url.pathname.startsWith('/route/v1/driving/'),
    async (route: Route) => {
      const url = new URL(route.request().url());
      services.routingRequests.push(url.href);
      if (routing === 'down')
        return route.fulfill({ status: 503, headers: CORS, body: 'Service Unavailable' });
      if (routing === 'noRoute')
        return route.fulfill({
          status: 400,
          headers: CORS,
          json: { code: 'NoRoute', message: 'Impossible route between points' },
        });
      const answer = roadRoute(url.pathname.slice('/route/v1/driving/'.length));
      if (!answer)
        return route.fulfill({
          status: 400,
          headers: CORS,
          json: { code: 'InvalidQuery', message: 'bad query' },
        });
      return route.fulfill({ headers: CORS, json: { code: 'Ok', routes: [answer], waypoints: [] } });
    },
  );
  return services;
}
