import '@/ui/styles';
import { StrictMode, startTransition } from 'react';
import { InvalidEnvError, loadEnv } from '@/config/env';
import { restoreCartMode, restoreSession } from '@/state';
import { linkInlinedStylesheets, prerenderedSwr, readPrerenderedFallback } from '@/api/prerender';
import { loadContract } from '@/api/client';
import { preloadCartScreen } from '@/api';
import { paths } from '@/config/paths';
import { AppProviders } from '@/app/AppProviders';
import { InvalidEnvScreen } from '@/app/InvalidEnvScreen';
import { App } from '@/app/App';
import { setHydratingServerHtml } from '@/ui';
import { watchTypedBeforeHydration } from '@/app/typedBeforeHydration';
import { nextTask } from '@/services/nextTask';

async function start() {
  const container = document.getElementById('root')!;
  try {
    loadEnv();
  } catch (error) {
    if (!(error instanceof InvalidEnvError)) throw error;
    console.error(error.message);
    const { createRoot } = await import('react-dom/client');
    createRoot(container).render(
      <AppProviders>
        <InvalidEnvScreen problems={error.problems} />
      </AppProviders>,
    );
    return;
  }
  // `npm run dev:mock`: the whole shop API answered in the browser. Read from import.meta.env directly
  // so a normal build drops the mock worker (≈170 KB gzip) as dead code.
  if (import.meta.env.VITE_MSW === '1') {
    const { worker } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
  // Evaluating the app's modules is one task; what follows (the shopper's storage, the cart's first
  // requests, the full stylesheets) another, or on a phone the two make one long task (issue 9: TBT).
  await nextTask();
  restoreSession();
  restoreCartMode();
  if (window.location.pathname === paths.myCart) preloadCartScreen();
  // The storage read above opens the page's localStorage (≈ 4 ms on our bench host before throttling,
  // the first access), the page's answers below are parsed JSON (≈ 4 ms on home), and the first
  // stylesheet links start their requests: a task each (issue 9: TBT).
  await nextTask();
  // Issue 9: a page the reference server rendered carries the catalogue answers it was rendered with;
  // hydrate it with them (no refetch). Any other server (plain static files) sends the empty shell:
  // render in the browser as before. Session-dependent parts wait for hydration (ClientOnly).
  const fallback = readPrerenderedFallback();
  if (fallback && container.firstElementChild) {
    // React DOM's own start-up (its module body: ≈ 4 ms on our bench host before throttling) runs in a
    // task of its own while the full stylesheets download, not in the one evaluation of the app's
    // modules, which it made a long task on a phone (issue 9: TBT).
    const reactDom = nextTask().then(() => import('react-dom/client'));
    await nextTask();
    await linkInlinedStylesheets();
    const { hydrateRoot } = await reactDom;
    setHydratingServerHtml(true);
    // What the shopper types before hydration is given back to the fields once hydrated (routes.tsx).
    watchTypedBeforeHydration(container);
    const swr = prerenderedSwr(fallback);
    for (const event of ['popstate', 'pushState', 'replaceState']) {
      window.addEventListener(event, swr.settle, { once: true });
    }
    // The schemas load at the shopper's first touch, scroll or key, ready for the first request.
    for (const event of ['pointerdown', 'touchstart', 'keydown', 'scroll']) {
      window.addEventListener(event, () => void loadContract(), { once: true, passive: true });
    }
    // Hydrating in a transition makes React's work on the server HTML time-sliced (it yields to the
    // browser every few ms) instead of one long task; a click or key on the page meanwhile makes React
    // finish the hydration at once and then handle it (issue 9: TBT).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App swr={swr.config} />
        </StrictMode>,
      );
    });
    return;
  }
  // Rendered here alone: the first requests are about to be made.
  void loadContract();
  const { createRoot } = await import('react-dom/client');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
