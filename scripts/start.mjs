// npm start: build the app if dist/ is missing or older than its sources, then run the
// reference server (server/main.ts), which serves dist/ and the API on http://localhost:3000.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bin, newestMtime, root, run } from './lib.mjs';

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
  // npm run build: the client and the server-rendering bundle (issue 9).
  const code = await run('npm', ['run', '--silent', 'build']);
  if (code !== 0) process.exit(code);
} else {
  console.log('[start] dist/ is up to date.');
}

const serverEntry = path.join(root, 'server', 'main.ts');
if (!existsSync(serverEntry)) {
  console.error('[start] server/main.ts is missing: cannot serve the store.');
  process.exit(1);
}
// NODE_ENV is left to the caller: unset, the server runs the local demo (demo shoppers seeded, test
// payments); a deployment sets NODE_ENV=production and STRIPE_SECRET_KEY (see README, .env.example).
process.exitCode = await run(bin('tsx'), [serverEntry]);
