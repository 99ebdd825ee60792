// A real socket for tests that care about the connection (keep-alive reuse, 413 on a long body, the
// malformed-input property test): the app served by @hono/node-server on a free port, and requests sent
// with node:http through a keep-alive Agent, so a dropped or poisoned connection shows up as an error.
import type { ServerType } from '@hono/node-server';
import { serveApp, type ServerTimeouts } from '../http/serve';
import { Agent, request } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';

export interface Listening {
  base: string;
  port: number;
  server: ServerType;
  close(): Promise<void>;
}

export async function listen(
  app: Hono,
  timeouts?: Partial<ServerTimeouts>,
  tls?: { cert: Buffer; key: Buffer },
): Promise<Listening> {
  const server = await new Promise<ServerType>((resolve) => {
    const s = serveApp(app, { port: 0, hostname: '127.0.0.1', timeouts, tls }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    base: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/** One connection at a time, kept alive: every request goes over the socket the previous one used. */
export const keepAliveAgent = () => new Agent({ keepAlive: true, maxSockets: 1 });

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** Whether this request went over a socket an earlier request had used. */
  reusedSocket: boolean;
}

/** An https.Agent sends over TLS (HTTP/1.1, as a client without HTTP/2 does); an http.Agent in the clear. */
export function send(
  agent: Agent | HttpsAgent,
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = (agent instanceof HttpsAgent ? httpsRequest : request)(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            reusedSocket: req.reusedSocket,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The XSRF cookie the server hands out, as the Cookie and X-XSRF-TOKEN headers a page would send. */
export async function xsrfHeaders(agent: Agent | HttpsAgent, port: number): Promise<Record<string, string>> {
  const res = await send(agent, port, { method: 'GET', path: '/api/health' });
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const token = cookies.map((c) => /^XSRF-TOKEN=([^;]+)/.exec(c)?.[1]).find(Boolean);
  const session = cookies.map((c) => /^((?:__Host-)?floorshop_session=[^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!token || !session) throw new Error('the server handed out no XSRF-TOKEN and session cookies');
  return { Cookie: `XSRF-TOKEN=${token}; ${session}`, 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** A cheap POST the shop answers with 200 when the connection and the XSRF headers are good. */
export function askCategories(
  agent: Agent | HttpsAgent,
  port: number,
  xsrf: Record<string, string>,
): Promise<RawResponse> {
  return send(agent, port, { method: 'POST', path: '/api/beforeauth/getproductcategory', headers: xsrf });
}
