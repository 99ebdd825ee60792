// The public road-routing service (OSRM, integrations guide): GET {base}/route/v1/driving/lon,lat;lon,lat.
// Answers OSRM's shape with the great-circle distance × 1.25 as the "road" distance, so quotes are
// deterministic and no test reaches the internet.
import { delay, http, HttpResponse } from 'msw';
import { mockRoadMetres } from '../road';

export { haversineMetres, mockRoadMetres, ROAD_FACTOR } from '../road';

/** ≈ 55 mph, for a plausible duration. */
const METRES_PER_SECOND = 24.6;

/** "lon,lat;lon,lat" (longitude FIRST) → two points, or null when malformed or out of range. */
export function parseCoordinates(
  text: string,
): [{ lat: number; lng: number }, { lat: number; lng: number }] | null {
  const pairs = decodeURIComponent(text)
    .replace(/\.json$/, '')
    .split(';');
  if (pairs.length !== 2) return null;
  const points = pairs.map((pair) => {
    const parts = pair.split(',');
    if (parts.length !== 2 || parts.some((p) => !/^-?\d+(\.\d+)?$/.test(p.trim()))) return null;
    const [lng, lat] = parts.map(Number) as [number, number];
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
  });
  return points[0] && points[1] ? [points[0], points[1]] : null;
}

export function roadRoute(coords: string) {
  const points = parseCoordinates(coords);
  if (!points) return null;
  const distance = mockRoadMetres(points[0], points[1]);
  return { distance, duration: Math.round((distance / METRES_PER_SECOND) * 10) / 10 };
}

/** OSRM's route service under any base URL. */
const ROUTE = '*/route/v1/driving/:coords';

export const routingHandlers = [
  http.get(ROUTE, ({ params }) => {
    const route = roadRoute(String(params.coords));
    if (!route) {
      return HttpResponse.json(
        { code: 'InvalidQuery', message: 'Query string malformed close to position 0' },
        { status: 400 },
      );
    }
    return HttpResponse.json({
      code: 'Ok',
      routes: [
        {
          distance: route.distance,
          duration: route.duration,
          weight: route.duration,
          weight_name: 'routability',
          legs: [],
        },
      ],
      waypoints: [],
    });
  }),
];

/** Edge cases of the routing service, to prepend in stories and tests. */
export const routingScenarios = {
  /** OSRM finds no road between the points (HTTP 400, code NoRoute). */
  noRoute: () => [
    http.get(ROUTE, () =>
      HttpResponse.json({ code: 'NoRoute', message: 'Impossible route between points' }, { status: 400 }),
    ),
  ],
  /** The service is down (HTTP 503, not an OSRM answer). */
  down: () => [http.get(ROUTE, () => new HttpResponse('Service Unavailable', { status: 503 }))],
  /** Never answers: the quote stays "computing". */
  loading: () => [
    http.get(ROUTE, async () => {
      await delay('infinite');
    }),
  ],
};
