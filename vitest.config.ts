import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath, offlineArgs } from './tests/chromium.ts';
import viteConfig from './vite.config.ts';
// Chromium comes from the OS (Debian `chromium`, path in CHROMIUM_PATH): tests/chromium.ts.

// Projects: `unit` (node: *.test.ts), `dom` (jsdom: *.test.tsx), `server` (node, one worker,
// shared module state so one database can serve the whole run) and `storybook` (every story
// rendered and played in Chromium, with axe checks). Run one with `vitest run --project unit`.
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        passWithNoTests: true,
        // Projects that run side by side share one pool, so they say the same number of workers (Vitest
        // refuses a run that mixes them in one group); one that needs a different number runs in a group
        // of its own, after the others (`sequence.groupOrder`).
        maxWorkers: 2,
        projects: [
          {
            extends: true,
            test: {
              name: 'unit',
              environment: 'node',
              include: ['tests/unit/**/*.test.ts', 'tests/contract/mocks.contract.test.ts'],
            },
          },
          {
            extends: true,
            test: {
              name: 'dom',
              environment: 'jsdom',
              include: ['tests/unit/**/*.test.tsx'],
              // React in jsdom: a test that takes 2 s alone takes 5 s when `npm test` runs every project
              // at once on two cores. The limit is a guard against a hang, as in the server project.
              testTimeout: 20_000,
            },
          },
          {
            extends: true,
            test: {
              name: 'server',
              environment: 'node',
              include: ['server/**/*.test.ts', 'tests/contract/server.contract.test.ts'],
              // The crowd test measures the server under 200 connections: it runs alone (project `load`).
              exclude: ['server/test/crowd.test.ts'],
              // Modules shared across a worker's files: each worker opens its database once (an embedded
              // PGlite of its own, server/test/support.ts). Two workers on PGlite; one on a real PostgreSQL
              // (DATABASE_URL, scripts/ci-postgres.sh), whose one database every test empties and refills.
              pool: 'forks',
              ...(process.env.DATABASE_URL && { maxWorkers: 1, sequence: { groupOrder: 1 } }),
              isolate: false,
              testTimeout: 20_000,
              hookTimeout: 60_000,
            },
          },
          {
            extends: true,
            test: {
              // `npm run test:load`, after the other projects: a crowd of 200 connections against the built
              // server in its own process is a measurement, so it gets the machine to itself.
              name: 'load',
              environment: 'node',
              include: ['server/test/crowd.test.ts'],
              pool: 'forks',
              maxWorkers: 1,
              sequence: { groupOrder: 2 },
            },
          },
          {
            extends: true,
            plugins: [storybookTest({ configDir: '.storybook' })],
            test: {
              name: 'storybook',
              // Every story file in one page, not a fresh page per file: the preview (React, Mantine, the
              // mocks, MSW's worker) boots once per run instead of once per file, which was most of the
              // project's time. A story already shares its page with the other stories of its file, so
              // its state is set by its loaders (.storybook/), not by a clean page.
              isolate: false,
              // A story's findBy*/waitFor give up after 15 s (.storybook/preview.tsx); a flow has several.
              testTimeout: 60_000,
              browser: {
                enabled: true,
                headless: true,
                provider: playwright({
                  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...offlineArgs] },
                  contextOptions: { reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' },
                }),
                instances: [{ browser: 'chromium' }],
              },
            },
          },
        ],
      },
    }),
  ),
);
