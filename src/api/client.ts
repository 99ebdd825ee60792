// The one HTTP client of the shop API (§7): base URL joining, credentials, Accept JSON, the
// anti-forgery cookie echoed as a header, auth_key on userauth calls, envelope unwrapping, schema
// parsing, and one retry after a token refresh on 401 (§4).
//
// Callers name the endpoint ('products'); its definition and schemas (src/contract, with zod) load with
// the first call, not with the page (a server-rendered page hydrates with data the server
// already parsed, so the first visit needs no schema at all).
import type * as ContractModule from '@/contract';
import type { DataOf, Endpoint, Endpoints, Envelope, RequestOf, WireFields as Fields } from '@/contract';
import { env } from '@/config/env';
import { currentAuthKey, endSession, replaceAuthKey } from '@/state/session';
import { ApiError, GENERIC_ERROR, NO_AUTH_KEY } from './errors';
import { readCookie } from './cookies';
import { yieldToBrowser } from '@/start/steps';

export type EndpointName = keyof Endpoints;

type Contract = typeof ContractModule;
let contractModule: Promise<Contract> | null = null;
/** The contract's code, loaded once (call it early to have it ready for the first call). */
export function loadContract(): Promise<Contract> {
  contractModule ??= (async () => {
    // Building the contract's zod schemas takes a phone's CPU about 100 ms; module by
    // module (primitives, entities, then the endpoints), one task each, none of them is a long task.
    // The first step too: importing a chunk adds its preload links (≈ 1–6 ms each), which made the
    // caller's task long (the cart's start, a first touch's event). A page that calls the API as it opens
    // has these modules preloaded by its first HTML (CONTRACT_MODULES in src/contract/render.ts, in this
    // order: tests/unit/contract-modules.test.ts holds the two lists together).
    await yieldToBrowser();
    await import('../contract/primitives');
    await yieldToBrowser();
    await import('../contract/entities');
    await yieldToBrowser();
    const contract = await import('../contract');
    // And the first requests a task after the last evaluation: a page's first fetch() sets up its
    // loader (3–6 ms of main thread in Chromium's traces of the cart).
    await yieldToBrowser();
    return contract;
  })();
  return contractModule;
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export interface CallOptions {
  signal?: AbortSignal;
  /** A solved login challenge (`challenge:nonce`), sent as X-Login-Proof. */
  proof?: string;
}

function logFailure(error: ApiError): ApiError {
  // §8 "All API errors are logged with the server message and then rejected."
  console.error(`[api] ${error.endpoint} failed: ${error.message}`);
  return error;
}

async function send(
  contract: Contract,
  endpoint: Endpoint,
  input: Fields | undefined,
  options: CallOptions,
  authKey: string | null,
): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  if (endpoint.auth) {
    if (!authKey) throw logFailure(new ApiError(NO_AUTH_KEY, 'no-auth', endpoint.name));
    headers.set('auth_key', authKey);
  } else if (endpoint.name === contract.endpoints.refreshToken.name && authKey) {
    headers.set('auth_key', authKey);
  }
  if (options.proof) headers.set('X-Login-Proof', options.proof);
  const url = contract.joinUrl(env().VITE_API_BASE_URL, endpoint.path);
  try {
    return await fetch(url, {
      method: endpoint.method,
      headers,
      body: contract.encodeBody(endpoint, input),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw logFailure(new ApiError('Network error: the shop could not be reached', 'network', endpoint.name));
  }
}

/** The JSON envelope of an answer, or null when the body is empty, not JSON or not an envelope. */
async function readEnvelope(contract: Contract, response: Response): Promise<Envelope | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    const parsed = contract.Envelope.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function attempt<E extends Endpoint>(
  contract: Contract,
  endpoint: E,
  input: Fields | undefined,
  options: CallOptions,
  authKey: string | null = currentAuthKey(),
) {
  const sentToken = readCookie(XSRF_COOKIE);
  let response = await send(contract, endpoint, input, options, authKey);
  // The first call of a visit may race the anti-forgery cookie (the page came from elsewhere, e.g. the
  // Vite dev server): a 403 that brought a new XSRF-TOKEN is retried once with it.
  if (response.status === 403) {
    const token = readCookie(XSRF_COOKIE);
    if (token && token !== sentToken) response = await send(contract, endpoint, input, options, authKey);
  }
  // A login the account-wide throttle refused (strangers have been failing on this account) is let through
  // with a proof of work: solved here, in the background of the login button's spinner, and retried once.
  const challenge = response.status === 429 ? response.headers.get('X-Login-Challenge') : null;
  if (challenge && !options.proof) {
    const { solveChallenge } = await import('@/domain/proof-of-work');
    const nonce = await solveChallenge(challenge);
    response = await send(contract, endpoint, input, { ...options, proof: `${challenge}:${nonce}` }, authKey);
  }
  const envelope = await readEnvelope(contract, response);
  if (!response.ok) {
    const serverMessage = envelope?.message || undefined;
    return {
      response,
      error: new ApiError(
        serverMessage ?? `Request failed (HTTP ${response.status})`,
        'http',
        endpoint.name,
        response.status,
        serverMessage,
      ),
    } as const;
  }
  if (!envelope) {
    return {
      response,
      error: new ApiError(
        `Unexpected answer from ${endpoint.name}: not the shop’s JSON envelope`,
        'shape',
        endpoint.name,
        response.status,
      ),
    } as const;
  }
  if (envelope.status !== 1) {
    return {
      response,
      error: new ApiError(
        envelope.message || GENERIC_ERROR,
        'status',
        endpoint.name,
        response.status,
        envelope.message || undefined,
      ),
    } as const;
  }
  const data = endpoint.data.safeParse(envelope.data);
  if (!data.success) {
    const issue = data.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return {
      response,
      error: new ApiError(
        `Unexpected answer from ${endpoint.name}${where}: ${issue?.message ?? 'invalid data'}`,
        'shape',
        endpoint.name,
        response.status,
      ),
    } as const;
  }
  return { response, data: data.data as DataOf<E>, message: envelope.message } as const;
}

/** How a refresh ended: a new key, the session refused (the server's 401), or no answer to go on. */
type Refresh = 'refreshed' | 'refused' | 'failed';
let refreshing: Promise<Refresh> | null = null;

/** POST the refresh endpoint once for all callers that got a 401 at the same time. */
function refreshSession(contract: Contract, options: CallOptions): Promise<Refresh> {
  refreshing ??= attempt(contract, contract.endpoints.refreshToken, undefined, options)
    .then((result): Refresh => {
      if ('error' in result && result.error) {
        logFailure(result.error);
        return result.response.status === 401 ? 'refused' : 'failed';
      }
      const key = result.data?.auth_key;
      if (key) replaceAuthKey(key);
      return 'refreshed';
    })
    .catch((): Refresh => 'failed')
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Calls one endpoint of the contract, by name, and resolves with its parsed `data`.
 * Rejects with ApiError (logged) on any failure; a 401 is retried once after a token refresh.
 */
export async function call<K extends EndpointName>(
  name: K,
  input?: RequestOf<Endpoints[K]>,
  options: CallOptions = {},
): Promise<DataOf<Endpoints[K]>> {
  // The session as it is when the call is made (logout calls, then clears it while the code loads).
  const authKey = currentAuthKey();
  const contract = await loadContract();
  const endpoint: Endpoint = contract.endpoints[name];
  const fields = input as Fields | undefined;
  let result = await attempt(contract, endpoint, fields, options, authKey);
  if (
    'error' in result &&
    result.error &&
    result.response.status === 401 &&
    endpoint !== contract.endpoints.refreshToken
  ) {
    const refresh = await refreshSession(contract, options);
    if (refresh !== 'refreshed') {
      // The server refused the session and its refresh (expired, or revoked by a password reset
      // elsewhere): it is over, so the store forgets it (the header offers to sign in, a shopper's own
      // page sends to sign in and back) rather than showing "signed in" over errors no retry can fix.
      // Not when the refresh could not be asked (offline), nor a newer session than the call's.
      if (refresh === 'refused' && authKey && currentAuthKey() === authKey) endSession();
      throw logFailure(result.error);
    }
    result = await attempt(contract, endpoint, fields, options);
  }
  if ('error' in result && result.error) throw logFailure(result.error);
  return result.data as DataOf<Endpoints[K]>;
}
