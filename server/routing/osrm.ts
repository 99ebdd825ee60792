// The server's road-routing client (OSRM's route service, integrations guide):
// GET {base}/route/v1/driving/{lon1},{lat1};{lon2},{lat2}?overview=false — longitude first. The answer's
// routes[0].distance (metres) is the road distance of §9; NoRoute / NoSegment mean "no road route" (null);
// anything else (network, timeout, 5xx, a rate limit, a malformed answer) throws RoutingError, a routing
// outage, which the quote turns into "we will call you to set up delivery" (§8) rather than guessing. Answers are cached per coordinate pair (rounded to 5 decimals, ≈1 m), concurrent
// asks for one pair share one request, and requests are spaced by `minIntervalMs` (1 s for the public
// demo server, whose usage policy allows at most 1 request per second).
import { RoutingUnavailableError, type LatLng, type RoadDistance } from '../../src/domain/delivery';

export const PUBLIC_OSRM = 'https://router.project-osrm.org';

export class RoutingError extends RoutingUnavailableError {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'RoutingError';
  }
}

export interface OsrmOptions {
  /** Origin of the OSRM service (ROUTING_URL). */
  baseUrl: string;
  /** Per request (ROUTING_TIMEOUT_MS). Default 5 s. */
  timeoutMs?: number;
  /** Least time between two requests. Default: 1000 ms for the public demo server, else 0. */
  minIntervalMs?: number;
  /** Cached pairs kept (oldest dropped first). Default 5000. */
  cacheSize?: number;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const round5 = (n: number) => n.toFixed(5);
const pairKey = (a: LatLng, b: LatLng) =>
  `${round5(a.lng)},${round5(a.lat)};${round5(b.lng)},${round5(b.lat)}`;

interface OsrmAnswer {
  code?: unknown;
  message?: unknown;
  routes?: { distance?: unknown }[];
}

export class OsrmClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly minIntervalMs: number;
  private readonly cacheSize: number;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly cache = new Map<string, number | null>();
  private readonly inFlight = new Map<string, Promise<number | null>>();
  private nextSlot = 0;
  /** Requests sent (not answered from the cache), for logs and tests. */
  requests = 0;

  constructor(options: OsrmOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.minIntervalMs = options.minIntervalMs ?? (new URL(this.baseUrl).origin === PUBLIC_OSRM ? 1_000 : 0);
    this.cacheSize = options.cacheSize ?? 5_000;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** §9's injected road distance: metres, null without a road route; throws RoutingError otherwise. */
  readonly roadDistance: RoadDistance = (origin, destination) => {
    const key = pairKey(origin, destination);
    if (this.cache.has(key)) return Promise.resolve(this.cache.get(key)!);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const request = this.ask(key).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, request);
    return request;
  };

  private async ask(key: string): Promise<number | null> {
    await this.waitForSlot();
    this.requests += 1;
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}/route/v1/driving/${key}?overview=false`, {
        headers: { Accept: 'application/json', 'User-Agent': 'floorshop-reference-server' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new RoutingError(`routing request failed: ${(error as Error).message}`, error);
    }
    let answer: OsrmAnswer;
    try {
      answer = (await response.json()) as OsrmAnswer;
    } catch (error) {
      throw new RoutingError(`routing answer is not JSON (HTTP ${response.status})`, error);
    }
    let metres: number | null;
    if (answer.code === 'NoRoute' || answer.code === 'NoSegment') metres = null;
    else if (response.ok && answer.code === 'Ok') {
      const distance = answer.routes?.[0]?.distance;
      if (typeof distance !== 'number' || !Number.isFinite(distance) || distance < 0)
        throw new RoutingError('routing answer has no distance');
      metres = distance;
    } else throw new RoutingError(`routing failed: HTTP ${response.status} ${String(answer.code)}`);
    this.remember(key, metres);
    return metres;
  }

  /** Spaces requests minIntervalMs apart, in the order they were asked. */
  private async waitForSlot(): Promise<void> {
    if (this.minIntervalMs <= 0) return;
    const now = this.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + this.minIntervalMs;
    if (at > now) await this.sleep(at - now);
  }

  private remember(key: string, metres: number | null): void {
    if (this.cache.size >= this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, metres);
  }
}
