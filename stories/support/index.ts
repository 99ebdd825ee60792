// What several story files share, once. Everything the preview already does per story (reset storage,
// stores and the mock shop, sign in `parameters.session`, env, providers, router, route table) is NOT
// here: see .storybook/preview.tsx and README "Stories".
import { HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failEnvelope, Product, type Endpoint } from '@/contract';
import { fixtures, SERVER_ERROR_MESSAGE } from '@mocks/index';
import { on, outage, type Outage } from '@mocks/handlers/http';
import type { StoryLocation } from '../../.storybook/decorators/story-state';

export { atWidth } from './width';

/** The queries on the story's canvas: a play function's `canvas` (and the steps it shares). */
export type Canvas = ReturnType<typeof within>;

/** A screen story's `parameters`: the app's route table at `route`, full-screen as a shopper sees it
 * (README "Stories": screen); `more` adds the story's own (a session, handlers). */
export const routesAt = <More extends object>(route: string, more?: More) =>
  ({ app: 'routes', route, layout: 'fullscreen', ...more }) as const;

/** The same inside the whole app shell (header, drawer, footer and enquiry widget around the routes). */
export const shellAt = <More extends object>(route: string, more?: More) =>
  ({ app: 'layout', route, layout: 'fullscreen', ...more }) as const;

/** `globals: mobile` renders a story at 375×812 (Storybook toolbar, story tests, visual runner). */
export const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** What the preview's loader hands every story in `context.loaded`. */
export interface Loaded {
  /** The story's in-memory router; `history` lists every location it went to, the start included. */
  location: StoryLocation;
}

/** Waits until the story's router has gone to `path` (path and query, e.g. '/login?redirect=%2Fmy-cart'). */
export async function expectNavigatedTo(loaded: Record<string, unknown>, path: string): Promise<void> {
  await waitFor(() => expect((loaded as unknown as Loaded).location.history.at(-1)).toBe(path));
}

/** A demo catalogue product (fixtures/products.ts) by slug, in the app's shape (prices in cents). */
export function demoProduct(slug: string): Product {
  const wire = fixtures.products.find((p) => p.slug === slug);
  if (!wire) throw new Error(`No demo product "${slug}" in fixtures/products.ts`);
  return Product.parse(wire);
}

export interface RequestRecorder {
  /** Put it in `parameters.msw.handlers` before the handlers that answer: it only listens. */
  handler: HttpHandler;
  /** The requests so far, each as its body fields (multipart / form; `{}` for a GET). */
  requests: Record<string, string>[];
  /** Forget earlier stories' requests: use as the story's `beforeEach`. */
  reset: () => void;
}

/** Records every request to an endpoint; the handlers underneath still answer it. */
export function recordRequests(endpoint: Endpoint): RequestRecorder {
  const requests: Record<string, string>[] = [];
  const handler = on(endpoint, async ({ request }) => {
    const fields: Record<string, string> = {};
    if (request.method !== 'GET') {
      const form = await request.clone().formData();
      for (const [key, value] of form.entries()) fields[key] = String(value);
    }
    requests.push(fields);
    return undefined; // not answered here: the next matching handler answers
  });
  return { handler, requests, reset: () => void requests.splice(0) };
}

/** HTTP 500 on every call to these endpoints until the story's play calls `end()`: an error state and its
 * retry (`outage` in mocks/handlers/http.ts: `begin` is the story's beforeEach). */
export function serverOutage(...endpoints: Endpoint[]): Outage {
  return outage(
    (failure) => endpoints.map((endpoint) => on(endpoint, failure)),
    () => HttpResponse.json(failEnvelope(SERVER_ERROR_MESSAGE), { status: 500 }),
  );
}
export { PageBody } from './page-body';

/** `endpoint` fails (HTTP 500) until the alert's "Try again" is pressed: the alert says `message`, and
 * `loaded` checks the screen the retry brings. */
export function errorThenRetry(
  endpoint: Endpoint,
  message: string,
  loaded: (canvas: Canvas) => Promise<unknown>,
) {
  const failure = serverOutage(endpoint);
  return {
    beforeEach: failure.begin,
    parameters: { msw: { handlers: failure.handlers } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(message);
      failure.end();
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await loaded(canvas);
    },
  };
}
