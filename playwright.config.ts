import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, offlineArgs } from './tests/chromium.ts';

// End-to-end tests (npm run test:e2e) in Chromium against the built store, as two projects over
// the same specs (they rely only on the §7 contract and the shared demo seed):
// - `mock`:   the production build made with `--mode mock` (.env.mock: VITE_MSW=1) — the whole
//             shop API answered by MSW in the page. Served by `vite preview`.
// - `server`: the normal production build (with its server-rendering bundle) served by the reference
//             server (server/main.ts), pages rendered on the server, with its API, on a fresh database in .data-e2e/ (demo shoppers seeded), test payments.
// One project: `npx playwright test --project mock`. Specs only for one project: name them
// *.mock.spec.ts / *.server.spec.ts.
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4173);
const serverPort = Number(process.env.E2E_SERVER_PORT ?? 3101);
// The server's road routing (its delivery quotes) answered by a local OSRM stand-in, never the internet.
const routingPort = Number(process.env.E2E_ROUTING_PORT ?? serverPort + 2000);
const rm = (dir: string) => `node -e "require('fs').rmSync('${dir}',{recursive:true,force:true})"`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  // Generous: two cores shared by a server, a browser and the test runner.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report/e2e', open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...offlineArgs] },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mock',
      testIgnore: ['**/*.server.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${mockPort}` },
    },
    {
      name: 'server',
      testIgnore: ['**/*.mock.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${serverPort}` },
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/routing-stand-in.ts --host 127.0.0.1 --port ${routingPort}`,
      url: `http://127.0.0.1:${routingPort}/`, // answers 400 InvalidUrl there: up
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `NODE_ENV=production npx vite build --mode mock --outDir dist-e2e-mock --emptyOutDir --logLevel warn && npx vite preview --mode mock --outDir dist-e2e-mock --host 127.0.0.1 --port ${mockPort} --strictPort`,
      url: `http://127.0.0.1:${mockPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `${rm('.data-e2e')} && NODE_ENV=production npx vite build --outDir dist-e2e-server --emptyOutDir --logLevel warn && NODE_ENV=production npx vite build --ssr src/entry-server.tsx --outDir dist-e2e-server/server --logLevel warn && npx tsx server/main.ts`,
      url: `http://127.0.0.1:${serverPort}/`,
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(serverPort),
        DATA_DIR: '.data-e2e',
        STATIC_DIR: 'dist-e2e-server',
        SEED_DEMO_SHOPPERS: '1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        STRIPE_SECRET_KEY: '',
        ROUTING_URL: `http://127.0.0.1:${routingPort}`,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
