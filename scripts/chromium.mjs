// Chromium for every browser this repository drives (Vitest browser mode, the visual and e2e runs through
// tests/chromium.ts, scripts/bench.mjs, scripts/screenshot.mjs): Debian's `chromium`, or CHROMIUM_PATH for a
// machine with Playwright's own browser (or Chrome). One list of flags, so every run starts the same browser.

/** @type {string} */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @type {string[]} */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
