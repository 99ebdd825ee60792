import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../http/security-headers';
import { Catalog } from '../shop/catalog';
import { testDatabase, testShop, type TestShop } from './support';

const XSRF_MESSAGE = 'Invalid or missing anti-forgery token. Refresh the page and try again.';

describe('anti-forgery (XSRF-TOKEN cookie echoed in X-XSRF-TOKEN)', () => {
  let t: TestShop;
  beforeEach(async () => {
    t = await testShop();
  });

  it('sets a script-readable, SameSite=Lax, Path=/ cookie on a response whose request had none', async () => {
    const res = await t.app.request('/api/beforeauth/setting');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{43};/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
    // Also on a page load (SPA fallback) …
    expect((await t.app.request('/products')).headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    // … and not again once the browser has one.
    const again = await t.app.request('/api/beforeauth/setting', {
      headers: { Cookie: `XSRF-TOKEN=${'a'.repeat(43)}` },
    });
    expect(again.headers.get('set-cookie')).toBeNull();
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

  it('GETs are not checked', async () => {
    expect((await t.client().call('homeScreen', {}, { xsrfCookie: null, xsrfHeader: null })).status).toBe(
      200,
    );
  });
});

describe('request bodies', () => {
  let t: TestShop;
  beforeEach(async () => {
    t = await testShop({ bodyLimit: 64 * 1024 });
  });

  const xsrf = { Cookie: `XSRF-TOKEN=${'t'.repeat(43)}`, 'X-XSRF-TOKEN': 't'.repeat(43) };

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

  it('sets security headers and a CSP naming only the services the storefront uses', async () => {
    const t = await testShop({ routingUrl: 'https://osrm.example.com/some/path' });
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/osrm\.example\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
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
    expect((await t.app.request('/assets/missing.js')).status).toBe(404);
    expect((await t.app.request('/robots.txt')).status).toBe(200);
    expect((await t.app.request('/missing.png')).status).toBe(404);
    // The API is not swallowed by the fallback.
    expect((await t.app.request('/api/nope')).headers.get('content-type')).toMatch(/json/);
  });

  it('without a build, app routes say how to build', async () => {
    const t = await testShop({ staticDir: join(dist, 'does-not-exist') });
    const res = await t.app.request('/about-us');
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build/);
  });
});
