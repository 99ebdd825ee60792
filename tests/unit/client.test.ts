// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/api/client';
import { ApiError } from '@/api/errors';
import { setEnv } from '@/config/env-schema';
import { endSession, sessionStore, startSession } from '@/state/session';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
}

let sent: Sent[] = [];
let answers: Array<(req: Sent) => Response> = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ status: 1, message: 'OK', data });

beforeEach(() => {
  sent = [];
  answers = [];
  setEnv({ VITE_API_BASE_URL: 'https://shop.example/api/' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const req: Sent = {
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body,
        credentials: init.credentials,
      };
      sent.push(req);
      const next = answers.shift();
      if (!next) throw new Error(`no answer queued for ${url}`);
      return next(req);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const category = { product_category_id: '3', title: 'SPC Flooring' };

describe('URL and headers', () => {
  it('joins paths under the base whether or not they start with a slash', async () => {
    startSession({ authKey: 'k1', firstName: 'Ada', lastName: 'Oak' });
    answers.push(
      () => ok([]),
      () => ok([category]),
    );
    await call('cart'); // 'userauth/getusercarts' (no slash)
    await call('categories'); // '/beforeauth/getproductcategory'
    expect(sent.map((r) => r.url)).toEqual([
      'https://shop.example/api/userauth/getusercarts',
      'https://shop.example/api/beforeauth/getproductcategory',
    ]);
  });

  it('sends credentials and Accept JSON, and echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    answers.push(() => ok([category]));
    await call('categories');
    expect(sent[0]!.credentials).toBe('include');
    expect(sent[0]!.headers.get('Accept')).toBe('application/json');
    expect(sent[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc=123');
  });

  it('sends auth_key on userauth calls and only there', async () => {
    startSession({ authKey: 'secret-key', firstName: 'Ada', lastName: 'Oak' });
    answers.push(
      () => ok([]),
      () => ok([category]),
    );
    await call('cart');
    await call('categories');
    expect(sent[0]!.headers.get('auth_key')).toBe('secret-key');
    expect(sent[1]!.headers.get('auth_key')).toBeNull();
  });

  it('rejects a userauth call without a stored key with "No auth key found" and sends nothing', async () => {
    await expect(call('cart')).rejects.toMatchObject({
      message: 'No auth key found',
      kind: 'no-auth',
    });
    expect(sent).toHaveLength(0);
  });
});

describe('body encodings', () => {
  it('posts multipart with Yii-style field names', async () => {
    answers.push(() => ok({ auth_key: 'k', first_name: 'Ada', full_name: 'Ada Oak' }));
    await call('login', {
      'Appuser[email]': 'ada@example.com',
      'Appuser[password]': 'pw',
      'Appuser[devices_type]': 'Web',
      'Appuser[devices_id]': 'device-1',
    });
    const body = sent[0]!.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('Appuser[email]')).toBe('ada@example.com');
    expect(form.get('Appuser[devices_type]')).toBe('Web');
    expect(form.get('Appuser[devices_id]')).toBe('device-1');
  });

  it('posts form-urlencoded, and an empty body for the ALL category', async () => {
    answers.push(
      () => ok([]),
      () => ok([]),
    );
    await call('products', { product_category_id: 4 });
    await call('products', {});
    expect(sent[0]!.body).toBeInstanceOf(URLSearchParams);
    expect(String(sent[0]!.body)).toBe('product_category_id=4');
    expect(String(sent[1]!.body)).toBe('');
  });

  it('sends no body for GET calls', async () => {
    answers.push(() => ok({ tax: '8.25' }));
    const settings = await call('settings');
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.body).toBeUndefined();
    expect(settings.tax).toBe(8.25);
  });
});

describe('answers', () => {
  it('unwraps data and converts money to cents', async () => {
    startSession({ authKey: 'k', firstName: 'Ada', lastName: 'Oak' });
    answers.push(() =>
      ok([
        {
          user_carts_id: '7',
          quantity: '3',
          product: { product_id: 1, title: 'Oak', image: '', price_per_box: '68.57', sqft_in_box: '23.77' },
        },
      ]),
    );
    const [line] = await call('cart');
    expect(line).toMatchObject({
      user_carts_id: 7,
      quantity: 3,
      product: { price_per_box: 6857, sqft_in_box: 23.77 },
    });
  });

  it('rejects status 0 with the server message', async () => {
    answers.push(() => json({ status: 0, message: 'Invalid email or password' }));
    const error = await call('login', { 'Appuser[email]': 'a@b.co', 'Appuser[password]': 'x' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'status', serverMessage: 'Invalid email or password' });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Invalid email or password'));
  });

  it('rejects an HTTP error with the server message when the body has one', async () => {
    answers.push(() => json({ status: 0, message: 'Down for maintenance' }, 503));
    await expect(call('categories')).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 503,
      serverMessage: 'Down for maintenance',
    });
  });

  it('turns a schema mismatch into a typed error, never a crash', async () => {
    answers.push(() => ok([{ product_category_id: 'not-a-number', title: 5 }]));
    const error = await call('categories').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('shape');
    expect(error.message).toMatch(/Unexpected answer from categories at 0\./);
  });

  it('treats a non-JSON body as a shape error', async () => {
    answers.push(() => new Response('<html>oops</html>', { status: 200 }));
    await expect(call('categories')).rejects.toMatchObject({ kind: 'shape' });
  });

  it('reports a network failure as a typed error', async () => {
    answers.push(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call('categories')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('anti-forgery race', () => {
  it('retries once when a 403 brought a fresh XSRF-TOKEN cookie', async () => {
    answers.push(
      () => {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return json({ status: 0, message: 'Invalid or missing anti-forgery token' }, 403);
      },
      () => ok([category]),
    );
    await expect(call('categories')).resolves.toHaveLength(1);
    expect(sent[0]!.headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(sent[1]!.headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('does not retry a 403 when the cookie did not change', async () => {
    document.cookie = 'XSRF-TOKEN=same; path=/';
    answers.push(() => json({ status: 0, message: 'Forbidden' }, 403));
    await expect(call('categories')).rejects.toMatchObject({
      httpStatus: 403,
      serverMessage: 'Forbidden',
    });
    expect(sent).toHaveLength(1);
  });
});

describe('401 → refresh → retry once', () => {
  it('refreshes and retries the call once, storing the new key', async () => {
    startSession({ authKey: 'old-key', firstName: 'Ada', lastName: 'Oak' });
    answers.push(
      () => json({ status: 0, message: 'Expired' }, 401),
      () => ok({ auth_key: 'new-key' }),
      () => ok([]),
    );
    await expect(call('cart')).resolves.toEqual([]);
    expect(sent.map((r) => r.url.replace('https://shop.example/api', ''))).toEqual([
      '/userauth/getusercarts',
      '/auth_service/auth/refresh-token',
      '/userauth/getusercarts',
    ]);
    expect(sent[1]!.method).toBe('POST');
    expect(sent[1]!.body).toBeUndefined();
    expect(sent[2]!.headers.get('auth_key')).toBe('new-key');
    expect(sessionStore.authKey).toBe('new-key');
    expect(localStorage.getItem('authKey')).toBe('new-key');
  });

  it('passes the original error on when the refresh fails', async () => {
    startSession({ authKey: 'old-key', firstName: 'Ada', lastName: 'Oak' });
    answers.push(
      () => json({ status: 0, message: 'Session expired' }, 401),
      () => json({ status: 0, message: 'Refresh refused' }, 401),
    );
    await expect(call('cart')).rejects.toMatchObject({
      httpStatus: 401,
      serverMessage: 'Session expired',
    });
    expect(sent).toHaveLength(2);
  });

  it('a refresh the server refuses (401) ends the session: stored values cleared', async () => {
    startSession({ authKey: 'revoked', firstName: 'Ada', lastName: 'Oak' }, true);
    answers.push(
      () => json({ status: 0, message: 'Your session has expired. Please log in again.' }, 401),
      () => json({ status: 0, message: 'Your session has expired. Please log in again.' }, 401),
    );
    await expect(call('userOrders', { page: 1 })).rejects.toMatchObject({ httpStatus: 401 });
    expect(sessionStore.authKey).toBeNull();
    expect(sessionStore.firstName).toBe('');
    expect(localStorage.getItem('authKey')).toBeNull();
  });

  it('a refresh that cannot be reached (offline, 5xx) keeps the session', async () => {
    startSession({ authKey: 'k', firstName: 'Ada', lastName: 'Oak' }, false);
    answers.push(
      () => json({ status: 0, message: 'Expired' }, 401),
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await expect(call('cart')).rejects.toMatchObject({ httpStatus: 401 });
    answers.push(
      () => json({ status: 0, message: 'Expired' }, 401),
      () => json({ status: 0, message: 'Unavailable' }, 503),
    );
    await expect(call('cart')).rejects.toMatchObject({ httpStatus: 401 });
    expect(sessionStore.authKey).toBe('k');
    expect(sessionStorage.getItem('authKey')).toBe('k');
  });

  it('a refused refresh leaves a session started meanwhile (signed in again in another form)', async () => {
    startSession({ authKey: 'old', firstName: 'Ada', lastName: 'Oak' });
    answers.push(
      () => json({ status: 0, message: 'Expired' }, 401),
      () => {
        startSession({ authKey: 'new', firstName: 'Ada', lastName: 'Oak' });
        return json({ status: 0, message: 'Expired' }, 401);
      },
    );
    await expect(call('cart')).rejects.toMatchObject({ httpStatus: 401 });
    expect(sessionStore.authKey).toBe('new');
  });

  it('retries only once even if the retry gets 401 again', async () => {
    startSession({ authKey: 'k', firstName: 'Ada', lastName: 'Oak' });
    answers.push(
      () => json({ status: 0, message: 'no' }, 401),
      () => ok(null),
      () => json({ status: 0, message: 'still no' }, 401),
    );
    await expect(call('cart')).rejects.toMatchObject({ serverMessage: 'still no' });
    expect(sent).toHaveLength(3);
  });

  it('never refreshes after a 401 from the refresh call itself', async () => {
    answers.push(() => json({ status: 0, message: 'no' }, 401));
    await expect(call('refreshToken')).rejects.toMatchObject({ httpStatus: 401 });
    expect(sent).toHaveLength(1);
  });
});
