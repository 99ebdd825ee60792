import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/routes';
import { Layout } from '@/app/layout/Layout';
import type { StoryLocation } from './story-state';

/**
 * Every story runs inside the app's own providers (src/app/AppProviders: theme, toasts, the shared SWR
 * configuration — so no automatic retry on errors, as in production), with a fresh SWR cache per story
 * (answers never leak between stories) and a wouter router on an in-memory location that starts at
 * `parameters.route`.
 *
 * `parameters.app`:
 * - `'routes'`: the story renders the app's own route table (src/app/routes.tsx) at `parameters.route`,
 *   so a screen story shows exactly what a shopper gets at that URL, guards and redirects included;
 * - `'layout'`: the same inside the app's layout (header, drawer, footer, enquiry widget);
 * - unset: the story's own render (components), optionally inside `<Route path={routePattern}>`.
 */
export const withProviders: Decorator = (Story, context) => {
  const loaded = context.loaded as { location?: StoryLocation };
  // Docs pages / loader-less renders: fall back to a location of our own.
  const [fallback] = useState(() =>
    memoryLocation({ path: (context.parameters.route as string | undefined) ?? '/' }),
  );
  // SWR calls `provider` once per SWRConfig mount, i.e. once per story.
  const [swr] = useState(() => ({ provider: () => new Map(), dedupingInterval: 0 }));
  const location = loaded.location ?? fallback;
  const pattern = context.parameters.routePattern as string | undefined;
  const app = context.parameters.app as 'routes' | 'layout' | undefined;

  // Lets the visual runner size the page like the story's viewport global.
  const viewport = context.globals.viewport as { value?: string } | string | undefined;
  document.documentElement.dataset.storyViewport =
    (typeof viewport === 'string' ? viewport : viewport?.value) ?? 'desktop';

  let content = <Story />;
  if (app === 'routes') content = <AppRoutes />;
  else if (app === 'layout')
    content = (
      <Layout>
        <AppRoutes />
      </Layout>
    );
  else if (pattern) content = <Route path={pattern}>{content}</Route>;

  return (
    <AppProviders swr={swr}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {content}
      </Router>
    </AppProviders>
  );
};
