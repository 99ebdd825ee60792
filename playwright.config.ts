import { defineConfig, type TraceMode } from '@playwright/test';
import { ROUTING_OUTAGE_PLACE } from './fixtures/places.ts';
import { chromiumArgs, chromiumPath, offlineArgs } from './tests/chromium.ts';

// End-to-end tests (npm run test:e2e) in Chromium against the built store, as two projects over
// the same specs (they rely only on the §7 contract and the shared demo seed):
// - `mock`:   the production build made with `--mode mock` (.env.mock: VITE_MSW=1) — the whole
//             shop API answered by MSW in the page. Served by `vite preview`.
// - `server`: the normal production build (with its server-rendering bundle) served by the reference
//             server (server/main.ts), pages rendered on the server, with its API, on a fresh database in .data-e2e/ (demo shoppers seeded), test payments.
// - `stripe`: the same reference server in Stripe mode (a build with a publishable key, its own database in
//             .data-e2e-stripe/), the Stripe API answered by the stand-in Stripe server
//             (scripts/stripe-stand-in.ts, which also sends the signed webhooks); only *.stripe.spec.ts.
// One project: `npx playwright test --project mock`. Specs only for one project: name them
// *.mock.spec.ts / *.server.spec.ts / *.stripe.spec.ts.
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4173);
const serverPort = Number(process.env.E2E_SERVER_PORT ?? 3101);
// The server's road routing (its delivery quotes) answered by a local OSRM stand-in, never the internet.
const routingPort = Number(process.env.E2E_ROUTING_PORT ?? serverPort + 2000);
// Stripe mode: the server and the stand-in Stripe API it reaches through the SDK's host setting.
const stripeServerPort = Number(process.env.E2E_STRIPE_SERVER_PORT ?? serverPort + 10);
const stripeApiPort = Number(process.env.E2E_STRIPE_API_PORT ?? serverPort + 11);
const stripeWebhookSecret = 'whsec_test_standin';
const rm = (dir: string) => `node -e "require('fs').rmSync('${dir}',{recursive:true,force:true})"`;

// The production build both reference servers serve (client + server-rendering bundle), made once by the
// `server` project's entry: Playwright starts the webServer entries one after the other, in this order.
// It carries the stand-in publishable key the `stripe` project needs; the `server` project's server runs
// in test-payment mode, and the server's payment_mode 'test' wins over a key in the build
// (src/services/payments paymentModeFor), so that project's pages are those of a keyless build.
const e2eBuild = 'dist-e2e-server';
const buildForServers = [
  `NODE_ENV=production VITE_STRIPE_PUBLISHABLE_KEY=pk_test_standin npx vite build --outDir ${e2eBuild} --emptyOutDir --logLevel warn`,
  `NODE_ENV=production npx vite build --ssr src/entry-server.tsx --outDir ${e2eBuild}/server --logLevel warn`,
];

// The reference server as `npm start` runs it: bundled as plain JavaScript (rebuilt when its sources are
// newer), not through the TypeScript loader, which spent seconds of each server's start compiling.
const serverBundle = ['node scripts/build-server.mjs', 'node build/server/main.mjs'];

/**
 * The reference server (server/main.ts, bundled) of the `server` or `stripe` project on `port`: a fresh database in
 * `dataDir` (demo shoppers seeded), the shared build, road routing from the local OSRM stand-in. `build`:
 * this entry makes the build first. Without Stripe keys in `env` it runs in test-payment mode.
 */
function referenceServer(options: {
  project: string;
  port: number;
  dataDir: string;
  build?: boolean;
  env?: Record<string, string>;
}) {
  const steps = [rm(options.dataDir), ...(options.build ? buildForServers : []), ...serverBundle];
  return {
    name: options.project,
    command: steps.join(' && '),
    url: `http://127.0.0.1:${options.port}/`,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      STATIC_DIR: e2eBuild,
      SEED_DEMO_SHOPPERS: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      // Each test is a shopper on a network of its own (tests/e2e/fixtures.ts sets X-Forwarded-For).
      TRUST_PROXY: '127.0.0.1',
      ROUTING_URL: `http://127.0.0.1:${routingPort}`,
      // The same stand-in answers the server's place check (Photon search) from the fixture places.
      PHOTON_URL: `http://127.0.0.1:${routingPort}`,
      ...options.env,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A cap, not a wait (every step waits for a state): a fresh machine whose memory is slow to map
  // (bench/history.md, "seventeenth round") ran this suite in 15.5 min instead of 6.4, and journeys of a
  // few hydrated loads took 19–29 s of a 30 s cap. Passing tests are no slower for it.
  timeout: 60_000,
  // Generous, and a cap (every expectation passes as soon as its state is there): two cores shared by
  // three servers, two browsers and the test runner. A back office page's first load (its code, about 70
  // chunks, then two API answers, then the editor's render) once took 16 s on a machine loaded four times
  // over, past a 10 s cap.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report/e2e', open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...offlineArgs] },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
    // A trace records every step's screenshots and DOM snapshots while the test runs, pass or fail: on a
    // 2-core machine whose memory is slow to map, two fifths of the suite's time (bench/history.md). Kept
    // for a local run, where someone can open it; CI keeps only its log. E2E_TRACE=on (or another trace
    // mode) records one anyway.
    trace: (process.env.E2E_TRACE as TraceMode | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mock',
      // The storefront against a server of the spec's contract alone, served as the static shell: only the
      // journeys that change with it. The static shell's own routes (smoke, pages, signed-out), and the catalogue,
      // which such a server cannot page, sort, filter or search, so the browser does (catalogue-*,
      // listing-not-found, *.mock.spec.ts). The other shared journeys (accounts, layout, the calculator,
      // coverage) draw the same screens over the same calls; the mocks answer those calls as the server
      // does (tests/contract), so they run against the reference server alone. In both projects they took
      // 3.3 min of test time more (about 1.7 min of the suite on two workers) for nothing the second run
      // could catch.
      testMatch: [
        '**/smoke.spec.ts',
        '**/pages.spec.ts',
        '**/catalogue-*.spec.ts',
        '**/listing-not-found.spec.ts',
        '**/signed-out.spec.ts',
        '**/*.mock.spec.ts',
      ],
      testIgnore: ['**/*.server.spec.ts', '**/*.stripe.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${mockPort}` },
    },
    {
      name: 'server',
      testIgnore: ['**/*.mock.spec.ts', '**/*.stripe.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${serverPort}` },
    },
    {
      name: 'stripe',
      testMatch: '**/*.stripe.spec.ts',
      use: { baseURL: `http://127.0.0.1:${stripeServerPort}` },
      // The specs reach the stand-in Stripe API (the page's api.stripe.com is routed there).
      metadata: { stripeApiUrl: `http://127.0.0.1:${stripeApiPort}` },
    },
  ],
  webServer: [
    {
      // Routes to the outage place fail (500): the server's side of checkout.server.spec.ts's outage.
      command: `npx tsx scripts/routing-stand-in.ts --host 127.0.0.1 --port ${routingPort} --fail-to=${ROUTING_OUTAGE_PLACE.join(',')}`,
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
    referenceServer({
      project: 'server',
      port: serverPort,
      dataDir: '.data-e2e',
      build: true,
      // The back office's first owner (tests/e2e/admin.server.spec.ts signs in with it).
      env: { ADMIN_EMAIL: 'owner@floorshop.test', ADMIN_PASSWORD: 'owner password e2e' },
    }),
    {
      command: `npx tsx scripts/stripe-stand-in.ts --host 127.0.0.1 --port ${stripeApiPort} --webhook-url http://127.0.0.1:${stripeServerPort}/api/webhooks/stripe --webhook-secret ${stripeWebhookSecret}`,
      url: `http://127.0.0.1:${stripeApiPort}/v1/payment_intents/pi_up`, // 401 without a secret key: up
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    referenceServer({
      project: 'stripe',
      port: stripeServerPort,
      dataDir: '.data-e2e-stripe',
      env: {
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_API_URL: `http://127.0.0.1:${stripeApiPort}`,
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      },
    }),
  ],
});
