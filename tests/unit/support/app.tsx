// What the jsdom component tests share: the app's own providers (theme, toasts, the SWR configuration
// with a fresh cache), an in-memory router, the MSW mock shop in Node (the same handlers as Storybook),
// and the few browser APIs Mantine needs that jsdom lacks.
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadContract } from '@/api/client';
import { AppProviders } from '@/app/AppProviders';
import type { Env } from '@/config/env';
import { setEnv } from '@/config/env-schema';
import { resetAllStores } from '@/state';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';

/** The API base of these tests (Node's fetch needs an absolute URL). */
export const SHOP_API = 'http://shop.test/api';

/** What Mantine needs from a browser that jsdom lacks (call in beforeAll). */
export function installBrowserShims(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { ready: Promise.resolve(), addEventListener() {}, removeEventListener() {} },
    });
  }
}

/**
 * The modules the app loads on first use: the contract's checks of every answer and the routing and
 * places answers' readers. Their first load in a test run transforms many files, which on a busy machine
 * takes longer than waitFor's default second. A test file that waits for an API answer loads them before
 * its tests (beforeAll), so its waits are for the app, not for the test runner's first transform.
 */
export async function loadFirstUseModules(): Promise<void> {
  await Promise.all([
    loadContract(),
    import('@/services/osrmAnswer'),
    import('@/services/places/photonAnswer'),
  ]);
}

/** Registers the hooks: the mock shop listens, and every test starts from a fresh world. */
export function useMockShop(env: Partial<Env> = {}): void {
  beforeAll(async () => {
    installBrowserShims();
    server.listen({ onUnhandledRequest: 'error' });
    await loadFirstUseModules();
  });
  beforeEach(() => {
    resetDb();
    setEnv({ VITE_API_BASE_URL: SHOP_API, ...env });
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
    resetAllStores();
  });
  afterAll(() => server.close());
}

/** Renders `ui` inside the app's providers and an in-memory router at `route`. */
export function renderInApp(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const location = memoryLocation({ path: route, record: true });
  const view = render(
    <AppProviders swr={{ provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  );
  return { ...view, location };
}
