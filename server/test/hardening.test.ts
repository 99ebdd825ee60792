// The server's hardening over real sockets where the connection matters: configured hosts only (421), proxies
// trusted by address, the server's timeouts, client-broken bodies logged as the client's fault, the 413
// always delivered (lingering close), no-store on every /api answer, the anti-forgery cookie on
// server-rendered pages.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configuredHosts } from '../http/host';
import { trustedProxies } from '../http/proxy';
import type { PasswordHasher } from '../services/passwords';
import { keepAliveAgent, listen, send, xsrfHeaders, type Listening } from './raw-http';
import { ApiClient, testShop, type TestShop } from './support';

const plainPasswords: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (hash, password) => hash === `plain:${password}`,
  dummyHash: Promise.resolve('plain:'),
};

/** Writes raw bytes on a fresh connection and collects what comes back until the server closes it. */
function raw(port: number, write: (socket: Socket) => void): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => write(socket));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => resolve(text));
    socket.on('close', () => resolve(text));
  });
}

const requestLines = (t: TestShop) => t.logger.lines.filter((l) => l.msg === 'request');

let servers: Listening[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});
async function served(t: TestShop, timeouts?: Parameters<typeof listen>[1]) {
  const s = await listen(t.app, timeouts);
  servers.push(s);
  return s;
}

describe('configured hosts only', () => {
  it('answers a Host it does not serve with 421 (DNS rebinding), loopback and configured names normally', async () => {
    const t = await testShop({ allowedHosts: configuredHosts({ appUrl: 'https://shop.example.com' }) });
    const get = (host: string, headers: Record<string, string> = {}) =>
      t.app.request(`http://${host}/api/beforeauth/setting`, { headers });
    const refused = await get('rebind.attacker.example');
    expect(refused.status).toBe(421);
    expect(await refused.json()).toEqual({
      status: 0,
      message: 'This server does not answer for that host name.',
      data: null,
    });
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect((await t.app.request('http://rebind.attacker.example/products')).status).toBe(421);
    for (const host of ['localhost', 'localhost:3701', '127.0.0.1:4999', '[::1]:3000', 'shop.example.com'])
      expect((await get(host)).status, host).toBe(200);
    // X-Forwarded-Host counts only from a trusted proxy: directly it cannot smuggle a name in or out.
    expect((await get('rebind.attacker.example', { 'X-Forwarded-Host': 'shop.example.com' })).status).toBe(
      421,
    );
  });
});

describe('TRUST_PROXY: proxies by address', () => {
  it('a client reaching the port directly cannot dodge the sign-up throttle with X-Forwarded-For', async () => {
    // The proxy is elsewhere; this test's socket (127.0.0.1) is a direct client.
    const t = await testShop({ trustProxy: trustedProxies(['10.0.0.0/8']), passwords: plainPasswords });
    const { port } = await served(t);
    const agent = keepAliveAgent();
    const headers = await xsrfHeaders(agent, port);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      const res = await send(agent, port, {
        method: 'POST',
        path: '/api/beforeauth/usersignup',
        headers: {
          ...headers,
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': `198.51.100.${i + 1}`,
        },
        body: new URLSearchParams({
          'Appuser[first_name]': 'Sam',
          'Appuser[last_name]': 'Shopper',
          'Appuser[email]': `direct-${i}@example.com`,
          'Appuser[password]': 'correct horse battery',
          'Appuser[postal_code]': '77005',
          'Appuser[phone_number]': '7135550142',
          'Appuser[login_type]': 'Normal',
        }).toString(),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429]);
    // Through a listed proxy (here: loopback) the forwarded address is the client's.
    const proxied = await testShop({ trustProxy: trustedProxies(['loopback']), resetData: false });
    const via = await served(proxied);
    const res = await send(keepAliveAgent(), via.port, {
      method: 'GET',
      path: '/api/health',
      headers: { 'X-Forwarded-For': '203.0.113.50' },
    });
    expect(res.status).toBe(200);
    expect(requestLines(proxied).at(-1)?.ip).toBe('203.0.113.50');
  });
});

describe('timeouts', () => {
  it('cuts a body that does not arrive in time with 408', { timeout: 30_000 }, async () => {
    const t = await testShop();
    const { port } = await served(t, { requestMs: 1_500, headersMs: 1_000 });
    const headers = await xsrfHeaders(keepAliveAgent(), port);
    const started = performance.now();
    const answer = await raw(port, (socket) =>
      socket.write(
        'POST /api/beforeauth/contactus HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          `Cookie: ${headers.Cookie}\r\nX-XSRF-TOKEN: ${headers['X-XSRF-TOKEN']}\r\n` +
          'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nContactus[mess',
      ),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Well before Node's own default of five minutes.
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe('bodies the client breaks', () => {
  it('an aborted or malformed chunked upload is logged as the client’s 400 in one line, no stack', async () => {
    const t = await testShop();
    const { port } = await served(t);
    const headers = await xsrfHeaders(keepAliveAgent(), port);
    const head =
      'POST /api/beforeauth/contactus HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Cookie: ${headers.Cookie}\r\nX-XSRF-TOKEN: ${headers['X-XSRF-TOKEN']}\r\n` +
      'Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n';
    const tries = [
      (s: Socket) => {
        s.write(`${head}10\r\nContactus[messa`);
        setImmediate(() => s.destroy()); // aborted mid-chunk
      },
      (s: Socket) => s.write(`${head}zz\r\nnot a chunk size\r\n`), // malformed
      (s: Socket) => s.write(`${head}5\r\nContactus[message]=hello\r\n0\r\n\r\n`), // chunk longer than said
    ];
    for (const write of tries) await raw(port, write);
    await expect.poll(() => requestLines(t).filter((l) => l.method === 'POST').length).toBe(tries.length);
    const posts = requestLines(t).filter((l) => l.method === 'POST');
    for (const line of posts) {
      expect(line.status).toBe(400);
      expect(String(line.reason)).toMatch(/^body: /);
    }
    expect(t.logger.lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(JSON.stringify(t.logger.lines)).not.toContain('stack');
  });

  it(
    'an oversized body always gets its 413, never a reset (lingering close)',
    { timeout: 60_000 },
    async () => {
      const t = await testShop({ bodyLimit: 64 * 1024 });
      const { base, port } = await served(t);
      const headers = await xsrfHeaders(keepAliveAgent(), port);
      const body = `Contactus[message]=${'x'.repeat(4 * 1024 * 1024)}`;
      const statuses: (number | string)[] = [];
      for (let i = 0; i < 21; i += 1) {
        const res = await fetch(`${base}/api/beforeauth/contactus`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        }).catch((error: Error) => error.message);
        if (typeof res === 'string') statuses.push(res);
        else {
          statuses.push(res.status);
          expect(res.headers.get('cache-control')).toBe('no-store');
          expect((await res.json()).message).toBe('The request is too large.');
        }
      }
      expect(statuses).toEqual(Array(21).fill(413));
    },
  );

  it(
    'a client that reads only after sending its whole body still finds the 413',
    { timeout: 60_000 },
    async () => {
      const t = await testShop({ bodyLimit: 64 * 1024 });
      const { port } = await served(t);
      const headers = await xsrfHeaders(keepAliveAgent(), port);
      const size = 2 * 1024 * 1024;
      const answers: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        answers.push(
          await new Promise<string>((resolve) => {
            const socket = connect(port, '127.0.0.1');
            socket.pause(); // the answer waits in the receive buffer, where a reset would discard it
            let text = '';
            socket.on('data', (chunk) => (text += chunk.toString('latin1')));
            socket.on('error', () => resolve(text));
            socket.on('close', () => resolve(text));
            socket.write(
              'POST /api/beforeauth/contactus HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
                `Cookie: ${headers.Cookie}\r\nX-XSRF-TOKEN: ${headers['X-XSRF-TOKEN']}\r\n` +
                `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n\r\n`,
            );
            let sent = 0;
            const more = () => {
              if (sent >= size) return socket.resume();
              sent += 64 * 1024;
              // Paced like a slow link, so the body is still arriving after the answer went out.
              socket.write(Buffer.alloc(64 * 1024, 120), () => setTimeout(more, 20));
            };
            more();
          }),
        );
      }
      for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    },
  );
});

describe('headers as documented', () => {
  it('every /api answer carries Cache-Control: no-store, the 403 and the 413 included', async () => {
    const t = await testShop({ bodyLimit: 1024 });
    const api = new ApiClient(t.app);
    const answers = [
      await api.call('categories', {}, { xsrfHeader: null }), // 403 anti-forgery
      await api.call('categories', {}, { headers: { Origin: 'https://evil.example' } }), // 403 cross-site
      await api.call('contactUs', { 'Contactus[message]': 'x'.repeat(4096) }), // 413
      await api.request('POST', '/api/nowhere'), // 404
      await api.call('settings'), // 200
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 413, 404, 200]);
    for (const a of answers) expect(a.res.headers.get('cache-control'), String(a.status)).toBe('no-store');
  });

  describe('server-rendered pages', () => {
    let dir: string;
    beforeAll(async () => {
      // A build with an SSR bundle of its own: renders one paragraph.
      dir = await mkdtemp(join(tmpdir(), 'floorshop-ssr-'));
      await mkdir(join(dir, 'server'), { recursive: true });
      await mkdir(join(dir, '.vite'), { recursive: true });
      await writeFile(
        join(dir, 'index.html'),
        '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
      );
      await writeFile(
        join(dir, '.vite', 'manifest.json'),
        JSON.stringify({ 'index.html': { file: 'x.js' } }),
      );
      await writeFile(
        join(dir, 'server', 'entry-server.js'),
        `export async function render() {
          const html = new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('<p>rendered</p>')); c.close(); } });
          return { status: 200, html, head: '<title>t</title>', dataScript: '', module: null };
        }`,
      );
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('set the anti-forgery cookie, as a page the browser loads first must', async () => {
      const t = await testShop({ staticDir: dir });
      const res = await t.app.request('/products');
      expect(await res.text()).toContain('<p>rendered</p>');
      const cookies = res.headers.getSetCookie();
      expect(cookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
      expect(cookies.some((c) => c.startsWith('floorshop_session='))).toBe(true);
    });
  });
});
