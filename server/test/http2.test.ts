// Served directly over TLS (TLS_CERT_FILE/TLS_KEY_FILE), the shop speaks HTTP/2 and, on the same port,
// HTTP/1.1 to a client without it. What HTTP/1.1 does with the connection (`Connection: close` after a refusal
// that left a body unread) must not break an HTTP/2 answer: Node refuses to send connection headers there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { Agent as HttpsAgent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askCategories, listen, send, xsrfHeaders, type Listening } from './raw-http';
import { testShop } from './support';

/** A certificate for 127.0.0.1, made for this run (openssl: installed with PostgreSQL's ssl-cert in CI). */
function selfSignedCertificate(): { cert: Buffer; key: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'floorshop-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { cert: readFileSync(join(dir, 'cert.pem')), key: readFileSync(join(dir, 'key.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface H2Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

function h2(
  session: ClientHttp2Session,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': options.method, ':path': options.path, ...options.headers });
    let headers: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on('response', (h) => (headers = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({ status: Number(headers[':status']), headers, text: Buffer.concat(chunks).toString('utf8') }),
    );
    stream.on('error', reject);
    // A body the server refuses early may be cut by its RST_STREAM: the answer above still arrives.
    stream.end(options.body);
  });
}

let tls: { cert: Buffer; key: Buffer };
let http: Listening;

beforeAll(async () => {
  tls = selfSignedCertificate();
  const t = await testShop();
  http = await listen(t.app, undefined, tls);
});
afterAll(() => http?.close());

describe('served over TLS', () => {
  it('speaks HTTP/2: the API and a refusal that leaves its body unread, on one session that stays usable', async () => {
    const session = connect(http.base, { ca: tls.cert });
    try {
      const health = await h2(session, { method: 'GET', path: '/api/health' });
      expect(health.status).toBe(200);
      expect(JSON.parse(health.text)).toMatchObject({ status: 1 });
      expect(health.headers['strict-transport-security']).toMatch(/max-age=/);
      const cookies = ([] as string[]).concat(health.headers['set-cookie'] ?? []);
      const token = cookies.map((c) => /^XSRF-TOKEN=([^;]+)/.exec(c)?.[1]).find(Boolean)!;
      const sessionCookie = cookies
        .map((c) => /^((?:__Host-)?floorshop_session=[^;]+)/.exec(c)?.[1])
        .find(Boolean)!;
      const xsrf = {
        cookie: `XSRF-TOKEN=${token}; ${sessionCookie}`,
        'x-xsrf-token': decodeURIComponent(token),
      };
      const form = { ...xsrf, 'content-type': 'application/x-www-form-urlencoded' };

      const refusals: {
        path: string;
        headers: Record<string, string>;
        body?: string;
        status: number;
        method?: string;
      }[] = [
        // Too large: the HTTP/1.1 answer would say `Connection: close` and linger over the body.
        {
          path: '/api/beforeauth/contactus',
          headers: form,
          body: `Contactus[message]=${'x'.repeat(1024 * 1024 + 1)}`,
          status: 413,
        },
        { path: '/api/no-such-call', headers: form, body: 'x'.repeat(300 * 1024), status: 404 },
        { path: '/api/beforeauth/contactus', headers: {}, body: 'x'.repeat(300 * 1024), status: 403 },
        // A host the shop does not serve: 421, `Connection: close` on HTTP/1.1.
        { path: '/api/health', headers: { ':authority': 'elsewhere.example' }, status: 421, method: 'GET' },
      ];
      for (const refusal of refusals) {
        const res = await h2(session, { method: 'POST', ...refusal });
        expect(res.status, refusal.path).toBe(refusal.status);
        expect(JSON.parse(res.text)).toMatchObject({ status: 0 });
        expect(res.headers.connection).toBeUndefined();
        const next = await h2(session, {
          method: 'POST',
          path: '/api/beforeauth/getproductcategory',
          headers: xsrf,
        });
        expect(next.status).toBe(200);
        expect(JSON.parse(next.text)).toMatchObject({ status: 1 });
      }
      expect(session.closed || session.destroyed).toBe(false);
    } finally {
      session.close();
    }
  });

  it('speaks HTTP/1.1 on the same port to a client without HTTP/2, `Connection: close` after a refusal included', async () => {
    const agent = new HttpsAgent({
      keepAlive: true,
      maxSockets: 1,
      ca: tls.cert,
      ALPNProtocols: ['http/1.1'],
    });
    try {
      const xsrf = await xsrfHeaders(agent, http.port);
      const refused = await send(agent, http.port, {
        method: 'POST',
        path: '/api/no-such-call',
        headers: { ...xsrf, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'x'.repeat(300 * 1024),
      });
      expect(refused.status).toBe(404);
      expect(refused.headers.connection).toBe('close');
      const next = await askCategories(agent, http.port, xsrf);
      expect(next.status).toBe(200);
      expect(next.headers['strict-transport-security']).toMatch(/max-age=/);
    } finally {
      agent.destroy();
    }
  });
});

describe('HTTP/1.1 connection headers on an HTTP/2 stream', () => {
  it('are left out of the answer: Node drops `Connection` with a warning and refuses `Keep-Alive` outright', async () => {
    const app = new Hono().get('/', (c) => {
      c.header('Connection', 'close');
      c.header('Keep-Alive', 'timeout=5');
      c.header('Transfer-Encoding', 'chunked');
      return c.text('answered');
    });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    const server = await listen(app, undefined, tls);
    const session = connect(server.base, { ca: tls.cert });
    try {
      const res = await h2(session, { method: 'GET', path: '/' });
      expect(res.status).toBe(200);
      expect(res.text).toBe('answered');
      expect(res.headers.connection).toBeUndefined();
      expect(res.headers['keep-alive']).toBeUndefined();
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      session.close();
      await server.close();
    }
  });
});
