// npm run bench:api — throughput and tail latency of the reference API (server/main.ts in a child process,
// embedded PGlite on a temporary DATA_DIR, or PostgreSQL when DATABASE_URL is set), measured with
// autocannon at 50 connections: GET /api/health (no database) beside the catalogue reads getproduct and
// getproductdetails (cached in memory) and getusercarts (authenticated, uncached: two indexed queries).
//
// Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (50), BENCH_JSON=1 (machine-readable output).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The signed XSRF-TOKEN the server hands out on a first GET, as cookie and header (set in main). */
let xsrfHeaders: Record<string, string> = {};
const form = { 'content-type': 'application/x-www-form-urlencoded' };

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Row {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function startServer(dataDir: string) {
  const logFile = join(dataDir, 'server.log');
  const log = await open(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-dist'),
      SEED_DEMO_SHOPPERS: '0',
    },
    stdio: ['ignore', log.fd, log.fd],
  });
  for (let i = 0; i < 600; i += 1) {
    const text = await readFile(logFile, 'utf8');
    const match = /"msg":"listening".*"port":(\d+)/.exec(text);
    if (match) return { child, base: `http://127.0.0.1:${match[1]}`, log, text };
    if (child.exitCode !== null) throw new Error(`server exited:\n${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start within 60 s');
}

async function post(base: string, path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...xsrfHeaders, ...form, ...headers },
    body,
  });
  const json = (await res.json()) as { status: number; message: string; data: unknown };
  if (json.status !== 1) throw new Error(`${path}: ${json.message}`);
  return json.data;
}

function run(base: string, c: Case, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: c.method, path: c.path, headers: c.headers, body: c.body }],
  });
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'floorshop-bench-'));
  const server = await startServer(dataDir);
  const database = /"msg":"database ready".*"kind":"(\w+)"/.exec(server.text)?.[1] ?? '?';
  try {
    const first = await fetch(`${server.base}/api/health`);
    const token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    if (!token) throw new Error('the server handed out no XSRF-TOKEN cookie');
    xsrfHeaders = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) };
    const email = `bench-${Date.now()}@example.com`;
    const grant = (await post(
      server.base,
      '/api/beforeauth/usersignup',
      new URLSearchParams({
        'Appuser[first_name]': 'Bench',
        'Appuser[last_name]': 'Mark',
        'Appuser[email]': email,
        'Appuser[password]': 'bench password 123',
      }).toString(),
    )) as { auth_key: string };
    for (const [product, quantity] of [
      [1, 12],
      [16, 5],
      [21, 2],
    ]) {
      await post(
        server.base,
        '/api/userauth/addeditusercarts',
        new URLSearchParams({
          'Usercarts[product_id]': String(product),
          'Usercarts[quantity]': String(quantity),
        }).toString(),
        { auth_key: grant.auth_key },
      );
    }

    const cases: Case[] = [
      { name: 'GET /api/health (no database)', method: 'GET', path: '/api/health' },
      {
        name: 'POST getproduct (all, cached)',
        method: 'POST',
        path: '/api/beforeauth/getproduct',
        headers: xsrfHeaders,
      },
      {
        name: 'POST getproduct (all, cached, gzip)',
        method: 'POST',
        path: '/api/beforeauth/getproduct',
        headers: { ...xsrfHeaders, 'accept-encoding': 'gzip' },
      },
      {
        name: 'POST getproductdetails (cached)',
        method: 'POST',
        path: '/api/beforeauth/getproductdetails',
        headers: { ...xsrfHeaders, ...form },
        body: 'slug=coastal-oak-spc',
      },
      {
        name: 'POST getusercarts (auth + database)',
        method: 'POST',
        path: '/api/userauth/getusercarts',
        headers: { ...xsrfHeaders, auth_key: grant.auth_key },
      },
    ];

    const rows: Row[] = [];
    for (const c of cases) {
      await run(server.base, c, Math.min(2, SECONDS)); // warm-up (JIT, caches)
      const r = await run(server.base, c, SECONDS);
      rows.push({
        name: c.name,
        requestsPerSec: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
      if (!process.env.BENCH_JSON) console.error(`done: ${c.name}`);
    }

    const health = rows[0]!.requestsPerSec;
    if (process.env.BENCH_JSON) {
      console.log(JSON.stringify({ database, seconds: SECONDS, connections: CONNECTIONS, rows }, null, 2));
    } else {
      console.log(
        `\nReference API, ${database}, ${CONNECTIONS} connections, ${SECONDS} s per case (after a warm-up)\n`,
      );
      console.log('| case | req/s | p50 ms | p99 ms | vs health | non-2xx |');
      console.log('|---|---:|---:|---:|---:|---:|');
      for (const r of rows) {
        const ratio = r === rows[0] ? '1' : `${(r.requestsPerSec / health).toFixed(2)}`;
        console.log(
          `| ${r.name} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${ratio} | ${r.non2xx + r.errors} |`,
        );
      }
    }
    if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    await server.log.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
