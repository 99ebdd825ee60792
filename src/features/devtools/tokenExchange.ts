// /callback (§2, §7, §8 test pages): the accounting provider redirects here after the OAuth consent with
// ?code=…(&realmId=…&state=…); the page posts the code to the token-exchange endpoint (a developer's
// local service, VITE_TOKEN_EXCHANGE_URL) that holds the client secret and swaps the code for tokens.
// The browser never sees the secret; it only shows whether the exchange worked.

export const TOKEN_EXCHANGE_MESSAGES = {
  noCode: 'Authorization code not found in URL',
  failed: 'Failed to get access token',
  error: 'Token exchange failed',
  notConfigured: 'Token exchange is not configured: set VITE_TOKEN_EXCHANGE_URL and rebuild.',
  exchanging: 'Exchanging the authorization code...',
} as const;

export interface CallbackParams {
  code: string;
  /** QuickBooks-style company id, passed on when the provider sends it. */
  realmId?: string;
  state?: string;
}

export type ExchangeOutcome =
  | { kind: 'ok'; result: Record<string, unknown> }
  /** The endpoint answered but gave no access token (HTTP error or an answer without one). */
  | { kind: 'failed'; message: string; status: number; detail?: string }
  /** The endpoint could not be asked or answered something unreadable. */
  | { kind: 'error'; message: string };

/** `code`, `realmId` and `state` from a query string; null when there is no code. */
export function callbackParams(search: string): CallbackParams | null {
  const query = new URLSearchParams(search);
  const code = query.get('code')?.trim();
  if (!code) return null;
  const realmId = query.get('realmId')?.trim() || undefined;
  const state = query.get('state')?.trim() || undefined;
  return { code, ...(realmId ? { realmId } : {}), ...(state ? { state } : {}) };
}

function hasAccessToken(body: unknown): body is Record<string, unknown> {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  const nested = [b, b.data, b.token].filter(
    (v): v is Record<string, unknown> => !!v && typeof v === 'object',
  );
  return nested.some((v) => typeof v.access_token === 'string' || typeof v.accessToken === 'string');
}

/** POSTs the code as JSON; the outcome says which §8 message applies. Never throws. */
export async function exchangeCode(
  url: string,
  params: CallbackParams,
  doFetch: typeof fetch = (...args) => fetch(...args),
): Promise<ExchangeOutcome> {
  let response: Response;
  let body: unknown;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(params),
    });
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    return { kind: 'error', message: TOKEN_EXCHANGE_MESSAGES.error };
  }
  if (response.ok && hasAccessToken(body)) return { kind: 'ok', result: body };
  const detail =
    body && typeof body === 'object'
      ? String(
          (body as Record<string, unknown>).error_description ??
            (body as Record<string, unknown>).error ??
            '',
        ) || undefined
      : undefined;
  return { kind: 'failed', message: TOKEN_EXCHANGE_MESSAGES.failed, status: response.status, detail };
}

// An authorization code is single-use: one exchange per code for the page's life, even when React
// runs the effect twice (StrictMode) or the screen remounts.
const exchanges = new Map<string, Promise<ExchangeOutcome>>();

export function exchangeCodeOnce(url: string, params: CallbackParams): Promise<ExchangeOutcome> {
  const key = `${url}\n${params.code}`;
  let exchange = exchanges.get(key);
  if (!exchange) {
    exchange = exchangeCode(url, params);
    exchanges.set(key, exchange);
  }
  return exchange;
}

/** Tokens and secrets shortened for the screen ("eyJhbGci…(812 characters)"); everything else as sent. */
export function maskSecrets(value: unknown, key = ''): unknown {
  if (typeof value === 'string' && /(access|refresh|id)_?token|secret|password/i.test(key))
    return value.length > 12 ? `${value.slice(0, 8)}…(${value.length} characters)` : '••••';
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskSecrets(v, k)]));
  return value;
}
