import { env } from '@/config/env';

/** Absolute URL on the store's public origin (VITE_APP_URL), for canonical links and Open Graph. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, env().VITE_APP_URL).href;
}
