// Over a real socket, a shopper's API call stays on @hono/node-server's lightweight path: the request's
// body is read straight from the socket (no web Request and stream built around it) and the answer is
// written as the bytes it holds (not rebuilt as a web stream by a header set after it was made). Either
// slip costs most of a cached catalogue read (bench/server.md "Per-request cost"), and neither shows in
// an answer's content: this test looks at the objects themselves, as node-server tells them apart.
import type { Agent } from 'node:http';
import type { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepAliveAgent, listen, send, xsrfHeaders, type Listening } from './raw-http';
import { testShop, type TestShop } from './support';

/** node-server's own marks: `cache` on a lightweight answer, `requestCache`/`responseCache` once rebuilt. */
const marks = (value: object) => Object.getOwnPropertySymbols(value).map((s) => s.description);

describe('answers over a socket stay lightweight', () => {
  let t: TestShop;
  let http: Listening;
  const seen: { req: Request; res: Response }[] = [];
  beforeEach(async () => {
    t = await testShop();
    seen.length = 0;
    const app: Pick<Hono, 'fetch'> = {
      fetch: async (req, env) => {
        const res = await t.app.fetch(req, env);
        seen.push({ req, res });
        return res;
      },
    };
    http = await listen(app as Hono);
  });
  afterEach(() => http.close());
  /** A page's form call: its anti-forgery pair and a form-encoded body. */
  const formHeaders = async (agent: Agent) => ({
    ...(await xsrfHeaders(agent, http.port)),
    'Content-Type': 'application/x-www-form-urlencoded',
  });
  const post = (agent: Agent, headers: Record<string, string>, path: string, body: string) =>
    send(agent, http.port, { method: 'POST', path, headers, body });

  it('a form-encoded catalogue read: body read directly, answer written as it was made, headers all there', async () => {
    const agent = keepAliveAgent();
    try {
      const form = await formHeaders(agent);
      for (let i = 0; i < 2; i += 1) {
        const res = await post(
          agent,
          form,
          '/api/beforeauth/getproduct',
          'page=1&page_size=2&sort=price_asc',
        );
        expect(res.status).toBe(200);
        expect(JSON.parse(res.text)).toMatchObject({ status: 1 });
        // The headers middleware adds after the answer is made are still sent.
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBeTruthy();
        expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.text)));
      }
      const calls = seen.filter(({ req }) => req.method === 'POST');
      expect(calls).toHaveLength(2);
      for (const { req, res } of calls) {
        expect(marks(req)).not.toContain('requestCache');
        expect(marks(res)).toContain('cache');
        expect(marks(res)).not.toContain('responseCache');
      }
    } finally {
      agent.destroy();
    }
  });

  it('the direct reading keeps the rules: a list field is refused, a declared oversized body is 413', async () => {
    const agent = keepAliveAgent();
    try {
      const form = await formHeaders(agent);
      const list = await post(agent, form, '/api/beforeauth/getproduct', 'page[]=1');
      expect(list.status).toBe(400);
      expect(JSON.parse(list.text)).toMatchObject({ status: 0, message: 'page[] must be text' });
      const large = await post(
        agent,
        form,
        '/api/beforeauth/contactus',
        `Contactus[message]=${'x'.repeat(1024 * 1024)}`,
      );
      expect(large.status).toBe(413);
      expect(large.headers['cache-control']).toBe('no-store');
    } finally {
      agent.destroy();
    }
  });
});
