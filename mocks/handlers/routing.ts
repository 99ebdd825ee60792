// The public road-routing service (OSRM, integrations guide): GET {base}/route/v1/driving/lon,lat;lon,lat.
// Answers OSRM's shape with the great-circle distance × 1.25 as the "road" distance, so quotes are
// deterministic and no test reaches the internet.
import { delay, http, HttpResponse } from 'msw';

/** Road distance ≈ straight line × this factor. */
export const ROAD_FACTOR = 1.25;
/** ≈ 55 mph, for a plausible duration. */
const METRES_PER_SECOND = 24.6;
const EARTH_RADIUS_M = 6_371_000;

export function haversineMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

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
  const distance = Math.round(haversineMetres(points[0], points[1]) * ROAD_FACTOR * 10) / 10;
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
