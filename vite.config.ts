import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import {
  defineConfig,
  loadEnv,
  type Plugin,
  type ProxyOptions,
  type ResolveModulePreloadDependenciesFn as ResolveDependencies,
  type Rolldown,
} from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { buildEnvResult } from './src/config/env-schema.ts';

// One Vite config for the app, Storybook (its react-vite builder merges this file) and Vitest
// (vitest.config.ts extends it). Aliases mirror `paths` in tsconfig.base.json.
export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  '@fixtures': fileURLToPath(new URL('./fixtures/index.ts', import.meta.url)),
};

/**
 * §5: the VITE_* variables are baked into the build, so the build validates them once and injects the
 * result (parsed variables or problems) as __APP_ENV__; the app reads it (src/config/env.ts) and shows
 * "Invalid env provided" on problems, without shipping the schema library.
 */
function appEnv(): Plugin {
  return {
    name: 'app-env',
    config(config, { mode }) {
      const raw = loadEnv(mode, config.envDir || process.cwd(), 'VITE_');
      return { define: { __APP_ENV__: JSON.stringify(buildEnvResult(raw)) } };
    },
  };
}

/**
 * The app's build writes each text asset (JS, CSS, SVG, the HTML shell) beside a Brotli and a
 * gzip copy at their highest levels, once, at build time; the reference server sends the copy the browser
 * accepts (server/create-app.ts, `precompressed`). On `/` the first visit's 32 scripts went from 147.4 KB
 * transferred (gzip made per request, headers included) to 127 KB (docs/performance.md). Only the app's client build:
 * not the server-rendering bundle, not Storybook's build (its CLI sets STORYBOOK), not dev or tests.
 */
function precompressedAssets(): Plugin {
  const plugin = compression({
    include: /\.(js|css|svg|html|txt|webmanifest)$/,
    exclude: /\.map$/,
    threshold: 0,
    skipIfLargerOrEqual: true,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  }) as Plugin;
  return {
    ...plugin,
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && process.env.STORYBOOK !== 'true',
  };
}

/**
 * Blocking time and first-visit JS: the app never lets MantineProvider write the theme's CSS
 * variables (`withCssVariables={false}`, src/app/AppProviders.tsx): they are a stylesheet made once from
 * the theme (src/ui/themeVariables.ts). Yet MantineProvider imports the component that would write them,
 * and with it the resolver of a few hundred variables and its helpers (≈ 2 KB gzip of every first visit,
 * and the default theme's variables resolved at import). In a build that component is replaced by one that
 * fails loudly if anything ever renders it, so a provider left writing variables cannot go unnoticed; dev,
 * Vitest (src/ui/themeVariables.ts renders the real one) keep Mantine's own. The build fails if the module
 * no longer exports that component (a Mantine upgrade): look at the new file and drop or adapt this plugin.
 */
export function withoutMantineCssVariables(): Plugin {
  const file = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/;
  const component = 'function MantineCssVariables(';
  return {
    name: 'without-mantine-css-variables',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id.split('?')[0]!)) return null;
      if (!code.includes(component) || !code.includes('export { MantineCssVariables }')) {
        throw new Error(`${id}: not the module withoutMantineCssVariables (vite.config.ts) was written for`);
      }
      return {
        code:
          'export function MantineCssVariables() {\n' +
          "  throw new Error('MantineProvider must be given withCssVariables={false}: the theme variables are a stylesheet (vite.config.ts withoutMantineCssVariables)');\n" +
          '}\n',
        map: { mappings: '' },
      };
    },
  };
}

/**
 * Mantine's `useId` starts from React's `useId` (what the server rendered) and then, in a layout effect,
 * swaps it for a random id: every component that names its parts (inputs, labels, popovers, the header's
 * search box) renders a second time, synchronously, right after hydration or mount, an unsliced task on
 * every page. React's id is already unique in the root and the same on server and client, which is why
 * Mantine renders it first; in a build the hook keeps it (one root in this app: src/start/start.tsx).
 * Dev, Storybook and Vitest use Mantine's pre-bundled or external copy unchanged (the ids differ, nothing
 * reads them). The build fails if the module is no longer the one this was written for (a Mantine upgrade).
 */
export function stableMantineIds(): Plugin {
  const file = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  const expected = [
    'setUuid(randomId());',
    'const [uuid, setUuid] = useState(`mantine-${reactId.replace(/:/g, "")}`);',
  ];
  return {
    name: 'stable-mantine-ids',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id.split('?')[0]!)) return null;
      if (!expected.every((line) => code.includes(line)) || !code.includes('export { useId$1 as useId }')) {
        throw new Error(`${id}: not the module stableMantineIds (vite.config.ts) was written for`);
      }
      return {
        code:
          "import { useId } from 'react';\n" +
          'function useId$1(staticId) {\n' +
          '  const reactId = useId();\n' +
          "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;\n" +
          '}\n' +
          'export { useId$1 as useId };\n',
        map: { mappings: '' },
      };
    },
  };
}

/**
 * A lazy import's preload list (`__vite__mapDeps`) names every chunk the imported one needs, including
 * those its importer statically imports. Those are loaded before the importer's first line runs (an ES
 * module runs after its whole static graph has come), so the list drops them: on every route the entry's
 * lists named React, Mantine's base and the shell again for each route, about 2 KB of gzip that the
 * first visit carried for nothing. The stylesheets stay (Vite keeps them out of this filter).
 */
function preloadOnlyWhatIsMissing(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let bundle: Rolldown.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  const staticClosure = (fileName: string): Set<string> => {
    const known = closures.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (seen.has(name) || chunk?.type !== 'chunk') return;
      seen.add(name);
      chunk.imports.forEach(visit);
    };
    visit(fileName);
    closures.set(fileName, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'preload-only-what-is-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

// Where `npm run dev` forwards /api: the reference server (server/main.ts, PORT 3000).
const apiTarget = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.PORT ?? 3000}`;

const apiProxy: Record<string, ProxyOptions> = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig(({ mode, isSsrBuild }) => {
  const preload = preloadOnlyWhatIsMissing();
  return {
    plugins: [
      react(),
      appEnv(),
      withoutMantineCssVariables(),
      stableMantineIds(),
      precompressedAssets(),
      preload.plugin,
    ],
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
      // in server-rendered pages (server/render/page.ts).
      manifest: !isSsrBuild,
      copyPublicDir: !isSsrBuild,
      modulePreload: { resolveDependencies: preload.resolveDependencies },
      rolldownOptions: {
        // src/start/boot.ts: the first script of a server-rendered page, which starts the app once the first
        // screen has painted (server/render/page.ts); the static index.html loads the app directly.
        input: isSsrBuild ? undefined : { index: 'index.html', boot: 'src/start/boot.ts' },
        output: {
          // Routes are split by React.lazy in src/app. The React group only pulls the framework that
          // every route needs into a long-cacheable chunk. Mantine is left to the bundler: a
          // forced Mantine group put every component used anywhere into the first visit (87 KB gzip);
          // now the layout's components load first and each route's own ones with the route.
          codeSplitting: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          },
        },
      },
    },
  };
});
