// npm run bench:api — throughput and tail latency of the reference API (server/main.ts in a child process,
// embedded PGlite on a temporary DATA_DIR, or PostgreSQL when DATABASE_URL is set), measured with
// autocannon at 50 connections, as ratios in one run: every catalogue read (cached in
// memory) and the signed-in cart read (getusercarts: authenticated, uncached) beside two references,
// GET /api/health (no database) and a plain static file served by the same server (the same bytes as
// the getproductdetails answer, from STATIC_DIR/assets/). Prints each case's ratio to both and whether
// the goals are met: cached catalogue reads ≥ 0.8 of health with p99 ≤ 20 ms, cart reads ≥ 0.3 of health.
//
// Options (env): BENCH_SECONDS (default 10 per case), BENCH_ROUNDS (5: each case's seconds spread over that
// many interleaved rounds), BENCH_CONNECTIONS (50), BENCH_JSON=1 (machine-readable output).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Each case's SECONDS are spread over this many interleaved rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The signed XSRF-TOKEN the server hands out on a first GET, as cookie and header (set in main). */
let xsrfHeaders: Record<string, string> = {};
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** What each kind of case must reach, as a share of the health route's requests/s. */
const GOALS = {
  catalogue: { ofHealth: 0.8, p99Ms: 20 },
  cart: { ofHealth: 0.3, p99Ms: Infinity },
} as const;

interface Case {
  name: string;
  kind: 'health' | 'static' | keyof typeof GOALS;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Row {
  name: string;
  kind: Case['kind'];
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests/s as a share of the health route's and of the static file's. */
  vsHealth?: number;
  vsStatic?: number;
  /** Whether the case meets its goal (catalogue and cart cases only). */
  goalMet?: boolean;
}

async function startServer(dataDir: string, staticDir: string) {
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
      STATIC_DIR: staticDir,
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
  // No built store: the API, plus the static file written below (served like a built asset).
  const staticDir = join(dataDir, 'static');
  await mkdir(join(staticDir, 'assets'), { recursive: true });
  const server = await startServer(dataDir, staticDir);
  const database = /"msg":"database ready".*"kind":"(\w+)"/.exec(server.text)?.[1] ?? '?';
  try {
    const first = await fetch(`${server.base}/api/health`);
    // The token and the session cookie it is bound to, sent back as a browser does.
    const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
    if (!token) throw new Error('the server handed out no XSRF-TOKEN cookie');
    xsrfHeaders = { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(token) };
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

    // The static file: the bytes of the getproductdetails answer, so the two cases send the same body.
    const detailsBody = 'slug=coastal-oak-spc';
    const details = await fetch(`${server.base}/api/beforeauth/getproductdetails`, {
      method: 'POST',
      headers: { ...xsrfHeaders, ...form },
      body: detailsBody,
    });
    const staticBytes = Buffer.from(await details.arrayBuffer());
    await writeFile(join(staticDir, 'assets', 'bench-answer.json'), staticBytes);
    const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

    const catalogue = (name: string, path: string, extra: Partial<Case> = {}): Case => ({
      name,
      kind: 'catalogue',
      method: 'POST',
      path,
      headers: xsrfHeaders,
      ...extra,
    });
    // Every case sends the XSRF-TOKEN cookie, as a browser that has loaded a page does (without it each
    // answer would carry a newly signed cookie).
    const cases: Case[] = [
      {
        name: 'GET /api/health (no database)',
        kind: 'health',
        method: 'GET',
        path: '/api/health',
        headers: xsrfHeaders,
      },
      {
        name: `GET static file (${kb(staticBytes.length)}, /assets/)`,
        kind: 'static',
        method: 'GET',
        path: '/assets/bench-answer.json',
        headers: xsrfHeaders,
      },
      catalogue('GET setting (cached)', '/api/beforeauth/setting', { method: 'GET' }),
      catalogue('GET gethomescreen (cached)', '/api/beforeauth/gethomescreen', { method: 'GET' }),
      catalogue('GET getaboutus (cached)', '/api/beforeauth/getaboutus', { method: 'GET' }),
      catalogue('GET getshippingcharge (cached)', '/api/beforeauth/getshippingcharge', { method: 'GET' }),
      catalogue('POST getproductcategory (cached)', '/api/beforeauth/getproductcategory'),
      catalogue('POST getproduct (all, cached)', '/api/beforeauth/getproduct'),
      catalogue('POST getproduct (all, cached, gzip)', '/api/beforeauth/getproduct', {
        headers: { ...xsrfHeaders, 'accept-encoding': 'gzip' },
      }),
      catalogue('POST getproduct (a category, cached)', '/api/beforeauth/getproduct', {
        headers: { ...xsrfHeaders, ...form },
        body: 'product_category_id=1',
      }),
      catalogue(
        `POST getproductdetails (cached, ${kb(staticBytes.length)})`,
        '/api/beforeauth/getproductdetails',
        {
          headers: { ...xsrfHeaders, ...form },
          body: detailsBody,
        },
      ),
      {
        name: 'POST getusercarts (signed in: auth + database)',
        kind: 'cart',
        method: 'POST',
        path: '/api/userauth/getusercarts',
        headers: { ...xsrfHeaders, auth_key: grant.auth_key },
      },
    ];

    // autocannon stops sending when its time is up, but the server still works off what it has queued (the
    // cart read's database calls on PGlite's one connection): one more request of the same case, answered
    // after that queue, lets the next case start on an idle server.
    const drained = async (c: Case) => {
      const res = await fetch(`${server.base}${c.path}`, {
        method: c.method,
        headers: c.headers,
        body: c.body,
      });
      await res.arrayBuffer();
    };
    for (const c of cases) {
      await run(server.base, c, 1); // warm-up (JIT, caches)
      await drained(c);
    }
    // Interleaved rounds: every case runs once per round, so a change in the machine's load (other work on
    // a shared machine) touches every case alike and the ratios stay comparable. Per case: the median
    // round's requests/s and p50/p99 (autocannon gives percentiles per run, not mergeable histograms).
    const results = new Map<Case, autocannon.Result[]>(cases.map((c) => [c, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const c of cases) {
        results.get(c)!.push(await run(server.base, c, SECONDS / ROUNDS));
        await drained(c);
      }
      if (!process.env.BENCH_JSON) console.error(`round ${round + 1} of ${ROUNDS} done`);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const rows: Row[] = cases.map((c) => {
      const runs = results.get(c)!;
      return {
        name: c.name,
        kind: c.kind,
        requestsPerSec: Math.round(median(runs.map((r) => r.requests.average))),
        p50: median(runs.map((r) => r.latency.p50)),
        p99: median(runs.map((r) => r.latency.p99)),
        non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
        errors: runs.reduce((n, r) => n + r.errors, 0),
      };
    });

    const health = rows.find((r) => r.kind === 'health')!.requestsPerSec;
    const file = rows.find((r) => r.kind === 'static')!.requestsPerSec;
    const round2 = (n: number) => Math.round(n * 100) / 100;
    for (const r of rows) {
      r.vsHealth = round2(r.requestsPerSec / health);
      r.vsStatic = round2(r.requestsPerSec / file);
      if (r.kind === 'catalogue' || r.kind === 'cart') {
        const goal = GOALS[r.kind];
        r.goalMet = r.vsHealth >= goal.ofHealth && r.p99 <= goal.p99Ms;
      }
    }
    const goalText = (r: Row) => {
      if (r.goalMet === undefined) return 'reference';
      const goal = GOALS[r.kind as keyof typeof GOALS];
      const wanted = `≥ ${goal.ofHealth} of health${goal.p99Ms === Infinity ? '' : `, p99 ≤ ${goal.p99Ms} ms`}`;
      return `${r.goalMet ? 'met' : 'MISSED'} (${wanted})`;
    };
    const load = loadavg().map((n) => n.toFixed(2));
    if (process.env.BENCH_JSON) {
      console.log(
        JSON.stringify(
          {
            database,
            seconds: SECONDS,
            rounds: ROUNDS,
            connections: CONNECTIONS,
            cores: cpus().length,
            loadavg: load,
            rows,
          },
          null,
          2,
        ),
      );
    } else {
      console.log(
        `\nReference API, ${database}, ${CONNECTIONS} connections, ${SECONDS} s per case in ${ROUNDS} interleaved rounds (medians); ` +
          `${cpus().length} cores, load average ${load.join(' ')}\n`,
      );
      console.log('| case | req/s | p50 ms | p99 ms | vs health | vs static file | goal | non-2xx |');
      console.log('|---|---:|---:|---:|---:|---:|---|---:|');
      for (const r of rows) {
        console.log(
          `| ${r.name} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.vsHealth} | ${r.vsStatic} | ${goalText(r)} | ${r.non2xx + r.errors} |`,
        );
      }
      const missed = rows.filter((r) => r.goalMet === false);
      console.log(
        missed.length
          ? `\nGoals missed by ${missed.length} of ${rows.filter((r) => r.goalMet !== undefined).length} cases (docs/server.md "Benchmark" says what dominates).`
          : '\nEvery goal met.',
      );
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
