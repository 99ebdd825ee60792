// Chromium for every Playwright-driven run (visual, e2e) and Vitest browser mode: its path and flags live in
// scripts/chromium.mjs (the scripts launch the same browser).
export { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * Belt and braces under the per-test request routing: Chromium cannot even resolve a host other
 * than this machine, so no test (however it was written) reaches the internet. Playwright's
 * `route()` fulfils requests before DNS, so tests can still answer e.g. js.stripe.com themselves.
 */
export const offlineArgs = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'];

/** Requests the tests let through: this machine only. Everything else (Stripe, maps, OSRM…) is aborted. */
export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
