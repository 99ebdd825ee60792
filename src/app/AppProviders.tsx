import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrConfig } from '@/api';
import { theme } from '@/ui/theme';
import { TOAST_MS } from '@/ui/toast';

export interface AppProvidersProps {
  children: ReactNode;
  /** Extra SWR options, e.g. a fresh cache `provider` per story or test. */
  swr?: SWRConfiguration;
}

/** Theme, toasts (§9: top-right, 3000 ms) and the one shared SWR configuration. */
export function AppProviders({ children, swr }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <Notifications position="top-right" autoClose={TOAST_MS} limit={4} />
      <SWRConfig value={{ ...swrConfig, ...swr }}>{children}</SWRConfig>
    </MantineProvider>
  );
}
