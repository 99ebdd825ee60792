import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, offlineArgs } from '../chromium.ts';
import { captureOptions } from './capture.ts';

// Visual regression over the static Storybook (npm run test:visual). Every story is captured in
// Chromium and compared pixel-exactly with tests/visual/__baselines__/<story-id>.png.
// On a difference the expected, actual and diff PNGs land in test-results/visual/<test>/ and the
// HTML report in playwright-report/visual/ (npx playwright show-report playwright-report/visual).
const port = Number(process.env.VISUAL_PORT ?? 6007);

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  outputDir: '../../test-results/visual',
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.VISUAL_WORKERS ? Number(process.env.VISUAL_WORKERS) : 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Caps, not waits: a story is captured as soon as it has settled. On a busy 2-core machine a long page
  // (a product grid) takes seconds to render, settle and photograph twice (Playwright compares two shots).
  timeout: 90_000,
  reporter: [['list'], ['html', { outputFolder: '../../playwright-report/visual', open: 'never' }]],
  expect: {
    timeout: 30_000,
    toHaveScreenshot: {
      maxDiffPixels: 0,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      // Without it, Chromium may draw a large picture with decoding="async" as a hole ("checker-imaging")
      // until its decode lands, and in a full-page capture on a busy machine that hole can outlast every
      // retry of the comparison (the product page's video thumbnail came out blank under load). The
      // decode still happens; the picture waits for it.
      args: [...chromiumArgs, ...offlineArgs, '--disable-checker-imaging'],
    },
    viewport: { width: 1280, height: 800 },
    ...captureOptions,
  },
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 15_000,
  },
});
