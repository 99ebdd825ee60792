// npm start: build the app if dist/ is missing or older than its sources, build the reference server
// (scripts/build-server.mjs) likewise, then run it: it serves dist/ and the API on http://localhost:3000.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUNDLE, serverBundleIsStale } from './build-server.mjs';
import { newestMtime, root, run } from './lib.mjs';

const builtAt = newestMtime(path.join(root, 'dist', 'index.html'));
const sourcesAt = Math.max(
  ...[
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'postcss.config.cjs',
    'package-lock.json',
    '.env.production',
  ].map((p) => newestMtime(path.join(root, p))),
);

if (builtAt === 0 || builtAt < sourcesAt) {
  console.log(builtAt === 0 ? '[start] no build yet: building…' : '[start] sources changed: rebuilding…');
  // npm run build: the client and the server-rendering bundle.
  // Always the production build, whatever mode the shop runs in (NODE_ENV=development would make Vite
  // compile for development React, which the server below does not load).
  const code = await run('npm', ['run', '--silent', 'build'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (code !== 0) process.exit(code);
} else {
  console.log('[start] dist/ is up to date.');
}

// The server runs as plain JavaScript: built once (build/server/main.mjs), rebuilt when its sources change.
if (serverBundleIsStale()) {
  const { ms } = await buildServer();
  console.log(`[start] server built in ${ms} ms.`);
}
// NODE_ENV is left to the caller: unset, the server runs the local demo (demo shoppers seeded, test
// payments); a deployment sets NODE_ENV=production, STRIPE_SECRET_KEY and SERVER_SECRET (see README,
// docs/server.md "Production checklist").
//
// React picks its development or production build from NODE_ENV when it is first loaded. The pages and mails
// this server renders come from the production build, so they render with production React: development
// React renders a listing several times slower (it checks every prop and records a stack per element). The
// shop's own mode stays the NODE_ENV the caller set: it travels in SHOP_NODE_ENV (server/config.ts readEnv),
// to the cluster's workers too, which run this script again.
process.env.SHOP_NODE_ENV ??= process.env.NODE_ENV ?? 'development';
process.env.NODE_ENV = 'production';
// Imported into this process (no second process): signals reach the server directly.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
