// How a §7 endpoint becomes a route: read the fields (form, multipart or empty), validate them with the
// contract's `request` schema (status 0 + a message naming the field, HTTP 400), authenticate userauth
// calls (auth_key header, HTTP 401), run the handler, answer okEnvelope(data) typed as the contract's wire
// input.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Endpoint, EndpointName, Endpoints, WireDataOf } from '../../src/contract/endpoints';
import { describeIssues, failEnvelope, okEnvelope } from '../../src/contract/envelope';
import { readFields } from '../http/body';
import { ApiError, MESSAGES } from '../http/errors';
import { PreparedJson } from '../http/prepared';
import type { SessionUser } from '../services/accounts';

export interface Answer<E extends Endpoint> {
  data: WireDataOf<E>;
  message?: string;
}

export interface HandlerContext<E extends Endpoint> {
  input: z.output<E['request']>;
  c: Context;
  ip: string;
  /** The auth_key header as sent (userauth calls and refresh-token). */
  authKey: string | undefined;
  /** The signed-in user: always set for endpoints with `auth: true`. */
  user: SessionUser | null;
}

export type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<Answer<E>>;

/** One handler per §7 endpoint: the compiler refuses a missing one. */
export type HandlerTable = { [K in EndpointName]: Handler<Endpoints[K]> };

export const AUTH_HEADER = 'auth_key';

export function requireUser(ctx: { user: SessionUser | null }): SessionUser {
  if (!ctx.user) throw new ApiError(401, MESSAGES.loginFirst);
  return ctx.user;
}

export interface RouteDeps {
  authenticate(key: string | undefined): Promise<SessionUser | null>;
  clientIp(c: Context): string;
  /**
   * For catalogue reads: a cache of serialised answers keyed by endpoint and input, cleared with the
   * catalogue cache. Only successes are kept (a failed load is not remembered).
   */
  answerCache?: { get<T>(key: string, load: () => Promise<T>): Promise<T> };
}

export function toRoute<E extends Endpoint>(endpoint: E, handler: Handler<E>, deps: RouteDeps) {
  return async (c: Context) => {
    const fields = await readFields(c);
    // Authentication before validation: an anonymous caller learns nothing about the fields.
    const authKey = c.req.header(AUTH_HEADER) || undefined;
    let user: SessionUser | null = null;
    if (endpoint.auth) {
      if (!authKey) throw new ApiError(401, MESSAGES.loginFirst);
      user = await deps.authenticate(authKey);
      if (!user) throw new ApiError(401, MESSAGES.sessionExpired);
    }
    const parsed = endpoint.request.safeParse(fields);
    if (!parsed.success) return c.json(failEnvelope(describeIssues(parsed.error)), 400);
    const context = { input: parsed.data as z.output<E['request']>, c, ip: deps.clientIp(c), authKey, user };
    if (deps.answerCache && !endpoint.auth) {
      const prepared = await cachedAnswer(endpoint, context.input, deps.answerCache, () => handler(context));
      return prepared.respond(c);
    }
    const answer = await handler(context);
    return c.json(okEnvelope(answer.data, answer.message));
  };
}

/** A public read's answer from the cache (serialised once); the API route and server rendering share it. */
export function cachedAnswer<E extends Endpoint>(
  endpoint: E,
  input: z.output<E['request']>,
  cache: NonNullable<RouteDeps['answerCache']>,
  answer: () => Promise<Answer<E>>,
): Promise<PreparedJson> {
  return cache.get(`answer:${endpoint.name}:${JSON.stringify(input)}`, async () => {
    const { data, message } = await answer();
    return new PreparedJson(JSON.stringify(okEnvelope(data, message)));
  });
}
