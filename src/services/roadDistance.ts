// Road distance through OSRM (integrations guide; the browser's side):
//   GET {VITE_ROUTING_URL}/route/v1/driving/{lon1},{lat1};{lon2},{lat2}?overview=false   (longitude FIRST)
//   → { code: "Ok", routes: [{ distance /* metres */, duration }] }; failures answer 400 with a `code`.
// Implements RoadDistance of src/domain/delivery.ts, which quoteDelivery takes: metres, or null when
// there is no road route (NoRoute / NoSegment / no routes); it throws when the service cannot be asked
// (network, timeout, HTTP error without an OSRM code, unreadable answer, any other code).
// Answers are cached per coordinate pair (rounded to 5 decimals ≈ 1 m) and the public demo server
// (router.project-osrm.org) gets at most 1 request per second, queued in call order.
import pThrottle from 'p-throttle';
import type { LatLng, RoadDistance } from '@/domain/delivery';
import { env } from '@/config/env';
import { RoutingError } from './routingError';
import type * as Reader from './osrmAnswer';

export { RoutingError };

export const PUBLIC_OSRM_HOST = 'router.project-osrm.org';
export const ROUTING_ATTRIBUTION = 'Road distances by OSRM · © OpenStreetMap contributors';

const coordinate = (n: number) => Number(n.toFixed(5)).toString();

/** "lon,lat;lon,lat" rounded to 5 decimals: the cache key and the URL path. */
export function routeKey(origin: LatLng, destination: LatLng): string {
  return `${coordinate(origin.lng)},${coordinate(origin.lat)};${coordinate(destination.lng)},${coordinate(destination.lat)}`;
}

export function osrmRouteUrl(baseUrl: string, origin: LatLng, destination: LatLng): string {
  return `${baseUrl.replace(/\/+$/, '')}/route/v1/driving/${routeKey(origin, destination)}?overview=false`;
}

export interface OsrmOptions {
  /** VITE_ROUTING_URL */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Minimum time between two requests; default 1000 ms for the public demo server, else none. */
  minIntervalMs?: number;
  /** Give up on one request after this long (a hung service must not leave a quote computing forever). */
  timeoutMs?: number;
  /** Coordinate pairs remembered (oldest forgotten first). */
  cacheSize?: number;
}

export type OsrmRoadDistance = RoadDistance & {
  /** Forget every cached answer (tests). */
  clearCache(): void;
};

export function createOsrmRoadDistance(options: OsrmOptions): OsrmRoadDistance {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const cacheSize = options.cacheSize ?? 200;
  const interval = options.minIntervalMs ?? (isPublicDemo(options.baseUrl) ? 1000 : 0);
  const cache = new Map<string, Promise<number | null>>();

  const ask = async (url: string): Promise<number | null> => {
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RoutingError('The routing service could not be reached', { cause: error });
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new RoutingError(`OSRM answered HTTP ${response.status} with something that is not JSON`, {
        cause: error,
      });
    }
    // The answer's reader (zod) loads with the first answer, not with the page that may ask.
    let reader: typeof Reader;
    try {
      reader = await import('./osrmAnswer');
    } catch (error) {
      throw new RoutingError('The routing answer could not be read', { cause: error });
    }
    return reader.metresFromOsrm(response.status, body);
  };
  // strict: each call waits until `interval` has passed since the previous one started.
  const send = interval > 0 ? pThrottle({ limit: 1, interval, strict: true })(ask) : ask;

  const roadDistance = ((origin: LatLng, destination: LatLng) => {
    const key = routeKey(origin, destination);
    const cached = cache.get(key);
    if (cached) {
      // Most recently used last, so the oldest entry is the first to go.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const answer = send(osrmRouteUrl(options.baseUrl, origin, destination));
    cache.set(key, answer);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
    // Failures are not remembered: the next quote asks again.
    answer.catch(() => {
      if (cache.get(key) === answer) cache.delete(key);
    });
    return answer;
  }) as OsrmRoadDistance;
  roadDistance.clearCache = () => cache.clear();
  return roadDistance;
}

function isPublicDemo(baseUrl: string): boolean {
  try {
    return new URL(baseUrl).hostname === PUBLIC_OSRM_HOST;
  } catch {
    return false;
  }
}

let current: { baseUrl: string; client: OsrmRoadDistance } | null = null;

/** The app's road-distance client for VITE_ROUTING_URL (one cache and one queue for the whole page). */
export function roadDistance(): OsrmRoadDistance {
  const baseUrl = env().VITE_ROUTING_URL;
  if (current?.baseUrl !== baseUrl) current = { baseUrl, client: createOsrmRoadDistance({ baseUrl }) };
  return current.client;
}
