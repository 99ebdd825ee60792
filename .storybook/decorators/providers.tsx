import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { theme } from '@/ui/theme';
import type { StoryLocation } from './story-state';

/**
 * The providers src/main.tsx gives the app, per story: Mantine theme + notifications, a fresh
 * SWR cache (answers never leak between stories), and a wouter router on an in-memory
 * location starting at `parameters.route`.
 */
export const withProviders: Decorator = (Story, context) => {
  const loaded = context.loaded as { location?: StoryLocation };
  // Docs pages / loader-less renders: fall back to a location of our own.
  const [fallback] = useState(() =>
    memoryLocation({ path: (context.parameters.route as string | undefined) ?? '/' }),
  );
  const location = loaded.location ?? fallback;
  const pattern = context.parameters.routePattern as string | undefined;

  // Lets the visual runner size the page like the story's viewport global.
  const viewport = context.globals.viewport as { value?: string } | string | undefined;
  document.documentElement.dataset.storyViewport =
    (typeof viewport === 'string' ? viewport : viewport?.value) ?? 'desktop';

  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <Notifications position="top-right" autoClose={3000} />
      {/* SWR calls `provider` once per SWRConfig mount, i.e. once per story. */}
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, dedupingInterval: 0 }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {pattern ? (
            <Route path={pattern}>
              <Story />
            </Route>
          ) : (
            <Story />
          )}
        </Router>
      </SWRConfig>
    </MantineProvider>
  );
};
