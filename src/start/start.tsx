// The app's start in the browser (the entry, src/main.tsx, calls it): one list of named steps, the
// browser's turn between two (./steps.ts), so that on a phone no step makes a long task with another.
// A page the reference server rendered is hydrated with the data it was rendered from (./hydrationData.ts);
// any other server's empty shell is rendered here. docs/first-visit.md "In the browser".
import { StrictMode, startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { InvalidEnvError, loadEnv } from '@/config/env';
import { restoreCartMode, restoreSession } from '@/state';
import { loadContract } from '@/api/client';
import { preloadShopperReads } from '@/api';
import { AppProviders } from '@/app/AppProviders';
import { App } from '@/app/App';
import { setHydratingServerHtml } from '@/ui';
import { linkInlinedStylesheets, prerenderedSwr, readPrerenderedFallback } from './hydrationData';
import { runSteps, STOP } from './steps';
import { watchTypedBeforeHydration } from './typedBeforeHydration';

export function start(container: HTMLElement = document.getElementById('root')!): Promise<string | null> {
  let fallback: Record<string, unknown> | null = null;
  let reactDom: Promise<typeof ReactDomClient> | undefined;
  return runSteps([
    {
      // Evaluating the app's modules is this first step's task.
      name: 'environment',
      async run() {
        try {
          loadEnv();
        } catch (error) {
          if (!(error instanceof InvalidEnvError)) throw error;
          console.error(error.message);
          // Its own chunk: only a misconfigured build shows it.
          const [{ createRoot }, { InvalidEnvScreen }] = await Promise.all([
            import('react-dom/client'),
            import('@/app/InvalidEnvScreen'),
          ]);
          createRoot(container).render(
            <AppProviders>
              <InvalidEnvScreen problems={error.problems} />
            </AppProviders>,
          );
          return STOP;
        }
        // `npm run dev:mock`: the whole shop API answered in the browser. Read from import.meta.env
        // directly so a normal build drops the mock worker (≈170 KB gzip) as dead code.
        if (import.meta.env.VITE_MSW === '1') {
          const { worker } = await import('../../mocks/browser');
          await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
        }
      },
    },
    {
      // The first access to the page's localStorage is slow on a phone; a shopper's own page (the cart,
      // the orders) starts its requests.
      name: "the shopper's storage",
      run() {
        restoreSession();
        restoreCartMode();
        void preloadShopperReads(window.location.pathname);
      },
    },
    {
      // A page the reference server rendered carries the catalogue answers it was rendered with (parsed
      // JSON: a few ms on home). Any other server sends the empty shell: render it here, done.
      name: 'hydration data',
      async run() {
        fallback = readPrerenderedFallback();
        if (fallback && container.firstElementChild) return;
        // Rendered here alone: the first requests are about to be made.
        void loadContract();
        const { createRoot } = await import('react-dom/client');
        createRoot(container).render(
          <StrictMode>
            <App />
          </StrictMode>,
        );
        return STOP;
      },
    },
    {
      // React DOM's own start-up (its module body) in a step of its own, while the stylesheets download.
      name: 'React DOM',
      run() {
        reactDom = import('react-dom/client');
      },
    },
    {
      // Each inlined critical sheet gets its full sheet before hydration (a few links a task).
      name: 'full stylesheets',
      run: () => linkInlinedStylesheets(),
    },
    {
      name: 'hydration',
      async run() {
        const { hydrateRoot } = await reactDom!;
        setHydratingServerHtml(true);
        // What the shopper types before hydration is given back to the fields once hydrated (routes.tsx).
        watchTypedBeforeHydration(container);
        const swr = prerenderedSwr(fallback!);
        // Settled by the first change of address: not by a replace of the entry's state alone (the place
        // kept for Back, src/app/historyPlaces.ts), after which a part hydrating later asked its data again.
        // Listened to until then only. An anchor's `#` (Skip to content) is no change of address.
        const address = () => location.pathname + location.search;
        const openedAt = address();
        const settling = new AbortController();
        for (const event of ['popstate', 'pushState', 'replaceState']) {
          window.addEventListener(
            event,
            () => {
              if (address() === openedAt) return;
              swr.settle();
              settling.abort();
            },
            { signal: settling.signal },
          );
        }
        // The schemas load at the shopper's first touch, scroll or key, ready for the first request.
        for (const event of ['pointerdown', 'touchstart', 'keydown', 'scroll']) {
          window.addEventListener(event, () => void loadContract(), { once: true, passive: true });
        }
        // Hydrating in a transition makes React's work on the server HTML time-sliced (it yields to the
        // browser every few ms) instead of one long task; a click or key on the page meanwhile makes React
        // finish the hydration at once and then handle it.
        startTransition(() => {
          hydrateRoot(
            container,
            <StrictMode>
              <App swr={swr.config} />
            </StrictMode>,
          );
        });
      },
    },
  ]);
}
