// npm run bench:load — N shoppers against the built server (build/server/main.mjs, as `npm start` runs it) for a
// fixed time, from the first second after it says "listening": catalogue reads mixed with signed-in cart
// reads and writes, each shopper on its own keep-alive connection, no think time. Reports requests/s,
// p50/p99 (overall, by kind, and in the first second), errors, the server's memory and CPU. Then it keeps
// the shoppers writing, kills the server with kill -9 mid-writes, restarts it on the same data and counts
// acknowledged writes that were lost.
//
// Shoppers (users + auth keys) are created in the database before the server starts, so that the run
// measures the shop, not argon2 sign-ups (nor trips the sign-up throttle).
//
// Options (env): LOAD_SHOPPERS (200), LOAD_SECONDS (30), LOAD_JSON=1 (machine-readable),
// DATABASE_URL (a THROWAWAY PostgreSQL database: shoppers are added to it; default: PGlite in a temporary
// DATA_DIR), LOAD_LOG_LEVEL (info: one log line per request, as in production).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { products as productFixtures } from '../fixtures';
import { buildServer, SERVER_BUNDLE, serverBundleIsStale } from './build-server.mjs';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { authKeys, users } from '../server/db/schema';
import { seedCatalogue } from '../server/db/seed';
import { hashKey } from '../server/services/accounts';
import { createPasswordHasher } from '../server/services/passwords';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const JSON_OUT = process.env.LOAD_JSON === '1';
const DATABASE_URL = process.env.DATABASE_URL || '';
/** After the measured run: how long the shoppers keep writing before kill -9. */
const KILL_AFTER_MS = 2000;
/** LOAD_PROFILE=<dir>: the measured run's server writes a V8 CPU profile there (then the kill -9 phase runs on a restart). */
const PROFILE_DIR = process.env.LOAD_PROFILE || '';
/**
 * Worker counts to measure one after the other in the same run (WEB_CONCURRENCY of each start); the last one
 * goes on to the kill -9 phase. Default: 1 then 2 with PostgreSQL (the throughput ratio), 1 with PGlite.
 */
const WORKERS = (process.env.LOAD_WORKERS || (DATABASE_URL ? '1,2' : '1'))
  .split(',')
  .map((w) => Number(w.trim()))
  .filter((w) => Number.isInteger(w) && w > 0);
/** A first request (a newcomer's page load) slower than this counts as a starved newcomer. */
const NEWCOMER_MS = 2000;

const log = (line: string) => {
  if (!JSON_OUT) console.error(line);
};

// ---- the catalogue the shoppers browse (the seed's own fixtures) ----
const catalogue = productFixtures.map((p) => ({
  id: Number(p.product_id),
  slug: String(p.slug),
  category: Number(p.product_category_id),
  orderable: p.price_per_box !== null && Number(p.price_per_box) > 0,
}));
const orderable = catalogue.filter((p) => p.orderable);
const categories = [...new Set(catalogue.map((p) => p.category))];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

// ---- the server process ----
interface Server {
  child: ChildProcess;
  port: number;
  readyMs: number;
}

async function startServer(env: NodeJS.ProcessEnv, logFile: string, flags: string[] = []): Promise<Server> {
  const started = performance.now();
  const out = await open(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', ...flags, SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out.fd, out.fd],
  });
  await out.close();
  const before = (await readFile(logFile, 'utf8')).length;
  for (;;) {
    const text = (await readFile(logFile, 'utf8')).slice(before);
    const port = /"msg":"listening".*?"port":(\d+)/.exec(text)?.[1];
    if (port) return { child, port: Number(port), readyMs: Math.round(performance.now() - started) };
    if (child.exitCode !== null) throw new Error(`server exited:\n${text}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Resident memory (MB) and CPU time (s) of a process, from /proc (Linux). */
function processStats(pid: number): { rssMb: number; cpuSeconds: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    return { rssMb: Math.round(rssKb / 1024), cpuSeconds: ticks / 100 };
  } catch {
    return null;
  }
}

/** The same over a process and its descendants (a cluster's primary and workers). */
function processTreeStats(pid: number): { rssMb: number; cpuSeconds: number } | null {
  const own = processStats(pid);
  if (!own) return null;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    /* no children file: this process only */
  }
  for (const child of children) {
    const s = processTreeStats(child);
    if (s) {
      own.rssMb += s.rssMb;
      own.cpuSeconds += s.cpuSeconds;
    }
  }
  return own;
}

// ---- HTTP ----
interface Answer {
  status: number;
  body: { status?: number; message?: string; data?: unknown } | null;
  setCookie: string[];
}

/** The anti-forgery token and the session cookie it is bound to, as a browser sends them back. */
function xsrfFrom(setCookie: string[]): Record<string, string> {
  const cookies = setCookie.map((c) => c.split(';')[0]!);
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  return token ? { Cookie: cookies.join('; '), 'X-XSRF-TOKEN': decodeURIComponent(token) } : {};
}

function call(
  agent: Agent,
  port: number,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: `/api${path}`,
        headers: { Accept: 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          let parsed: Answer['body'] = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'];
          } catch {
            /* counted as an error below */
          }
          resolve({
            status: res.statusCode ?? 0,
            body: parsed,
            setCookie: [res.headers['set-cookie'] ?? []].flat(),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

// ---- shoppers ----
interface Shopper {
  index: number;
  /** The shopper's own keep-alive connection (a browser tab's), never idle between its requests. */
  agent: Agent;
  authKey: string;
  xsrf: Record<string, string> | null;
  /** Acknowledged units added, by product id. */
  acked: Map<number, number>;
}

type Kind = 'catalogue' | 'cart read' | 'cart write';

interface Sample {
  kind: Kind;
  /** ms since the load started */
  at: number;
  ms: number;
  ok: boolean;
  error?: string;
  /** The connection's first request (a newcomer's page load). */
  first?: boolean;
}

const newAgent = () => new Agent({ keepAlive: true, maxSockets: 1 });

async function provision(dataDir: string): Promise<Shopper[]> {
  const database = await openDatabase({ databaseUrl: DATABASE_URL || undefined, dataDir, poolSize: 2 });
  try {
    await migrate(database);
    await seedCatalogue(database.db);
    const passwordHash = await createPasswordHasher().hash('load shopper password');
    const run = randomBytes(4).toString('hex');
    const shoppers: Shopper[] = [];
    const expiresAt = new Date(Date.now() + 24 * 3600_000);
    for (let i = 0; i < SHOPPERS; i += 1) {
      const [user] = await database.db
        .insert(users)
        .values({
          email: `load-${run}-${i}@example.com`,
          firstName: 'Load',
          lastName: `Shopper ${i}`,
          passwordHash,
        })
        .returning({ id: users.id });
      const authKey = randomBytes(32).toString('base64url');
      await database.db.insert(authKeys).values({ userId: user!.id, keyHash: hashKey(authKey), expiresAt });
      shoppers.push({ index: i, agent: newAgent(), authKey, xsrf: null, acked: new Map() });
    }
    return shoppers;
  } finally {
    await database.close();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

function summarise(samples: Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    perSecond: Math.round(samples.length / seconds),
    p50: percentile(ms, 50),
    p90: percentile(ms, 90),
    p99: percentile(ms, 99),
    max: percentile(ms, 100),
    errors: samples.filter((s) => !s.ok).length,
  };
}

/** One shopper's next request, chosen by weight: 45 % catalogue, 30 % cart read, 25 % cart write. */
async function step(shopper: Shopper, port: number, writesOnly: boolean): Promise<Sample & { t0: number }> {
  const t0 = performance.now();
  const agent = shopper.agent;
  const auth = { ...shopper.xsrf, auth_key: shopper.authKey };
  const roll = writesOnly ? 1 : Math.random();
  let kind: Kind;
  let answer: Promise<Answer>;
  let wrote: number | null = null;
  if (roll < 0.45) {
    kind = 'catalogue';
    const which = Math.random();
    const xsrfForm = { ...shopper.xsrf, 'Content-Type': 'application/x-www-form-urlencoded' };
    if (which < 0.3)
      answer = call(
        agent,
        port,
        'POST',
        '/beforeauth/getproductdetails',
        xsrfForm,
        form({ slug: pick(catalogue).slug }),
      );
    else if (which < 0.55)
      answer = call(
        agent,
        port,
        'POST',
        '/beforeauth/getproduct',
        xsrfForm,
        form({ product_category_id: pick(categories) }),
      );
    else if (which < 0.7) answer = call(agent, port, 'POST', '/beforeauth/getproduct', shopper.xsrf ?? {});
    else if (which < 0.85) answer = call(agent, port, 'GET', '/beforeauth/gethomescreen', shopper.xsrf ?? {});
    else answer = call(agent, port, 'POST', '/beforeauth/getproductcategory', shopper.xsrf ?? {});
  } else if (roll < 0.75) {
    kind = 'cart read';
    answer = call(agent, port, 'POST', '/userauth/getusercarts', auth);
  } else {
    kind = 'cart write';
    const product = pick(orderable).id;
    wrote = product;
    answer = call(
      agent,
      port,
      'POST',
      '/userauth/addeditusercarts',
      { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
      form({ 'Usercarts[product_id]': product, 'Usercarts[quantity]': 1 }),
    );
  }
  try {
    const res = await answer;
    const ok = res.status === 200 && res.body?.status === 1;
    if (ok && wrote !== null) shopper.acked.set(wrote, (shopper.acked.get(wrote) ?? 0) + 1);
    return {
      t0,
      kind,
      at: 0,
      ms: performance.now() - t0,
      ok,
      error: ok ? undefined : `HTTP ${res.status}: ${res.body?.message ?? 'not an envelope'}`,
    };
  } catch (error) {
    return { t0, kind, at: 0, ms: performance.now() - t0, ok: false, error: (error as Error).message };
  }
}

type MeasuredRun = Awaited<ReturnType<typeof measure>>;

/** The measured run against a started server: every shopper from the first second, for SECONDS. */
/**
 * How the requests logged since `from` (bytes into the log) spread over a cluster's workers: each worker's
 * count, by its id (the log's `worker` field); empty for a single process.
 */
async function requestsPerWorker(logFile: string, from: number): Promise<number[]> {
  const counts = new Map<number, number>();
  for (const line of (await readFile(logFile)).subarray(from).toString('utf8').split('\n')) {
    if (!line.includes('"msg":"request"')) continue;
    const worker = (JSON.parse(line) as { worker?: number }).worker;
    if (worker !== undefined) counts.set(worker, (counts.get(worker) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
}

async function measure(server: Server, shoppers: Shopper[], workers: number, logFile: string) {
  const pid = server.child.pid!;
  const logFrom = (await readFile(logFile)).length;
  // ---- the measured run: from the first second ----
  const samples: Sample[] = [];
  const errorsSeen = new Map<string, number>();
  const loadStart = performance.now();
  const deadline = loadStart + SECONDS * 1000;
  const cpuBefore = processTreeStats(pid);
  const harnessCpuBefore = process.cpuUsage();
  let peakRss = cpuBefore?.rssMb ?? 0;
  const sampler = setInterval(() => {
    const s = processTreeStats(pid);
    if (s) peakRss = Math.max(peakRss, s.rssMb);
  }, 250);

  const port = server.port;
  await Promise.all(
    shoppers.map(async (shopper) => {
      // Like a browser's first page load: a GET hands out the anti-forgery cookie.
      const t0 = performance.now();
      try {
        const first = await call(shopper.agent, port, 'GET', '/beforeauth/setting', {});
        shopper.xsrf = xsrfFrom(first.setCookie);
        const ok = first.status === 200 && first.body?.status === 1;
        samples.push({
          kind: 'catalogue',
          at: t0 - loadStart,
          ms: performance.now() - t0,
          ok,
          error: ok ? undefined : `HTTP ${first.status}`,
          first: true,
        });
      } catch (error) {
        shopper.xsrf = {};
        samples.push({
          kind: 'catalogue',
          at: t0 - loadStart,
          ms: performance.now() - t0,
          ok: false,
          error: (error as Error).message,
          first: true,
        });
      }
      while (performance.now() < deadline) {
        const s = await step(shopper, port, false);
        samples.push({ ...s, at: s.t0 - loadStart });
      }
    }),
  );
  const elapsed = (performance.now() - loadStart) / 1000;
  clearInterval(sampler);
  const cpuAfter = processTreeStats(pid);
  const harnessCpu = process.cpuUsage(harnessCpuBefore);
  for (const s of samples)
    if (!s.ok) errorsSeen.set(s.error ?? '?', (errorsSeen.get(s.error ?? '?') ?? 0) + 1);

  const overall = summarise(samples, elapsed);
  const kinds = (['catalogue', 'cart read', 'cart write'] as Kind[]).map((kind) => ({
    kind,
    ...summarise(
      samples.filter((s) => s.kind === kind),
      elapsed,
    ),
  }));
  const firstSecond = summarise(
    samples.filter((s) => s.at < 1000),
    1,
  );
  const serverCpu = cpuBefore && cpuAfter ? (cpuAfter.cpuSeconds - cpuBefore.cpuSeconds) / elapsed : null;
  const harnessCpuShare = (harnessCpu.user + harnessCpu.system) / 1e6 / elapsed;

  const firsts = samples.filter((s) => s.first);
  const newcomers = {
    count: firsts.length,
    max: percentile(
      firsts.map((s) => s.ms).sort((a, b) => a - b),
      100,
    ),
    over2s: firsts.filter((s) => s.ms > NEWCOMER_MS).length,
  };
  return {
    workers,
    perWorker: await requestsPerWorker(logFile, logFrom),
    elapsed,
    overall,
    kinds,
    firstSecond,
    newcomers,
    peakRss,
    cpuAfter,
    serverCpu,
    harnessCpuShare,
    errorsSeen,
  };
}

async function main() {
  if (serverBundleIsStale()) {
    const { ms } = await buildServer();
    log(`[bench:load] server built in ${ms} ms`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'floorshop-load-'));
  const logFile = join(dataDir, 'server.log');
  const env = {
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-dist'),
    SEED_DEMO_SHOPPERS: '0',
    LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'info',
    DATABASE_URL,
    STRIPE_SECRET_KEY: '',
  };
  let server: Server | null = null;
  try {
    log(`[bench:load] creating ${SHOPPERS} shoppers (${DATABASE_URL ? 'PostgreSQL' : 'PGlite'})…`);
    const shoppers = await provision(dataDir);
    const runs: MeasuredRun[] = [];
    for (const [index, workers] of WORKERS.entries()) {
      if (server) {
        server.child.kill('SIGTERM');
        await new Promise((r) => server!.child.once('exit', r));
        for (const shopper of shoppers) {
          shopper.agent.destroy();
          shopper.agent = newAgent();
        }
      }
      const profile = PROFILE_DIR && index === WORKERS.length - 1;
      server = await startServer(
        { ...env, WEB_CONCURRENCY: String(workers) },
        logFile,
        profile ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
      );
      log(
        `[bench:load] server ready in ${server.readyMs} ms (pid ${server.child.pid}, ${workers} worker${workers === 1 ? '' : 's'}); ${SHOPPERS} shoppers for ${SECONDS} s…`,
      );
      runs.push(await measure(server, shoppers, workers, logFile));
    }
    const run = runs.at(-1)!;
    const {
      overall,
      kinds,
      firstSecond,
      newcomers,
      elapsed,
      peakRss,
      cpuAfter,
      serverCpu,
      harnessCpuShare,
      errorsSeen,
    } = run;
    server = server!;
    const env1 = { ...env, WEB_CONCURRENCY: String(run.workers) };

    // ---- kill -9 in the middle of writes ----
    if (PROFILE_DIR) {
      // A profile is written on a clean exit only.
      server.child.kill('SIGTERM');
      await new Promise((r) => server!.child.once('exit', r));
      server = await startServer(env1, logFile);
      log(`[bench:load] CPU profile in ${PROFILE_DIR}`);
    }
    const writePort = server.port;
    log('[bench:load] writing, then kill -9…');
    let inFlight = 0;
    let stop = false;
    const writers = shoppers.map(async (shopper) => {
      while (!stop) {
        inFlight += 1;
        const s = await step(shopper, writePort, true);
        inFlight -= 1;
        if (!s.ok) break; // the server is gone
      }
    });
    await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
    const inFlightAtKill = inFlight;
    server.child.kill('SIGKILL');
    stop = true;
    await new Promise((r) => server!.child.once('exit', r));
    await Promise.all(writers);
    for (const shopper of shoppers) shopper.agent.destroy();
    server = await startServer(env1, logFile);
    const restartMs = server.readyMs;

    // ---- every acknowledged write must be there ----
    const check = new Agent({ keepAlive: true, maxSockets: 8 });
    const first = await call(check, server.port, 'GET', '/beforeauth/setting', {});
    const xsrf = xsrfFrom(first.setCookie);
    let acknowledged = 0;
    let lost = 0;
    for (const shopper of shoppers) {
      const res = await call(check, server.port, 'POST', '/userauth/getusercarts', {
        ...xsrf,
        auth_key: shopper.authKey,
      });
      const lines = (res.body?.data ?? []) as { quantity: number; product: { product_id: number } }[];
      const stored = new Map(lines.map((l) => [Number(l.product.product_id), Number(l.quantity)]));
      for (const [product, count] of shopper.acked) {
        acknowledged += count;
        lost += Math.max(0, count - (stored.get(product) ?? 0));
      }
    }
    check.destroy();

    const commit = (() => {
      try {
        return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
      } catch {
        return 'unknown';
      }
    })();
    const result = {
      date: new Date().toISOString().slice(0, 10),
      commit,
      database: DATABASE_URL ? 'postgres' : 'pglite',
      shoppers: SHOPPERS,
      seconds: Math.round(elapsed * 10) / 10,
      overall,
      kinds,
      firstSecond,
      /** Every shopper's first request (a page load on a new connection). */
      newcomers,
      workers: run.workers,
      /** With several worker counts measured: requests/s of each, and the last over the first. */
      byWorkers: runs.map((r) => ({
        workers: r.workers,
        perSecond: r.overall.perSecond,
        firstSecondP99: r.firstSecond.p99,
        /** Requests each worker answered (its share of the crowd), from the server's log. */
        perWorker: r.perWorker,
      })),
      throughputRatio:
        runs.length > 1 ? Math.round((run.overall.perSecond / runs[0]!.overall.perSecond) * 100) / 100 : null,
      errors: Object.fromEntries(errorsSeen),
      server: {
        readyMs: restartMs,
        peakRssMb: peakRss,
        endRssMb: cpuAfter?.rssMb ?? null,
        cpuCores: serverCpu === null ? null : Math.round(serverCpu * 100) / 100,
      },
      harnessCpuCores: Math.round(harnessCpuShare * 100) / 100,
      /** The machine's 1-minute load average at the end of the run (other work competes for the cores). */
      loadAverage: Math.round(loadavg()[0]! * 10) / 10,
      cores: availableParallelism(),
      killNine: { acknowledgedWrites: acknowledged, lost, inFlightAtKill, restartMs },
    };

    if (JSON_OUT) {
      console.log(JSON.stringify(result, null, 2));
    } else {
      const row = (name: string, s: ReturnType<typeof summarise>) =>
        `| ${name} | ${s.requests} | ${s.perSecond} | ${s.p50} | ${s.p90} | ${s.p99} | ${s.max} | ${s.errors} |`;
      console.log(
        `\nbench:load — ${SHOPPERS} shoppers, ${result.seconds} s from the first second, ${result.database}, commit ${commit}, ${result.date}\n`,
      );
      console.log('| requests | n | req/s | p50 ms | p90 ms | p99 ms | max ms | errors |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
      console.log(row('all', overall));
      for (const k of kinds) console.log(row(k.kind, k));
      console.log(row('first second', firstSecond));
      console.log(
        `\nnewcomers: ${newcomers.count} first requests, slowest ${newcomers.max} ms, ${newcomers.over2s} over ${NEWCOMER_MS} ms`,
      );
      if (runs.length > 1 || run.perWorker.length > 1)
        console.log(
          `workers: ${runs.map((r) => `${r.workers} → ${r.overall.perSecond} req/s (first-second p99 ${r.firstSecond.p99} ms, errors ${r.overall.errors}${r.perWorker.length > 1 ? `, requests per worker ${r.perWorker.join(' / ')}` : ''})`).join('; ')}; ratio ${result.throughputRatio}`,
        );
      console.log(
        `\nserver: peak RSS ${peakRss} MB (end ${result.server.endRssMb} MB), CPU ${result.server.cpuCores} cores; load generator CPU ${result.harnessCpuCores} cores; machine: ${result.cores} cores, load average ${result.loadAverage}`,
      );
      console.log(
        `kill -9 during writes (${inFlightAtKill} in flight): ${acknowledged} acknowledged writes, ${lost} lost; restarted in ${restartMs} ms`,
      );
      if (errorsSeen.size > 0) console.log('errors:', Object.fromEntries(errorsSeen));
    }
    if (runs.some((r) => r.overall.errors > 0) || lost > 0) process.exitCode = 1;
  } finally {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await new Promise((r) => server!.child.once('exit', r));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
