// One shared SWR configuration (§9 "Queries do not refetch on window focus").
import type { SWRConfiguration } from 'swr';

export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  // Errors show a retry button instead of hammering the shop with automatic retries.
  shouldRetryOnError: false,
};
