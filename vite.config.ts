import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// One Vite config for the app, Storybook (its react-vite builder merges this file) and Vitest
// (vitest.config.ts extends it). Aliases mirror `paths` in tsconfig.base.json.
export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  '@fixtures': fileURLToPath(new URL('./fixtures/index.ts', import.meta.url)),
};

// Where `npm run dev` forwards /api: the reference server (server/main.ts, PORT 3000).
const apiTarget = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.PORT ?? 3000}`;

const apiProxy: Record<string, ProxyOptions> = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias },
  server: {
    port: 5173,
    // Same-origin API in development, as in production where server/main.ts serves both.
    // Mode `mock` (dev:mock, the e2e mock build) is answered by MSW alone: nothing to proxy.
    proxy: mode === 'mock' ? undefined : apiProxy,
  },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: !isSsrBuild,
    // The reference server reads the client manifest to preload a route's chunk and inline its CSS
    // in server-rendered pages (issue 9; server/ssr.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // Routes are split by React.lazy in src/app. The React group only pulls the framework that
        // every route needs into a long-cacheable chunk. Mantine is left to the bundler (issue 9): a
        // forced Mantine group put every component used anywhere into the first visit (87 KB gzip);
        // now the layout's components load first and each route's own ones with the route.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
}));
