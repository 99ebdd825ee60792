// One way to build a mock handler from a contract endpoint: the URL pattern, the body parsing with the
// endpoint's `request` schema, the auth_key check and the envelope. Domain handler files only write
// what the endpoint does.
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import type { Endpoint, WireDataOf } from '../../src/contract/endpoints';
import { routePath } from '../../src/contract/endpoints';
import { describeIssues, failEnvelope, okEnvelope } from '../../src/contract/envelope';
import { userForKey } from '../db';
import type { UserRecord } from '../db';

export const AUTH_HEADER = 'auth_key';
export const INVALID_KEY_MESSAGE = 'Invalid or expired auth key';

/**
 * The URL pattern of an endpoint under ANY API base: `*` + its route path, so the same handlers answer
 * `/api/beforeauth/login`, `http://localhost:3000/beforeauth/login` or `https://api.example.com/v1/…`.
 * (MSW has no base URL; this is the one helper that builds endpoint URLs.)
 */
export function apiUrl(endpoint: Endpoint): string {
  return `*${routePath(endpoint)}`;
}

/** How a request is named in `heldForever`: method and absolute URL. */
export const requestKey = (request: Pick<Request, 'method' | 'url'>): string =>
  `${request.method} ${request.url}`;

/**
 * The requests held for ever by `neverAnswer` (by `requestKey`): a runner that waits for the network to
 * go idle (the Storybook visual runner, .storybook/decorators/settle.ts) knows not to wait for these.
 */
export const heldForever = new Set<string>();

/** A resolver that never answers (a loading state for ever), and says so: `({ request }) => neverAnswer(request)`. */
export async function neverAnswer(request: Request): Promise<never> {
  heldForever.add(requestKey(request));
  await delay('infinite');
  throw new Error('unreachable: delay("infinite") never resolves');
}

/** The raw handler for an endpoint's method and URL, for scenarios that answer on their own terms. */
export function on(
  endpoint: Endpoint,
  resolver: Parameters<typeof http.get>[1],
  options?: { once?: boolean },
): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(apiUrl(endpoint), resolver, options);
}

/**
 * A failure that lasts until the story ends it: every matching request gets `failure()` until `end()`,
 * then the handlers underneath answer (an error state, then its Try again). Not MSW's `{ once: true }`:
 * a screen may ask twice (two hooks on one key, and the stories' SWR cache does not dedupe), and which
 * of a failed and an answered request showed last was a race (a story seen loaded under load). Put
 * `begin` in the story's `beforeEach` so that the story opened again fails again.
 */
export interface Outage {
  handlers: HttpHandler[];
  begin: () => void;
  end: () => void;
  /**
   * From now on each failure waits to be answered until `release` is called: a retry that fails again is
   * seen under way (its button busy) before its answer, which could otherwise come and go between two
   * looks of the play on a loaded machine. `begin` answers at once again.
   */
  hold: () => { release: () => void };
}
export function outage(
  handlers: (failure: () => Promise<Response | undefined>) => HttpHandler[],
  failure: () => Response,
): Outage {
  let failing = true;
  let held: Promise<void> | null = null;
  return {
    handlers: handlers(async () => {
      if (!failing) return undefined;
      if (held) await held;
      return failure();
    }),
    begin: () => {
      failing = true;
      held = null;
    },
    end: () => void (failing = false),
    hold: () => {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return { release: () => release() };
    },
  };
}

/** Reads the body by its content type into wire fields (strings). An empty body gives {}. */
export async function readFields(
  request: Request,
  encoding: Endpoint['encoding'],
): Promise<{ fields: Record<string, unknown> } | { error: string }> {
  if (request.method === 'GET' || request.method === 'HEAD') return { fields: {} };
  const type = request.headers.get('content-type') ?? '';
  const isMultipart = type.includes('multipart/form-data');
  const isForm = type.includes('application/x-www-form-urlencoded');
  if (isMultipart || isForm) {
    // The contract names the encoding; a body in the other one is a client bug worth seeing.
    if (encoding === 'form' && isMultipart)
      return { error: 'Expected an application/x-www-form-urlencoded body' };
    if (encoding === 'multipart' && isForm) return { error: 'Expected a multipart/form-data body' };
    const data = await request.formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of data.entries()) fields[key] = typeof value === 'string' ? value : value.name;
    return { fields };
  }
  const text = await request.text();
  if (text.trim() === '') return { fields: {} };
  if (type.includes('application/json'))
    return {
      error: `Expected ${encoding === 'multipart' ? 'a multipart/form-data' : 'a form'} body, not JSON`,
    };
  return { error: 'Unreadable request body' };
}

export type Reply<D> =
  { ok: true; data: D; message?: string } | { ok: false; message: string; httpStatus?: number };

export const ok = <D>(data: D, message?: string) => ({ ok: true as const, data, message });
/**
 * A business failure: status 0 with the HTTP status the reference server uses (400 by default, 404 for
 * rows that are not the shopper's, 409 for a taken email), so the contract tests hold for both.
 * (`scenarios.statusZero` still shows the old API's HTTP 200 + status 0.)
 */
export const fail = (message: string, httpStatus = 400) => ({ ok: false as const, message, httpStatus });

interface Context<E extends Endpoint, U> {
  body: z.output<E['request']>;
  request: Request;
  /** The user of the auth_key header, if any. */
  user: U;
  authKey: string | null;
}

type Resolver<E extends Endpoint, U> = (
  ctx: Context<E, U>,
) => Reply<WireDataOf<E>> | Promise<Reply<WireDataOf<E>>>;

/** Development check: a handler's answer must parse with the endpoint's `data` schema. */
function checkAnswer(endpoint: Endpoint, data: unknown): void {
  const parsed = endpoint.data.safeParse(data);
  if (!parsed.success)
    console.error(
      `[mocks] ${endpoint.name} answered data its schema rejects: ${describeIssues(parsed.error)}`,
    );
}

/**
 * A success handler for a public endpoint: 400 with the first validation problem when the body does
 * not parse, else the resolver's reply in the envelope.
 */
export function handle<E extends Endpoint>(
  endpoint: E,
  resolve: Resolver<E, UserRecord | null>,
): HttpHandler {
  if (endpoint.auth) throw new Error(`${endpoint.name} needs auth: use handleSignedIn`);
  return build(endpoint, resolve);
}

/** A success handler for an auth endpoint (§6): 401 without a known auth_key header, then as handle(). */
export function handleSignedIn<E extends Endpoint>(
  endpoint: E,
  resolve: Resolver<E, UserRecord>,
): HttpHandler {
  if (!endpoint.auth) throw new Error(`${endpoint.name} is public: use handle`);
  return build(endpoint, resolve as Resolver<E, UserRecord | null>);
}

function build<E extends Endpoint>(endpoint: E, resolve: Resolver<E, UserRecord | null>): HttpHandler {
  return on(endpoint, async ({ request }) => {
    const authKey = request.headers.get(AUTH_HEADER);
    const user = userForKey(authKey);
    if (endpoint.auth && !user) return HttpResponse.json(failEnvelope(INVALID_KEY_MESSAGE), { status: 401 });

    const read = await readFields(request, endpoint.encoding);
    if ('error' in read) return HttpResponse.json(failEnvelope(read.error), { status: 400 });
    const parsed = endpoint.request.safeParse(read.fields);
    if (!parsed.success)
      return HttpResponse.json(failEnvelope(describeIssues(parsed.error)), { status: 400 });

    const reply = await resolve({ body: parsed.data as z.output<E['request']>, request, user, authKey });
    if (!reply.ok) return HttpResponse.json(failEnvelope(reply.message), { status: reply.httpStatus ?? 200 });
    checkAnswer(endpoint, reply.data);
    return HttpResponse.json(okEnvelope(reply.data, reply.message));
  });
}
