// The Node HTTP server around the app, with its timeouts: main.ts and the socket-level tests create it here,
// so the tests exercise the settings production runs with.
import { serve, type ServerType } from '@hono/node-server';
import { createServer as createHttpsServer } from 'node:https';
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
  const server = options.tls
    ? serve(
        { ...listen, createServer: createHttpsServer, serverOptions: { ...serverOptions, ...options.tls } },
        onListening,
      )
    : serve({ ...listen, serverOptions }, onListening);
  // Set on the server too: older Node versions read some of them only from there.
  Object.assign(server, {
    requestTimeout: serverOptions.requestTimeout,
    headersTimeout: serverOptions.headersTimeout,
    keepAliveTimeout: serverOptions.keepAliveTimeout,
  });
  return server;
}
