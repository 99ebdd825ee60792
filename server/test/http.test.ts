import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { memoryLogger } from '../log';
import { loadServerSecret } from '../secret';
import { contentSecurityPolicy, isPassiveSubresource } from '../http/security-headers';
import { SIGN_IN_FIRST_SCRIPT } from '../../src/contract/render';
import { Catalog } from '../services/catalog';
import { askCategories, keepAliveAgent, listen, send, xsrfHeaders } from './raw-http';
import { isSignedXsrfToken, newXsrfSession, newXsrfToken } from '../http/xsrf';
import { ApiClient, TEST_SECRET, testDatabase, testShop, type TestShop } from './support';

const XSRF_MESSAGE = 'Invalid or missing anti-forgery token. Refresh the page and try again.';

describe('anti-forgery (XSRF-TOKEN cookie echoed in X-XSRF-TOKEN)', () => {
  let t: TestShop;
  beforeEach(async () => {
    t = await testShop();
  });

  it('sets a script-readable, SameSite=Lax, Path=/ cookie bound to an HttpOnly session cookie on a response whose request had none', async () => {
    const res = await t.app.request('/api/beforeauth/setting');
    const [cookie = '', sessionCookie = ''] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{43}\.[\w-]{43};/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(
      /^floorshop_session=[\w-]{22}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const token = /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
    const session = /^floorshop_session=([^;]+)/.exec(sessionCookie)?.[1];
    expect(isSignedXsrfToken(TEST_SECRET, token, session)).toBe(true);
    // Bound: the same token is worthless with another browser's session.
    expect(isSignedXsrfToken(TEST_SECRET, token, newXsrfSession())).toBe(false);
    // Also on a page load (SPA fallback) …
    expect((await t.app.request('/products')).headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    // … and not again once the browser has a pair.
    const again = await t.app.request('/api/beforeauth/setting', {
      headers: { Cookie: `XSRF-TOKEN=${token}; floorshop_session=${session}` },
    });
    expect(again.headers.get('set-cookie')).toBeNull();
    // A token without its session, or beside another session, is replaced (the session kept).
    const other = newXsrfSession();
    const replaced = await t.app.request('/api/beforeauth/setting', {
      headers: { Cookie: `XSRF-TOKEN=${token}; floorshop_session=${other}` },
    });
    const fresh = /^XSRF-TOKEN=([^;]+)/.exec(replaced.headers.getSetCookie()[0] ?? '')?.[1];
    expect(replaced.headers.getSetCookie()).toHaveLength(1);
    expect(isSignedXsrfToken(TEST_SECRET, fresh, other)).toBe(true);
  });

  it("refuses a token another browser was given (an attacker's own, planted or replayed)", async () => {
    const api = t.client();
    const theirs = t.client(); // another browser: its own session and token
    const res = await api.call('categories', {}, { xsrfCookie: theirs.xsrf, xsrfHeader: theirs.xsrf });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(XSRF_MESSAGE);
    expect(res.res.headers.get('cache-control')).toBe('no-store');
    expect((await api.call('categories')).status).toBe(200);
  });

  it('refuses POSTs without the header, without the cookie, or with a mismatch (403), reads included', async () => {
    const api = t.client();
    for (const options of [
      { xsrfHeader: null },
      { xsrfCookie: null },
      { xsrfHeader: 'x'.repeat(43) },
      { xsrfCookie: null, xsrfHeader: null },
    ]) {
      const res = await api.call('categories', {}, options);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: 0, message: XSRF_MESSAGE, data: null });
    }
    const login = await api.call(
      'login',
      { 'Appuser[email]': 'a@b.co', 'Appuser[password]': 'x' },
      { xsrfHeader: 'nope' },
    );
    expect(login.status).toBe(403);
    // A 403 without a cookie hands out one, so the page can retry.
    const noCookie = await api.call('categories', {}, { xsrfCookie: null });
    expect(noCookie.res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    // A match passes.
    expect((await api.call('categories')).status).toBe(200);
  });

  it('refuses tokens the server did not sign, even when cookie and header match, and hands out a signed one', async () => {
    const api = t.client();
    const [nonce] = newXsrfToken(TEST_SECRET, api.session).split('.');
    const planted = [
      'a'.repeat(43), // the old unsigned form, or a cookie a sibling subdomain planted
      `${nonce}.${'b'.repeat(43)}`, // a real nonce with a made-up signature
      newXsrfToken('another-server-secret-0123456789abcdefghij', api.session), // signed with another secret
    ];
    for (const token of planted) {
      const res = await api.call('categories', {}, { xsrfCookie: token, xsrfHeader: token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(XSRF_MESSAGE);
      const fresh = /^XSRF-TOKEN=([^;]+)/.exec(res.res.headers.get('set-cookie') ?? '')?.[1];
      expect(isSignedXsrfToken(TEST_SECRET, fresh, api.session)).toBe(true);
      // The page retries with the cookie it was just given.
      expect((await api.call('categories', {}, { xsrfCookie: fresh!, xsrfHeader: fresh! })).status).toBe(200);
    }
  });

  it('refuses state-changing calls the browser marks cross-site, or from another origin', async () => {
    const api = t.client();
    const crossSite = 'Requests from other sites are not accepted.';
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' } as Record<string, string>,
      { Origin: 'https://evil.example' },
      { Origin: 'http://shop.localhost' }, // a sibling host is another origin
      { Origin: 'null' }, // sandboxed frames, data: pages
      { Origin: 'http://localhost', 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const res = await api.call('categories', {}, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).toEqual({ status: 0, message: crossSite, data: null });
    }
    // The storefront's own page (app.request addresses http://localhost), and clients that send neither header.
    for (const headers of [
      { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' } as Record<string, string>,
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'none' },
      {},
    ]) {
      expect((await api.call('categories', {}, { headers })).status, JSON.stringify(headers)).toBe(200);
    }
    // Reads by GET stay open (links, images, prefetch).
    const get = await api.call('settings', {}, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(get.status).toBe(200);
  });

  it('lets allowed origins call, and takes the origin from a trusted proxy', async () => {
    const allowed = await testShop({ allowedOrigins: ['https://www.example.com'] });
    const call = (app: typeof t.app, headers: Record<string, string>) =>
      new ApiClient(app).call('categories', {}, { headers });
    expect((await call(allowed.app, { Origin: 'https://www.example.com' })).status).toBe(200);
    expect((await call(allowed.app, { Origin: 'https://other.example.com' })).status).toBe(403);
    const proxied = {
      Origin: 'https://shop.example',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'shop.example',
    };
    expect((await call(t.app, proxied)).status).toBe(403); // forwarded headers are not trusted by default
    const behindProxy = await testShop({ trustProxy: () => true, allowedHosts: ['shop.example'] });
    // Over HTTPS the session cookie the token is bound to is the `__Host-` one (no subdomain can plant it).
    const browser = new ApiClient(behindProxy.app);
    const secureCookie = { ...proxied, Cookie: `__Host-floorshop_session=${browser.session}` };
    expect((await browser.call('categories', {}, { headers: secureCookie })).status).toBe(200);
    // The plain-named cookie does not count over HTTPS: a token bound to it is refused.
    expect((await call(behindProxy.app, proxied)).status).toBe(403);
  });

  it('GETs are not checked', async () => {
    expect((await t.client().call('homeScreen', {}, { xsrfCookie: null, xsrfHeader: null })).status).toBe(
      200,
    );
  });

  it("sends a page's form posted without the app back to the page (303), reading nothing; the API still refuses", async () => {
    const form = new URLSearchParams({ email: 'a@b.test', password: 'secret password' });
    const res = await t.app.request('/reset-password?token=abc', { method: 'POST', body: form });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/reset-password?token=abc');
    expect(res.headers.get('location')).not.toContain('secret');
    const api = await t.app.request('/api/beforeauth/login', { method: 'POST', body: form });
    expect(api.status).toBe(403);
  });

  it('sends such a form back to a page of this site, never to another one (//evil.example/ is a host)', async () => {
    for (const [path, page] of [
      ['//evil.example/', '/evil.example/'],
      ['///evil.example/login?x=1', '/evil.example/login?x=1'],
    ]) {
      const res = await t.app.request(`http://localhost${path}`, { method: 'POST', body: 'a=b' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location'), path).toBe(page);
    }
  });
});

describe('request bodies', () => {
  let t: TestShop;
  beforeEach(async () => {
    t = await testShop({ bodyLimit: 64 * 1024 });
  });

  const session = newXsrfSession();
  const token = newXsrfToken(TEST_SECRET, session);
  const xsrf = { Cookie: `XSRF-TOKEN=${token}; floorshop_session=${session}`, 'X-XSRF-TOKEN': token };

  it('answers malformed multipart with 400 and a readable message', async () => {
    const res = await t.app.request('/api/beforeauth/getproductdetails', {
      method: 'POST',
      headers: { ...xsrf, 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="slug"\r\n\r\ncoastal', // no closing boundary
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 0,
      message: 'The request body could not be read.',
      data: null,
    });
  });

  it('refuses a form of more fields than any call posts, before parsing it (100,000 took seconds)', async () => {
    const post = (body: string | FormData, type?: string) =>
      t.app.request('/api/beforeauth/getproduct', {
        method: 'POST',
        headers: { ...xsrf, ...(type ? { 'Content-Type': type } : {}) },
        body,
      });
    const pairs = (n: number): [string, string][] => Array.from({ length: n }, (_, i) => [`k${i}`, '1']);
    const multipart = (n: number) => {
      const form = new FormData();
      for (const [k, v] of pairs(n)) form.append(k, v);
      return form;
    };
    const form = 'application/x-www-form-urlencoded';
    for (const res of [
      await post(new URLSearchParams(pairs(101)).toString(), form),
      await post(multipart(101)),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        status: 0,
        message: 'The request holds too many fields.',
        data: null,
      });
    }
    // As many as allowed: the call is answered (unknown fields are ignored by getproduct).
    expect((await post(new URLSearchParams(pairs(100)).toString(), form)).status).toBe(200);
    expect((await post(multipart(100))).status).toBe(200);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await t.app.request('/api/beforeauth/contactus', {
      method: 'POST',
      headers: { ...xsrf, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `Contactus[message]=${'x'.repeat(70 * 1024)}`,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 0, message: 'The request is too large.', data: null });
  });

  it('refuses an oversized body sent without Content-Length (chunked)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await t.app.request('/api/beforeauth/contactus', {
      method: 'POST',
      headers: {
        ...xsrf,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Transfer-Encoding': 'chunked',
      },
      body: stream,
      // @ts-expect-error Node's fetch needs duplex for a streamed body
      duplex: 'half',
    });
    expect(res.status).toBe(413);
  });

  it('accepts empty bodies on calls without a payload, and refuses other content types', async () => {
    const empty = await t.app.request('/api/beforeauth/getproductcategory', {
      method: 'POST',
      headers: xsrf,
    });
    expect(empty.status).toBe(200);
    const json = await t.app.request('/api/beforeauth/getproductdetails', {
      method: 'POST',
      headers: { ...xsrf, 'Content-Type': 'application/json' },
      body: JSON.stringify({ slug: 'coastal-oak-spc' }),
    });
    expect(json.status).toBe(415);
    expect((await json.json()).status).toBe(0);
  });

  it('refuses a file where text is expected', async () => {
    const form = new FormData();
    form.append('slug', new Blob(['coastal-oak-spc']), 'slug.txt');
    const res = await t.app.request('/api/beforeauth/getproductdetails', {
      method: 'POST',
      headers: xsrf,
      body: form,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('slug must be text');
  });
});

describe('refusals keep a keep-alive client working', () => {
  it('a body over the limit answers 413 and closes cleanly; so do early refusals; the next request works', async () => {
    const t = await testShop();
    const http = await listen(t.app);
    const agent = keepAliveAgent(); // one socket at a time, reused whenever the server keeps it open
    try {
      const xsrf = await xsrfHeaders(agent, http.port);
      const form = { ...xsrf, 'Content-Type': 'application/x-www-form-urlencoded' };
      const large = `Contactus[message]=${'x'.repeat(1024 * 1024 + 1)}`;
      const refusals = [
        { path: '/api/beforeauth/contactus', headers: form, body: large, status: 413 },
        // Chunked: no Content-Length, the limit is found while reading.
        {
          path: '/api/beforeauth/contactus',
          headers: { ...form, 'Transfer-Encoding': 'chunked' },
          body: large,
          status: 413,
        },
        // Answered before the body is read.
        { path: '/api/no-such-call', headers: form, body: 'x'.repeat(300 * 1024), status: 404 },
        { path: '/api/beforeauth/contactus', headers: {}, body: 'x'.repeat(300 * 1024), status: 403 },
      ];
      for (const refusal of refusals) {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const res = await send(agent, http.port, { method: 'POST', ...refusal });
          expect(res.status).toBe(refusal.status);
          expect(JSON.parse(res.text)).toMatchObject({ status: 0 });
          expect(res.headers.connection).toBe('close');
          const next = await askCategories(agent, http.port, xsrf);
          expect(next.status).toBe(200);
        }
      }
      // An ordinary answer keeps the connection.
      await askCategories(agent, http.port, xsrf);
      const reused = await askCategories(agent, http.port, xsrf);
      expect(reused.reusedSocket).toBe(true);
      expect(reused.headers.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
      await http.close();
    }
  });
});

describe('errors, health, headers', () => {
  it('health answers without the database', async () => {
    const t = await testShop();
    const res = await t.app.request('/api/health');
    expect(await res.json()).toEqual({ status: 1, message: 'OK', data: { ok: true } });
  });

  it('an unknown API path is a 404 envelope; a wrong method too', async () => {
    const t = await testShop();
    const res = await t.app.request('/api/beforeauth/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 0, message: 'Not found', data: null });
    expect((await t.app.request('/api/beforeauth/login')).status).toBe(404);
  });

  it('an unexpected failure is a 500 "Something went wrong" with no stack, and is logged', async () => {
    const database = await testDatabase();
    const broken = new Catalog(database.db);
    broken.settings = () => Promise.reject(new Error('disk on fire at /secret/path.ts:12'));
    const t = await testShop({ catalog: broken });
    const res = await t.app.request('/api/beforeauth/setting');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 0, message: 'Something went wrong', data: null });
    expect(text).not.toContain('disk on fire');
    expect(t.logger.lines.some((l) => l.level === 'error' && String(l.error).includes('disk on fire'))).toBe(
      true,
    );
  });

  it('a database error during sign-up leaves no password, hash, e-mail, auth key or token in the log', async () => {
    const t = await testShop();
    const other = t.client();
    const otherKey = (await other.signUp('someone.else@example.com', 'another password 1')).auth_key;
    // The database refuses the new user with a message and detail that carry the values themselves.
    await t.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION refuse_user() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused %', NEW.email USING DETAIL = NEW.password_hash, ERRCODE = 'P0001'; END $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_user BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_user()',
      ),
    );
    try {
      const api = t.client();
      const res = await api.call(
        'signup',
        {
          'Appuser[first_name]': 'Leaky',
          'Appuser[last_name]': 'Logs',
          'Appuser[email]': 'Leaky.Logs@Example.com',
          'Appuser[password]': 'hunter2 is my password',
          'Appuser[devices_id]': 'device-secret-0123',
        },
        { headers: { auth_key: otherKey } },
      );
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ status: 0, message: 'Something went wrong', data: null });
      const log = JSON.stringify(t.logger.lines);
      for (const secret of ['hunter2', 'leaky.logs@example.com', 'Leaky.Logs', '$argon2', otherKey, api.xsrf])
        expect(log).not.toContain(secret);
      expect(log).not.toMatch(/@example\.com/i);
      const line = t.logger.lines.find((l) => l.msg === 'unhandled error');
      expect(line).toMatchObject({
        level: 'error',
        code: 'P0001',
        route: '/api/beforeauth/usersignup',
        request_id: res.res.headers.get('x-request-id'),
      });
      expect(line?.error).toBeUndefined(); // a database error's message is never logged
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER IF EXISTS refuse_user ON users'));
      await t.database.db.execute(sql.raw('DROP FUNCTION IF EXISTS refuse_user()'));
    }
  });

  it('redacts secret-named fields and masks hashes, e-mail addresses and keys in any text', () => {
    const logger = memoryLogger();
    logger.info('event', {
      password: 'pw',
      auth_key: 'k',
      nested: { token_hash: 'h', note: 'for ada@example.com' },
      message: 'hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA and key ' + 'k'.repeat(43),
      request_id: '3f2a0b7c-1d2e-4f5a-8b9c-0d1e2f3a4b5c',
    });
    expect(logger.lines[0]).toMatchObject({
      password: '[redacted]',
      auth_key: '[redacted]',
      nested: { token_hash: '[redacted]', note: 'for [email]' },
      message: 'hash [hash] and key [token]',
      request_id: '3f2a0b7c-1d2e-4f5a-8b9c-0d1e2f3a4b5c',
    });
  });

  it('sets security headers and a CSP naming only the services the storefront uses', async () => {
    const t = await testShop({ routingUrl: 'https://osrm.example.com/some/path' });
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    // The one inline script a page may run, by the hash of its exact text (a shopper's page without a
    // session sending the visitor to sign in, src/contract/render.ts).
    const inline = createHash('sha256').update(SIGN_IN_FIRST_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${inline}' https://js.stripe.com`);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/osrm\.example\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(res.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
    expect(res.headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends HSTS only over TLS: directly, or per X-Forwarded-Proto from a trusted proxy', async () => {
    const direct = await testShop({ allowedHosts: ['shop.example'] });
    const hsts = async (app: typeof direct.app, url: string, headers: Record<string, string> = {}) =>
      (await app.request(url, { headers })).headers.get('strict-transport-security');
    expect(await hsts(direct.app, 'https://shop.example/api/health')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hsts(direct.app, 'http://shop.example/api/health')).toBeNull();
    expect(
      await hsts(direct.app, 'http://shop.example/api/health', { 'X-Forwarded-Proto': 'https' }),
    ).toBeNull();
    const proxied = await testShop({ trustProxy: () => true, allowedHosts: ['shop.example'] });
    expect(await hsts(proxied.app, 'http://shop.example/api/health', { 'X-Forwarded-Proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(
      await hsts(proxied.app, 'http://shop.example/api/health', { 'X-Forwarded-Proto': 'http' }),
    ).toBeNull();
  });

  it("the CSP lets the storefront reach the places search and, when configured, the developer pages' services", () => {
    const plain = contentSecurityPolicy('https://router.project-osrm.org');
    expect(plain).toMatch(/connect-src [^;]*https:\/\/photon\.komoot\.io/);
    expect(plain).toMatch(/connect-src [^;]*https:\/\/places\.googleapis\.com/);
    const dev = contentSecurityPolicy('https://router.project-osrm.org', {
      placesUrl: 'https://photon.example.org/geo',
      tokenExchangeUrl: 'http://localhost:5000/api/token-exchange',
      paymentsSdkUrl: 'https://js.appcenter.intuit.com/Content/IA/intuit.ipp.payments.sandbox-0.0.3.js',
    });
    expect(dev).toMatch(/connect-src [^;]*https:\/\/photon\.example\.org/);
    expect(dev).not.toContain('photon.komoot.io');
    expect(dev).toMatch(/connect-src [^;]*http:\/\/localhost:5000/);
    expect(dev).toMatch(/script-src [^;]*https:\/\/js\.appcenter\.intuit\.com/);
    expect(dev).toMatch(/connect-src [^;]*https:\/\/\*\.intuit\.com/);
    // A same-origin path adds nothing.
    expect(contentSecurityPolicy('https://r.example', { tokenExchangeUrl: '/dev/token' })).not.toContain(
      '/dev/token',
    );
  });

  it('logs one JSON line per request without secrets', async () => {
    const t = await testShop();
    const api = t.client();
    await api.signUp('logged@example.com', 'secret password 1');
    const line = t.logger.lines.find((l) => l.msg === 'request' && l.path === '/api/beforeauth/usersignup');
    expect(line).toMatchObject({ method: 'POST', status: 200, ms: expect.any(Number) });
    expect(JSON.stringify(t.logger.lines)).not.toContain('secret password 1');
    expect(JSON.stringify(t.logger.lines)).not.toContain(api.authKey);
  });

  it('keeps the document policies on everything that could be rendered as a document', () => {
    for (const type of [
      'text/javascript; charset=utf-8',
      'text/css',
      'font/woff2',
      'image/webp',
      'image/png',
    ])
      expect(isPassiveSubresource(type), type).toBe(true);
    for (const type of ['text/html; charset=UTF-8', 'image/svg+xml', 'application/json', null, 'text/plain'])
      expect(isPassiveSubresource(type), String(type)).toBe(false);
  });

  it('compresses large answers', async () => {
    const t = await testShop();
    const res = await t.app.request('/api/beforeauth/gethomescreen', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('serving the built storefront', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'floorshop-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>FloorShop</title><div id="root"></div>');
    await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(join(dist, 'robots.txt'), 'User-agent: *');
    // As the build writes them (vite.config.ts): a Brotli and a gzip copy beside a text asset.
    const big = `export const text = ${JSON.stringify('flooring '.repeat(400))};`;
    await writeFile(join(dist, 'assets', 'big-abc123.js'), big);
    await writeFile(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
    await writeFile(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(big, { level: 9 }));
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for app routes (SPA fallback), assets with a one-year immutable cache', async () => {
    const t = await testShop({ staticDir: dist });
    for (const path of ['/', '/products/coastal-oak-spc', '/my-cart', '/products/category/3']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('<title>FloorShop</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await t.app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('set-cookie')).toBeNull();
    // A script is never a document: nosniff, but no document policies (≈ 1.7 KB saved per asset).
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('permissions-policy')).toBeNull();
    // Never revalidated, so no validator; its request id stays in the log line.
    expect(asset.headers.get('last-modified')).toBeNull();
    expect(asset.headers.get('x-request-id')).toBeNull();
    // The page itself keeps them.
    expect((await t.app.request('/')).headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    expect((await t.app.request('/')).headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await t.app.request('/assets/missing.js')).status).toBe(404);
    expect((await t.app.request('/robots.txt')).status).toBe(200);
    expect((await t.app.request('/missing.png')).status).toBe(404);
    // The API is not swallowed by the fallback.
    expect((await t.app.request('/api/nope')).headers.get('content-type')).toMatch(/json/);
  });

  it("answers a product page's address holding a character no slug has (NUL) with the app, not a 500", async () => {
    const t = await testShop({ staticDir: dist });
    for (const path of ['/products/a%00b', '/products/%0D%0A', '/products/%ED%A0%80']) {
      const res = await t.app.request(path, { headers: { Accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>FloorShop</title>');
    }
  });

  it("sends the build's precompressed copy the browser accepts, with the file's type and cache", async () => {
    const t = await testShop({ staticDir: dist });
    const original = await readFile(join(dist, 'assets', 'big-abc123.js'), 'utf8');
    const get = (encoding: string) =>
      t.app.request('/assets/big-abc123.js', { headers: { 'Accept-Encoding': encoding } });

    const br = await get('gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBe((await stat(join(dist, 'assets', 'big-abc123.js.br'))).size);
    expect(brotliDecompressSync(brBody).toString()).toBe(original);

    const gz = await get('gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(original);

    const plain = await get('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(original);
  });

  it('without a build, app routes say how to build', async () => {
    const t = await testShop({ staticDir: join(dist, 'does-not-exist') });
    const res = await t.app.request('/about-us');
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build/);
  });
});

describe('server secret (server/secret.ts)', () => {
  it('is generated once in the data dir (mode 0600) and reused; SERVER_SECRET wins; production requires it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'floorshop-secret-'));
    try {
      const first = await loadServerSecret({ configured: undefined, dataDir: dir, production: false });
      expect(first.source).toBe('data dir (created)');
      expect(first.secret.length).toBeGreaterThanOrEqual(32);
      expect((await stat(join(dir, 'server-secret'))).mode & 0o777).toBe(0o600);
      const again = await loadServerSecret({ configured: undefined, dataDir: dir, production: false });
      expect(again).toEqual({ secret: first.secret, source: 'data dir' });
      const configured = 'c'.repeat(40);
      expect((await loadServerSecret({ configured, dataDir: dir, production: true })).secret).toBe(
        configured,
      );
      await expect(
        loadServerSecret({ configured: undefined, dataDir: dir, production: true }),
      ).rejects.toThrow(/SERVER_SECRET is required when NODE_ENV=production/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
