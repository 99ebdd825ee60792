// Small helpers shared by the scripts in this folder (no dependencies beyond Node 20).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Newest modification time (ms) of a file or of any file under a folder; 0 if absent. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * The route table (src/config/routes.ts) as the server sees it: loaded through Vite, so `@/` imports
 * resolve and `import.meta.env.SSR` is true (each route's `server` side: budgets, bench URLs).
 */
export async function routeTable() {
  const { runnerImport } = await import('vite');
  // Vite sets NODE_ENV for the config it resolves: a build started afterwards must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport(path.join(root, 'src/config/routes.ts'), {
      configFile: false,
      logLevel: 'silent',
      resolve: { alias: { '@': path.join(root, 'src') } },
    });
    return module.routes;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
