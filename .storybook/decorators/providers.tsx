import type { Args, Decorator, StoryContext } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppShell } from '@/app/App';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/routes';
import { RouteHead } from '@/app/RouteHead';
import type { StoryLocation } from './story-state';

/**
 * Every story runs inside the app's own providers (src/app/AppProviders: theme, toasts, the shared SWR
 * configuration — so no automatic retry on errors, as in production), with a fresh SWR cache per story
 * (answers never leak between stories) and a wouter router on an in-memory location that starts at
 * `parameters.route`. Unset `app`: the story's own render, optionally inside `<Route path={routePattern}>`.
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

  // Lets the visual runner size the page like the story's viewport global.
  const viewport = context.globals.viewport as { value?: string } | string | undefined;
  document.documentElement.dataset.storyViewport =
    (typeof viewport === 'string' ? viewport : viewport?.value) ?? 'desktop';

  return (
    <AppProviders swr={swr}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {pattern && !context.parameters.app ? (
          <Route path={pattern}>
            <Story />
          </Route>
        ) : (
          <Story />
        )}
      </Router>
    </AppProviders>
  );
};

/**
 * The project-wide render (a story's or meta's own `render` wins). `parameters.app`:
 * - `'routes'`: the app's own route table (src/app/routes.tsx) at `parameters.route`, so a screen story
 *   shows exactly what a shopper gets at that URL, guards and redirects included, with the route's head
 *   (title, robots) as the app keeps it;
 * - `'layout'`: the whole app shell as main.tsx mounts it (layout with header, drawer, footer, enquiry
 *   widget; routes; scroll and meta managers; error boundaries);
 * - unset: the meta's `component` with the story's args.
 * Being a render (not a decorator), story and meta decorators still wrap it.
 */
export const appRender = (args: Args, context: StoryContext) => {
  if (context.parameters.app === 'routes')
    return (
      <>
        <RouteHead />
        <AppRoutes />
      </>
    );
  if (context.parameters.app === 'layout') return <AppShell />;
  const Component = context.component as ComponentType<typeof args> | undefined;
  if (!Component) throw new Error(`Story ${context.id} has neither a component, a render nor parameters.app`);
  return <Component {...args} />;
};
