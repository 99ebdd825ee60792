// Reading OSRM's route answer (see ./roadDistance): a module of its own because its schema needs zod,
// which a page that only may ask for a road distance (the cart, the calculator) should not load first.
import { z } from '@/contract/zod-mini';
import { RoutingError } from './routingError';

/** OSRM codes that mean "there is no road between these points": a quote of "we will call you". */
const NO_ROUTE_CODES = new Set(['NoRoute', 'NoSegment']);

const OsrmAnswer = z.object({
  code: z.string(),
  message: z.optional(z.string()),
  routes: z.optional(z.array(z.object({ distance: z.number() }))),
});

/** An OSRM answer → metres, or null for no route. Throws RoutingError for anything else. Pure. */
export function metresFromOsrm(status: number, body: unknown): number | null {
  const parsed = OsrmAnswer.safeParse(body);
  if (!parsed.success) throw new RoutingError(`OSRM answered HTTP ${status} without a route answer`);
  const { code, routes } = parsed.data;
  if (NO_ROUTE_CODES.has(code)) return null;
  if (code !== 'Ok')
    throw new RoutingError(`OSRM answered ${code}${parsed.data.message ? `: ${parsed.data.message}` : ''}`);
  const first = routes?.[0];
  if (!first) return null;
  if (!Number.isFinite(first.distance) || first.distance < 0)
    throw new RoutingError(`OSRM answered an impossible distance (${first.distance})`);
  return first.distance;
}
