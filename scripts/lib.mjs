// Small helpers shared by the scripts in this folder (no dependencies beyond Node 20).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
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

/**
 * The browser first while Lighthouse measures. On a 2-core host the page's main thread shares the cores
 * with the rest of Chromium, the store's server and Lighthouse itself, and Linux's autogroup scheduler
 * divides the CPU between sessions before threads: Chromium (a session of its own: Playwright starts it
 * detached) got about the share of this process and its server together, so in the page's first second
 * its main thread waited in the run queue behind its own browser's threads, and Lighthouse multiplied the
 * wait by its CPU slowdown (bench/history.md, twenty-fifth and twenty-sixth rounds). Lighthouse's
 * variability guide asks for a host that runs nothing else; the nearest on one machine is this session's
 * autogroup at nice 10 (about a ninth of the browser's weight), which needs no privilege. The page's own
 * work is not changed: its page-CPU TBT is read from the same traces. Returns what the report says about
 * it and a function that restores the session's weight (also on exit: the session may be a terminal's).
 * BENCH_SHARED=1 leaves the weights as they are (the way it was measured before).
 * @returns {{ note: string, restore: () => void }}
 */
export function browserFirst() {
  const shared = (why) => ({
    note: `the browser sharing the CPU evenly with the server and Lighthouse${why}`,
    restore: () => {},
  });
  if (process.env.BENCH_SHARED === '1') return shared('');
  const file = '/proc/self/autogroup';
  let enabled = false;
  let before = null;
  try {
    enabled = readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
    before = /nice (-?\d+)/.exec(readFileSync(file, 'utf8'))?.[1] ?? null;
  } catch {
    // Not Linux, or a kernel without autogroups.
  }
  if (!enabled || before === null) return shared(' (no autogroup scheduler here)');
  try {
    writeFileSync(file, '10');
  } catch {
    return shared(" (the session's weight could not be set)");
  }
  const onSignal = (signal) => {
    restore();
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  };
  const restore = () => {
    process.off('exit', restore).off('SIGINT', onSignal).off('SIGTERM', onSignal);
    try {
      writeFileSync(file, before);
    } catch {
      // Already gone with the process.
    }
  };
  process.once('exit', restore).once('SIGINT', onSignal).once('SIGTERM', onSignal);
  return { note: 'the server and Lighthouse at autogroup nice 10, the browser at 0', restore };
}

/** A port free on 127.0.0.1 at the moment of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The server as `npm start` runs it (the built bundle, production React: scripts/start.mjs) on a free
 * port, its data and log (server.log) in `dataDir`, `env` added to its environment. Resolves once it
 * listens: { child, fd (the log's, to close after), base (its URL) }.
 * @param {string} dataDir
 * @param {Record<string, string>} env
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, fd: number, base: string }>}
 */
export async function startBuiltServer(dataDir, env = {}, tls = null) {
  const logFile = path.join(dataDir, 'server.log');
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      STATIC_DIR: 'dist',
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      LOG_LEVEL: 'info',
      ...(tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {}),
      ...env,
    },
    stdio: ['ignore', fd, fd],
  });
  for (let i = 0; i < 1200; i += 1) {
    const text = readFileSync(logFile, 'utf8');
    const match = /"msg":"listening".*"port":(\d+)/.exec(text);
    if (match) return { child, fd, base: `${tls ? 'https' : 'http'}://127.0.0.1:${match[1]}` };
    if (child.exitCode !== null) throw new Error(`server exited:\n${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start within 120 s');
}

/**
 * BENCH_H2=1: the store served over TLS, so that Chromium speaks HTTP/2 to it as to a deployed shop (directly
 * with TLS_CERT_FILE, or at its proxy): a certificate for 127.0.0.1 made for the run (openssl), which this
 * process and its children trust (NODE_EXTRA_CA_CERTS, read only at a process's start: the script is run again
 * with it set) and Chromium trusts by its key (`chromiumArgs`). Otherwise, or without openssl: null, plain
 * HTTP/1.1. Why it is not the default: docs/performance.md, "HTTP/2".
 * @returns {{ certFile: string, keyFile: string, chromiumArgs: string[] } | null}
 */
export function benchTls() {
  if (process.env.BENCH_H2 !== '1') return null;
  const dir = process.env.BENCH_TLS_DIR;
  if (dir) {
    const certFile = path.join(dir, 'cert.pem');
    const spki = new X509Certificate(readFileSync(certFile)).publicKey.export({
      type: 'spki',
      format: 'der',
    });
    const hash = createHash('sha256').update(spki).digest('base64');
    return {
      certFile,
      keyFile: path.join(dir, 'key.pem'),
      chromiumArgs: [`--ignore-certificate-errors-spki-list=${hash}`],
    };
  }
  const made = mkdtempSync(path.join(tmpdir(), 'floorshop-bench-tls-'));
  try {
    // prettier-ignore
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-keyout', path.join(made, 'key.pem'), '-out', path.join(made, 'cert.pem'),
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    ], { stdio: 'ignore' });
  } catch {
    console.error('[bench] BENCH_H2=1 needs openssl: the store is served over plain HTTP/1.1');
    return null;
  }
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_TLS_DIR: made, NODE_EXTRA_CA_CERTS: path.join(made, 'cert.pem') },
  });
  rmSync(made, { recursive: true, force: true });
  process.exit(again.status ?? 1);
}
