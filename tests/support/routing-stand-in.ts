// A stand-in for OSRM's route service on a local port, so the server's routing client is tested end to end
// (HTTP, timeouts, NoRoute, caching) without the internet. Default answer: the mock shop's road distance
// (great-circle × 1.25, mocks/road.ts) — the same the browser's MSW routing handler answers, so a quote the
// storefront shows in a test equals the one the server computes. Tests may replace `answer` at any time.
//   const routing = await startRoutingStandIn();   ROUTING_URL=routing.url … ; await routing.close();
// CLI for e2e runs: `node --import tsx scripts/routing-stand-in.ts --port 4310`.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { photonAnswer } from '../../mocks/handlers/places';
import { mockRoadMetres } from '../../mocks/road';

export interface Point {
  lat: number;
  lng: number;
}

/** Metres, null for "no route" (OSRM's 400 NoRoute), 'fail' for a 500, 'hang' for no answer at all. */
export type StandInAnswer = number | null | 'fail' | 'hang';

export interface RoutingStandIn {
  /** Base URL to give the server as ROUTING_URL. */
  url: string;
  /** The coordinate paths asked ("lon,lat;lon,lat"), in order. */
  requests: string[];
  answer: (from: Point, to: Point) => StandInAnswer;
  /**
   * Photon's search on the same port (GET /api/?q=…): the server's place check. Default: the fixture
   * places, as the storefront's MSW handler answers them; 'fail' for a 503.
   */
  places: (query: string) => Point[] | 'fail';
  /** The place queries asked, in order. */
  placeQueries: string[];
  close(): Promise<void>;
}

/** The fixture places (fixtures/places.ts) a query finds, as the browser's Photon double finds them. */
export const defaultPlacesAnswer = (query: string): Point[] =>
  photonAnswer(query, 5).features.map((f) => ({
    lat: f.geometry.coordinates[1],
    lng: f.geometry.coordinates[0],
  }));

export const defaultRoutingAnswer = (from: Point, to: Point): StandInAnswer => mockRoadMetres(from, to);

export async function startRoutingStandIn(
  options: {
    port?: number;
    host?: string;
    answer?: RoutingStandIn['answer'];
    /** Let the process exit while it listens (a test run's shared stand-in). */
    unref?: boolean;
  } = {},
): Promise<RoutingStandIn> {
  const hanging = new Set<ServerResponse>();
  const standIn: RoutingStandIn = {
    url: '',
    requests: [],
    answer: options.answer ?? defaultRoutingAnswer,
    places: defaultPlacesAnswer,
    placeQueries: [],
    close: () => close(server),
  };
  const server: Server = createServer((req, res) => {
    const match = /^\/route\/v1\/driving\/([^?]+)/.exec(req.url ?? '');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const search = /^\/api\/?\?/.test(req.url ?? '') ? new URL(req.url!, 'http://x').searchParams : null;
    if (req.method === 'GET' && search?.has('q')) {
      const query = search.get('q')!;
      standIn.placeQueries.push(query);
      const found = standIn.places(query);
      if (found === 'fail') return json(503, { message: 'stand-in failure' });
      return json(200, {
        type: 'FeatureCollection',
        features: found.map((p) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
          properties: {},
        })),
      });
    }
    if (req.method !== 'GET' || !match)
      return json(400, { code: 'InvalidUrl', message: 'URL string malformed' });
    const coords = decodeURIComponent(match[1]!);
    standIn.requests.push(coords);
    const points = coords.split(';').map((pair) => pair.split(',').map(Number));
    if (points.length !== 2 || points.some((p) => p.length !== 2 || p.some((n) => !Number.isFinite(n))))
      return json(400, { code: 'InvalidQuery', message: 'Query string malformed close to position 0' });
    const [[lng1, lat1], [lng2, lat2]] = points as [[number, number], [number, number]];
    const answer = standIn.answer({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 });
    if (answer === 'hang') {
      hanging.add(res);
      return;
    }
    if (answer === 'fail') return json(500, { code: 'InternalError', message: 'stand-in failure' });
    if (answer === null) return json(400, { code: 'NoRoute', message: 'Impossible route between points' });
    json(200, {
      code: 'Ok',
      routes: [
        {
          distance: answer,
          duration: answer / 24.6,
          weight: answer / 24.6,
          weight_name: 'routability',
          legs: [],
        },
      ],
      waypoints: [],
    });
  });
  const close = (s: Server) =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      s.close(() => resolve());
      s.closeAllConnections();
    });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  if (options.unref) server.unref();
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return standIn;
}
