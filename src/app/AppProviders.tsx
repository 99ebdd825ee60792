import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrConfig } from '@/api';
import { theme } from '@/ui/theme';
import { loadToasts, TOAST_MS, useToastsLoaded } from '@/ui/toast';

export interface AppProvidersProps {
  children: ReactNode;
  /** Extra SWR options, e.g. a fresh cache `provider` per story or test. */
  swr?: SWRConfiguration;
}

const Notifications = lazy(() => loadToasts().then((m) => ({ default: m.Notifications })));

/**
 * §9 toasts: top-right, 3000 ms. The toast container (and its transitions) loads with the first toast
 * (no first visit shows one); toasts asked for meanwhile appear once it has loaded (src/ui/toast.ts).
 */
function Toasts() {
  return useToastsLoaded() ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_MS} limit={4} />
    </Suspense>
  ) : null;
}

/** Theme, toasts and the one shared SWR configuration. */
export function AppProviders({ children, swr }: AppProvidersProps) {
  return (
    // The theme's CSS variables are in a stylesheet made at build time (src/ui/themeVariables.ts).
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      <Toasts />
      <SWRConfig value={{ ...swrConfig, ...swr }}>{children}</SWRConfig>
    </MantineProvider>
  );
}
