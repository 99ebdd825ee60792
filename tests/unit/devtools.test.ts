// Developer pages (§2 /callback, /callbacktest; §8 texts): reading the callback's query, the token exchange
// against a stand-in endpoint (each §8 message), one exchange per single-use code, masking tokens on screen,
// and tokenising through a stand-in of the provider's SDK.
import { describe, expect, it, vi } from 'vitest';
import { tokenizeCard, TEST_CARD } from '@/features/devtools/paymentsSdk';
import {
  callbackParams,
  exchangeCode,
  exchangeCodeOnce,
  maskSecrets,
  TOKEN_EXCHANGE_MESSAGES,
} from '@/features/devtools/tokenExchange';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('callbackParams', () => {
  it('reads code, realmId and state; no code (or a blank one) → null', () => {
    expect(callbackParams('?code=abc&realmId=123&state=xyz')).toEqual({
      code: 'abc',
      realmId: '123',
      state: 'xyz',
    });
    expect(callbackParams('code=abc')).toEqual({ code: 'abc' });
    expect(callbackParams('?state=xyz')).toBeNull();
    expect(callbackParams('?code=%20')).toBeNull();
  });
});

describe('exchangeCode', () => {
  it('posts the code as JSON and returns the answer holding an access token', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      json({ access_token: 'a', refresh_token: 'r', expires_in: 3600 }),
    );
    const outcome = await exchangeCode('https://dev.test/exchange', { code: 'abc', realmId: '9' }, fetch);
    expect(outcome).toEqual({
      kind: 'ok',
      result: { access_token: 'a', refresh_token: 'r', expires_in: 3600 },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://dev.test/exchange');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ code: 'abc', realmId: '9' }) });
    expect(new Headers(init!.headers).get('Content-Type')).toBe('application/json');
  });

  it('accepts the token nested under data or token', async () => {
    for (const body of [{ data: { access_token: 'a' } }, { token: { accessToken: 'a' } }])
      expect((await exchangeCode('u', { code: 'c' }, async () => json(body))).kind).toBe('ok');
  });

  it('an HTTP error, or an answer without an access token → "Failed to get access token"', async () => {
    await expect(
      exchangeCode('u', { code: 'c' }, async () =>
        json({ error: 'invalid_grant', error_description: 'Code expired' }, 400),
      ),
    ).resolves.toEqual({
      kind: 'failed',
      message: TOKEN_EXCHANGE_MESSAGES.failed,
      status: 400,
      detail: 'Code expired',
    });
    await expect(exchangeCode('u', { code: 'c' }, async () => json({ ok: true }))).resolves.toMatchObject({
      kind: 'failed',
      message: 'Failed to get access token',
      status: 200,
    });
  });

  it('a network failure or an unreadable answer → "Token exchange failed"', async () => {
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(exchangeCode('u', { code: 'c' }, down)).resolves.toEqual({
      kind: 'error',
      message: 'Token exchange failed',
    });
    await expect(
      exchangeCode('u', { code: 'c' }, async () => new Response('<html>oops</html>', { status: 502 })),
    ).resolves.toMatchObject({ kind: 'error' });
  });
});

describe('exchangeCodeOnce', () => {
  it('exchanges a single-use code once per page, however often the screen asks', async () => {
    const fetch = vi.fn(async () => json({ access_token: 'a' }));
    vi.stubGlobal('fetch', fetch);
    try {
      const [a, b] = await Promise.all([
        exchangeCodeOnce('https://dev.test/x', { code: 'once' }),
        exchangeCodeOnce('https://dev.test/x', { code: 'once' }),
      ]);
      expect(a).toBe(b);
      await exchangeCodeOnce('https://dev.test/x', { code: 'once' });
      expect(fetch).toHaveBeenCalledTimes(1);
      await exchangeCodeOnce('https://dev.test/x', { code: 'another' });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('maskSecrets', () => {
  it('shortens tokens and secrets at any depth, keeps the rest', () => {
    expect(
      maskSecrets({
        access_token: 'eyJhbGciOiJIUzI1NiJ9.payload.signature',
        token_type: 'bearer',
        nested: { refresh_token: 'short', client_secret: 'x'.repeat(20) },
        expires_in: 3600,
      }),
    ).toEqual({
      access_token: 'eyJhbGci…(38 characters)',
      token_type: 'bearer',
      nested: { refresh_token: '••••', client_secret: 'xxxxxxxx…(20 characters)' },
      expires_in: 3600,
    });
  });
});

describe('tokenizeCard', () => {
  it('sends the card without spaces and resolves with the token', async () => {
    const tokenize = vi.fn((_app: string, _request: unknown, callback: (token: string | null) => void) =>
      callback('tok-1'),
    );
    await expect(tokenizeCard({ tokenize }, TEST_CARD)).resolves.toEqual({ ok: true, token: 'tok-1' });
    expect(tokenize.mock.calls[0]![1]).toEqual({
      card: {
        number: '4111111111111111',
        expMonth: '12',
        expYear: '2030',
        cvc: '123',
        address: { postalCode: '77063' },
      },
    });
  });

  it("a refusal carries the provider's code and message; a throwing SDK is a failure too", async () => {
    const refuse = {
      tokenize: (
        _a: string,
        _r: unknown,
        cb: (t: string | null, res?: { code?: string; message?: string }) => void,
      ) => cb(null, { code: 'PMT-4000', message: 'card.number is invalid.' }),
    };
    await expect(tokenizeCard(refuse, TEST_CARD)).resolves.toEqual({
      ok: false,
      message: 'Tokenisation failed: PMT-4000: card.number is invalid.',
    });
    const broken = {
      tokenize: () => {
        throw new Error('not initialised');
      },
    };
    await expect(tokenizeCard(broken, TEST_CARD)).resolves.toEqual({
      ok: false,
      message: 'Tokenisation failed: not initialised',
    });
  });
});
