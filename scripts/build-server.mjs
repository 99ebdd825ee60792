// Builds the reference server once, so that `npm start` runs plain JavaScript (no TypeScript loader at run
// time): server/main.ts and what it imports from this repository (src/contract, src/domain, fixtures) →
// build/server/main.mjs, one ESM file with a source map; npm packages stay external (node_modules).
//
// Files the server reads at run time (SQL migrations, dist/) are found where they are in the checkout:
// each bundled module's `import.meta.url` is its own source file's URL, so relative paths resolve exactly
// as under tsx. The bundle therefore runs from this checkout; it is not a relocatable artefact.
//
//   node scripts/build-server.mjs            build when sources are newer than the bundle
//   node scripts/build-server.mjs --force    always build
//   buildServer({ outfile })                 (tests build into a temporary directory)
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestMtime, root } from './lib.mjs';

export const SERVER_BUNDLE = path.join(root, 'build', 'server', 'main.mjs');

/** What the server bundle is made of: newer than the bundle → rebuild. */
const SOURCES = [
  'server',
  'src/contract',
  'src/domain',
  'fixtures',
  'package-lock.json',
  'tsconfig.base.json',
];

export function serverBundleIsStale(outfile = SERVER_BUNDLE) {
  const builtAt = newestMtime(outfile);
  return builtAt === 0 || builtAt < Math.max(...SOURCES.map((p) => newestMtime(path.join(root, p))));
}

/** Gives every repository module its own source URL as `import.meta.url`. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

export async function buildServer({ outfile = SERVER_BUNDLE, logLevel = 'warning' } = {}) {
  const { build } = await import('esbuild');
  const started = performance.now();
  await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.node.json'),
    sourcemap: true,
    legalComments: 'none',
    logLevel,
    plugins: [sourceUrls],
  });
  return { outfile, ms: Math.round(performance.now() - started) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--force') || serverBundleIsStale()) {
    const { outfile, ms } = await buildServer();
    console.log(`[build-server] ${path.relative(root, outfile)} in ${ms} ms`);
  } else {
    console.log('[build-server] build/server/main.mjs is up to date.');
  }
}
