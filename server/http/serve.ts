// The Node HTTP server around the app, with its timeouts: main.ts and the socket-level tests create it here,
// so the tests exercise the settings production runs with.
import { serve, type ServerType } from '@hono/node-server';
import type { IncomingMessage } from 'node:http';
import { createSecureServer, type Http2ServerRequest } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { DEFAULT_TURNS, fairTurns, type TurnOptions } from './turns';

export interface ServerTimeouts {
  /** Whole request, headers and body, from its first byte (REQUEST_TIMEOUT_MS): a slow body is cut with 408. */
  requestMs: number;
  /** Request headers from their first byte (HEADERS_TIMEOUT_MS); at most requestMs. */
  headersMs: number;
  /** An idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveMs: number;
}

/**
 * Idle keep-alive connections are kept longer than Node's 5 s: under load the event loop can reach a
 * connection's next request later than that, and a keep-alive timer firing first resets a request already on
 * its way. Longer than the 60 s idle timeout of common load balancers, so the balancer closes first. A body
 * must arrive within 30 s (Node's default is 5 minutes: a slow-body client could hold a connection that long).
 */
export const DEFAULT_TIMEOUTS: ServerTimeouts = { requestMs: 30_000, headersMs: 20_000, keepAliveMs: 65_000 };

export interface ServeOptions {
  port: number;
  hostname: string;
  tls?: { cert: Buffer; key: Buffer } | null;
  timeouts?: Partial<ServerTimeouts>;
  /** Requests started per turn of the event loop (./turns): newcomers are not starved by a busy crowd. */
  turns?: TurnOptions;
}

/**
 * Headers HTTP/2 forbids (RFC 9113 §8.2.2): the connection is the session's, not the answer's. Node drops
 * `Connection` with a warning and throws on the others, so an answer meant for HTTP/1.1 (`Connection: close`
 * after a refusal) loses them on an HTTP/2 stream.
 */
const CONNECTION_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/** `fetch` whose answers on an HTTP/2 stream are stripped of HTTP/1.1's connection headers. */
function withoutConnectionHeadersOnHttp2(fetch: Fetch): Fetch {
  const strip = (response: Response) => {
    for (const name of CONNECTION_HEADERS) response.headers.delete(name);
    return response;
  };
  return (request, env) => {
    const incoming = (env as { incoming?: IncomingMessage | Http2ServerRequest } | undefined)?.incoming;
    if (!incoming || incoming.httpVersionMajor < 2) return fetch(request, env);
    const answer = fetch(request, env);
    return answer instanceof Response ? strip(answer) : answer.then(strip);
  };
}

export function serveApp(
  app: Pick<Hono, 'fetch'>,
  options: ServeOptions,
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const serverOptions = {
    requestTimeout: timeouts.requestMs,
    headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
    keepAliveTimeout: timeouts.keepAliveMs,
    // How often Node checks the request and headers timeouts (default 30 s, which would let a 30 s limit
    // run to a minute).
    connectionsCheckingInterval: Math.max(250, Math.min(2_000, Math.floor(timeouts.headersMs / 4))),
  };
  const fetch = fairTurns(app.fetch.bind(app), options.turns ?? DEFAULT_TURNS);
  const listen = { fetch, port: options.port, hostname: options.hostname };
  // Served directly over TLS, the shop speaks HTTP/2 (ALPN), so a first visit's few dozen module scripts
  // share one connection instead of queueing on HTTP/1.1's six; a client without it gets HTTP/1.1 on the same
  // port, with the timeouts above (Node's HTTP/2 server hands such a connection to its HTTP/1.1 parser).
  const server = options.tls
    ? serve(
        {
          ...listen,
          fetch: withoutConnectionHeadersOnHttp2(fetch),
          createServer: createSecureServer,
          serverOptions: { ...serverOptions, ...options.tls, allowHTTP1: true },
        },
        onListening,
      )
    : serve({ ...listen, serverOptions }, onListening);
  // An idle HTTP/2 session is closed like an idle keep-alive connection.
  if (options.tls) server.setTimeout(timeouts.keepAliveMs);
  // Set on the server too: older Node versions read some of them only from there.
  Object.assign(server, {
    requestTimeout: serverOptions.requestTimeout,
    headersTimeout: serverOptions.headersTimeout,
    keepAliveTimeout: serverOptions.keepAliveTimeout,
  });
  return server;
}
