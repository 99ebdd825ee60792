import type { StorybookConfig } from '@storybook/react-vite';

// Storybook 10, configured by hand (`storybook init/add` cannot run offline here).
// The react-vite builder merges ../vite.config.ts, so the `@/` and `@mocks/` aliases and the
// PostCSS setup are the app's own.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: [
    'msw-storybook-addon',
    '@storybook/addon-vitest',
    '@storybook/addon-a11y',
    '@storybook/addon-docs',
  ],
  // public/ holds mockServiceWorker.js (npx msw init public --save).
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
