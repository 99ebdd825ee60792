// @vitest-environment jsdom
// The client's side of the login proof of work: a login refused with a challenge is solved
// and retried once with the proof; a refusal without one is the error it always was.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/api/client';
import { setEnv } from '@/config/env-schema';
import { solves } from '@/domain/proof-of-work';

const sent: Headers[] = [];
let answers: Array<() => Response> = [];
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const refused = (headers: Record<string, string> = {}) =>
  json(
    { status: 0, message: 'Too many login attempts. Please try again in a few minutes.', data: null },
    429,
    headers,
  );
const grant = { auth_key: 'k', first_name: 'Ada', last_name: 'Oak', email: 'ada@example.com' };
const fields = { 'Appuser[email]': 'ada@example.com', 'Appuser[password]': 'secret pass' };

beforeEach(() => {
  sent.length = 0;
  answers = [];
  setEnv({ VITE_API_BASE_URL: '/api' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      sent.push(new Headers(init.headers));
      return answers.shift()!();
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login proof of work', () => {
  it('solves a challenge the server sends with a refused login and retries once with the proof', async () => {
    const challenge = `pow1.8.${Date.now() + 60_000}.abc.${'m'.repeat(43)}`;
    answers.push(
      () => refused({ 'X-Login-Challenge': challenge }),
      () => json({ status: 1, message: 'Logged in', data: grant }),
    );
    const result = await call('login', fields);
    expect(result.auth_key).toBe('k');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.get('X-Login-Proof')).toBeNull();
    const [sentChallenge, nonce] = sent[1]!.get('X-Login-Proof')!.split(':');
    expect(sentChallenge).toBe(challenge);
    expect(await solves(challenge, nonce!)).toBe(true);
  });

  it('a refusal without a challenge, or a second one, is the throttle message', async () => {
    answers.push(() => refused());
    await expect(call('login', fields)).rejects.toThrow('Too many login attempts');
    const challenge = `pow1.4.${Date.now() + 60_000}.abc.${'m'.repeat(43)}`;
    answers.push(
      () => refused({ 'X-Login-Challenge': challenge }),
      () => refused({ 'X-Login-Challenge': challenge }),
    );
    await expect(call('login', fields)).rejects.toThrow('Too many login attempts');
    expect(sent).toHaveLength(3);
  });
});
