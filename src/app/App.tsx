import { Router } from 'wouter';
import type { BaseLocationHook } from 'wouter';
import { AppProviders, type AppProvidersProps } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes';
import { ScrollManager } from './ScrollManager';

export interface AppProps {
  /** A wouter location hook (stories use an in-memory one); the browser's by default. */
  location?: { hook: BaseLocationHook; searchHook?: () => string };
  swr?: AppProvidersProps['swr'];
  /** Server rendering (src/entry-server.tsx): the requested path and query string. */
  ssrPath?: string;
  ssrSearch?: string;
}

/** The whole storefront: providers, router, and the shell. */
export function App({ location, swr, ssrPath, ssrSearch }: AppProps) {
  return (
    <AppProviders swr={swr}>
      <Router hook={location?.hook} searchHook={location?.searchHook} ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <AppShell />
      </Router>
    </AppProviders>
  );
}

/** What the router renders: scroll and meta managers, layout, routes, error boundaries (stories mount it too). */
export function AppShell() {
  return (
    <>
      <ScrollManager />
      <ErrorBoundary>
        <Layout>
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </Layout>
      </ErrorBoundary>
    </>
  );
}
