// npm run bench:catalogue [-- N]: the store at a catalogue of N products (default 5,000).
// Builds the store when dist/ is missing, writes N products with varied, realistic specifications into a
// fresh PGlite data directory, starts the server on it as npm start does (scripts/start.mjs) and measures,
// for home, /products, page 3 of a category, a search and a filtered list: the first HTML's size (raw and
// gzip), time to first byte (median and p95 of sequential loads) and the page's API answer (one uncached
// answer, then p99 at 50 connections with autocannon). Then Lighthouse (mobile, Slow 4G; BENCH_RUNS runs
// per page, default 2; CPU slowdown per BENCH_CPU as in npm run bench) on home and /products, every run
// held to npm run bench's budgets (scripts/bench-budgets.mjs).
// Writes bench/catalogue.md and bench/catalogue.json; exits 1 when a budget is missed.
// `-- --explain [N]` instead writes the catalogue into a fresh database (PGlite, or PostgreSQL when
// DATABASE_URL names an empty database) and prints EXPLAIN ANALYZE of the search's SQL (the same
// statement the server runs: server/services/catalog.ts searchStatement) for a few searches.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Product } from '../src/contract/entities';
import { catalogueFields } from '../src/contract/catalogue-fields';
import { queryFromSearch } from '../src/domain/catalogue';
import { openDatabase, type Db } from '../server/db/database';
import { productMedia, products, productSpecificationRows, productSpecifications } from '../server/db/schema';
import { migrate } from '../server/db/migrate';
import { mediaRows, productRow, specificationRows } from '../server/db/rows';
import { demoCatalogue, seedCatalogue } from '../server/db/seed';
import { searchStatement } from '../server/services/catalog';
import { brokenBudgets, cpuMultiplier, DEFAULT_CPU_MULTIPLIER, firstTouchMicros } from './bench-budgets.mjs';
import { benchConfig, mainThreadWork } from './bench-trace.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { browserFirst, freePort, startBuiltServer } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ARGS = process.argv.slice(2);
const EXPLAIN = ARGS.includes('--explain');
const N = Number(ARGS.find((a) => /^\d+$/.test(a)) ?? process.env.BENCH_PRODUCTS ?? 5000);
const LOADS = Number(process.env.BENCH_LOADS ?? 20);
const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
/** Lighthouse runs per page; the budgets hold in every run (scripts/bench-budgets.mjs), as in `npm run bench`. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 2);
const BUDGET = { htmlGzipKb: 60, ttfbMedianMs: 150, apiP99Ms: 50 };

// ---- a catalogue of N products ----
const LOOKS = [
  ['Oak', 'Natural oak'],
  ['Walnut', 'Walnut'],
  ['Hickory', 'Hickory'],
  ['Maple', 'Maple'],
  ['Ash', 'Grey'],
  ['Birch', 'White'],
  ['Chestnut', 'Brown'],
  ['Acacia', 'Brown'],
  ['Pine', 'Natural'],
  ['Slate', 'Stone'],
  ['Travertine', 'Stone'],
  ['Teak', 'Natural'],
] as const;
const ADJECTIVES = [
  'Coastal',
  'Rustic',
  'Nordic',
  'Smoked',
  'Sandbar',
  'Heritage',
  'Alpine',
  'Harbor',
  'Canyon',
  'Meadow',
  'Urban',
  'Château',
  'Prairie',
  'Misty',
  'Golden',
];
const KINDS = [
  { word: 'SPC', category: 1 },
  { word: 'LVT', category: 2 },
  { word: 'Herringbone', category: 3 },
  { word: 'Stair Nosing', category: 4 },
] as const;
const THICKNESS = ['4 mm', '5 mm', '5.5 mm', '6 mm', '6.5 mm', '7 mm', '8 mm'];
const WEAR = ['6 mil', '12 mil', '20 mil', '22 mil', '28 mil'];
const SIZES = ['7" × 48"', '9" × 60"', '9" × 72"', '12" × 24"', '5" × 30"', '7" × 60"'];
const INSTALL = ['Click-lock floating', 'Glue-down', 'Loose lay'];

/** Products, their specification groups and rows and their media, in multi-row inserts. */
async function bulkInsert(db: Db, items: z.input<typeof Product>[]) {
  const parsed = items.map((p) => Product.parse(p));
  const chunk = <T>(list: T[], size = 500) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
  for (const part of chunk(parsed)) {
    await db
      .insert(products)
      .values(part.map((p) => ({ id: p.product_id, position: 100 + p.product_id, ...productRow(p) })));
  }
  const groups = parsed.flatMap((p) =>
    p.product_specifications.map((g, position) => ({ product: p.product_id, position, group: g })),
  );
  for (const part of chunk(groups)) {
    await db.insert(productSpecifications).values(
      part.map((g) => ({
        id: g.group.product_specifications_id,
        productId: g.product,
        position: g.position,
        title: g.group.title,
      })),
    );
  }
  const rows = groups.flatMap((g) =>
    specificationRows(g.group.product_specifications_id, g.group.product_specifications_detail),
  );
  for (const part of chunk(rows)) await db.insert(productSpecificationRows).values(part);
  const media = parsed.flatMap((p) => mediaRows(p.product_id, p.product_image));
  for (const part of chunk(media)) await db.insert(productMedia).values(part);
}

/** Generated products take ids from here (the demo catalogue's are below). */
const FIRST_ID = 1000;

function generated(n: number): z.input<typeof Product>[] {
  const images = demoCatalogue.products.map((p) => p.image);
  const out: z.input<typeof Product>[] = [];
  for (let i = 0; i < n; i++) {
    const [lookWord, look] = LOOKS[i % LOOKS.length]!;
    const adjective = ADJECTIVES[Math.floor(i / LOOKS.length) % ADJECTIVES.length]!;
    const kind = KINDS[i % 7 === 6 ? 3 : i % 3]!;
    const title = `${adjective} ${lookWord} ${kind.word} ${100 + i}`;
    const priceCents = 129 + ((i * 37) % 520);
    const sqft = [20, 23.77, 27.5, 31.2][i % 4]!;
    const thickness = THICKNESS[(i * 3) % THICKNESS.length]!;
    const wear = WEAR[(i * 7) % WEAR.length]!;
    out.push({
      product_id: FIRST_ID + i,
      title,
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      price: (priceCents / 100).toFixed(2),
      main_price: ((priceCents + 60) / 100).toFixed(2),
      save_button_price: '15%',
      price_per_box: ((priceCents * sqft) / 100).toFixed(2),
      sqft_in_box: sqft,
      image: images[i % images.length]!,
      description: `<p>${title} is a ${look.toLowerCase()} look ${kind.word} floor with a ${wear} wear layer, ${thickness} thick, waterproof and pet friendly.</p><ul><li>${SIZES[i % SIZES.length]} planks</li><li>${sqft} sqft per box</li></ul>`,
      product_category_id: kind.category,
      product_specifications: [
        {
          product_specifications_id: (FIRST_ID + i) * 10 + 1,
          title: 'Dimensions',
          product_specifications_detail: [
            { title: 'Thickness', sub_title: thickness },
            { title: 'Wear layer', sub_title: wear },
            { title: 'Plank size', sub_title: SIZES[i % SIZES.length]! },
            { title: 'Coverage per box', sub_title: `${sqft} sqft` },
          ],
        },
        {
          product_specifications_id: (FIRST_ID + i) * 10 + 2,
          title: 'Performance',
          product_specifications_detail: [
            { title: 'Waterproof', sub_title: i % 9 === 0 ? 'Water-resistant' : 'Yes' },
            { title: 'Installation', sub_title: INSTALL[i % INSTALL.length]! },
            { title: 'Look', sub_title: look },
          ],
        },
      ],
      product_image: [{ type: 'Image', file: images[i % images.length]!, video: null, video_url: null }],
    });
  }
  return out;
}

// ---- the server ----
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

interface PageCase {
  name: string;
  path: string;
  /** The API call the page makes (getproduct with its fields). */
  api: Record<string, string>;
}

function fieldsOf(search: string, categoryId: number | null, extra: Record<string, string | number> = {}) {
  const fields = { ...catalogueFields(queryFromSearch(search, categoryId)), ...extra };
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
}

async function main() {
  if (!existsSync(path.join(root, 'dist', 'server'))) {
    console.log('[bench:catalogue] building the store…');
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const work = mkdtempSync(path.join(tmpdir(), 'floorshop-catalogue-'));
  const started = Date.now();
  const database = await openDatabase({ dataDir: path.join(work, 'data') });
  await migrate(database);
  // The demo catalogue through the seed, then the rest in bulk (the seed writes row by row).
  await seedCatalogue(database.db, demoCatalogue, { force: true });
  await bulkInsert(database.db, generated(Math.max(0, N - demoCatalogue.products.length)));
  await database.close();
  console.log(`[bench:catalogue] ${N} products written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const { child, base } = await startBuiltServer(work, { SEED: '0' });
  try {
    const first = await fetch(`${base}/api/health`);
    // Every cookie goes back (a browser's would): the anti-forgery token is bound to the session
    // cookie, so the token alone answers 403 to every API request.
    const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
    if (!token) throw new Error('no XSRF-TOKEN cookie');
    const xsrf = { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(token) };

    const pages: PageCase[] = [
      { name: 'home', path: '/', api: fieldsOf('', null, { page_size: 8 }) },
      { name: '/products', path: '/products', api: fieldsOf('', null) },
      { name: 'category page 3', path: '/products/category/1?page=3', api: fieldsOf('page=3', 1) },
      { name: 'search "oak"', path: '/products?q=oak', api: fieldsOf('q=oak', null) },
      {
        name: 'filtered, by price',
        path: '/products?thickness=6.5+mm&sort=price_asc',
        api: fieldsOf('thickness=6.5+mm&sort=price_asc', null),
      },
    ];
    const rows = [];
    for (const page of pages) {
      const body = new URLSearchParams(page.api).toString();
      const apiHeaders = { ...xsrf, 'content-type': 'application/x-www-form-urlencoded' };
      // One uncached answer first (a query nobody asked yet), then the page loads, then the API under load.
      let t0 = performance.now();
      const coldRes = await fetch(`${base}/api/beforeauth/getproduct`, {
        method: 'POST',
        headers: apiHeaders,
        body,
      });
      await coldRes.arrayBuffer();
      if (!coldRes.ok) throw new Error(`${page.name}: the API answered ${coldRes.status}`);
      const apiColdMs = performance.now() - t0;
      const ttfb: number[] = [];
      let html = '';
      for (let i = 0; i < LOADS; i++) {
        t0 = performance.now();
        const res = await fetch(`${base}${page.path}`, { headers: { cookie: xsrf.cookie } });
        ttfb.push(performance.now() - t0);
        html = await res.text();
      }
      const cannon = await autocannon({
        url: `${base}/api/beforeauth/getproduct`,
        method: 'POST',
        connections: 50,
        duration: API_SECONDS,
        headers: apiHeaders,
        body,
      });
      const raw = Buffer.byteLength(html);
      rows.push({
        page: page.name,
        path: page.path,
        htmlKb: raw / 1024,
        htmlGzipKb: gzipSync(html).length / 1024,
        ttfbMedianMs: quantile(ttfb, 0.5),
        ttfbP95Ms: quantile(ttfb, 0.95),
        apiColdMs,
        apiP50Ms: cannon.latency.p50,
        apiP99Ms: cannon.latency.p99,
        apiRps: cannon.requests.average,
        apiErrors: cannon.errors + cannon.non2xx,
      });
      console.log(`[bench:catalogue] ${page.name}: ${JSON.stringify(rows.at(-1))}`);
    }

    // A first, discarded run reads the host's benchmarkIndex (BENCH_CPU=auto scales the slowdown to it, as
    // `npm run bench` does) and warms the pictures' resized copies.
    let benchmarkIndex = 0;
    let firstTouchUs = 0;
    let cpu = DEFAULT_CPU_MULTIPLIER;
    let lighthouse: LighthouseRun[] = [];
    let scheduling = '';
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      // The browser ahead of the server and Lighthouse, as in `npm run bench` (scripts/lib.mjs).
      const first = browserFirst();
      scheduling = first.note;
      benchmarkIndex = Math.round(
        (await runLighthouse(base, ['/'], DEFAULT_CPU_MULTIPLIER))[0]!.benchmarkIndex,
      );
      cpu = cpuMultiplier(process.env.BENCH_CPU, benchmarkIndex);
      firstTouchUs = firstTouchMicros();
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
        lighthouse.push(
          ...(await runLighthouse(base, ['/', '/products'], cpu)).map((r) => ({ ...r, run: run + 1 })),
        );
      lighthouse = lighthouse.sort((a, b) => a.path.localeCompare(b.path) || a.run - b.run);
      first.restore();
    }
    const report = {
      date: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim(),
      products: N,
      loadavg: (await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
      rows,
      lighthouse,
      benchmarkIndex,
      firstTouchUs,
      cpuMultiplier: cpu,
      scheduling,
      budget: BUDGET,
    };
    const lighthousePages = ['/', '/products'].map((p) => ({
      name: p,
      path: p,
      runs: lighthouse.filter((l) => l.path === p),
    }));
    const missed = rows
      .flatMap((r) => [
        ...(r.htmlGzipKb > BUDGET.htmlGzipKb ? [`${r.page}: HTML ${r.htmlGzipKb.toFixed(1)} KB gzip`] : []),
        ...(r.ttfbMedianMs > BUDGET.ttfbMedianMs
          ? [`${r.page}: TTFB median ${r.ttfbMedianMs.toFixed(0)} ms`]
          : []),
        // An error or a non-2xx answer under load is a miss, whatever the latency.
        ...(r.apiErrors > 0 ? [`${r.page}: ${r.apiErrors} API errors or non-2xx answers`] : []),
        ...(/search|filtered/.test(r.page) && r.apiP99Ms > BUDGET.apiP99Ms
          ? [`${r.page}: API p99 ${r.apiP99Ms} ms`]
          : []),
      ])
      .concat(brokenBudgets(lighthousePages) as string[]);
    mkdirSync(path.join(root, 'bench'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench', 'catalogue.json'),
      `${JSON.stringify({ ...report, missed }, null, 2)}\n`,
    );
    writeFileSync(path.join(root, 'bench', 'catalogue.md'), markdown(report, missed));
    console.log(markdown(report, missed));
    process.exitCode = missed.length > 0 ? 1 : 0;
  } finally {
    child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

interface LighthouseRun {
  path: string;
  run: number;
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The page's own main-thread CPU time as blocking time (scripts/bench-trace.mjs). */
  tbtCpuMs: number | null;
  cls: number;
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP: "Please run Lighthouse again"): such a
 * run measured nothing, so it is run again (up to twice), as `npm run bench` does.
 */
async function runLighthouse(base: string, paths: string[], cpuSlowdownMultiplier: number) {
  const out: LighthouseRun[] = [];
  for (const pagePath of paths) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        out.push(await lighthouseRun(base, pagePath, cpuSlowdownMultiplier));
        break;
      } catch (error) {
        if (attempt >= 3 || !/run Lighthouse again/i.test(String((error as Error).message))) throw error;
        console.log(`[bench:catalogue] ${pagePath}: ${(error as Error).message} — running it again`);
      }
    }
  }
  return out;
}

/** One Lighthouse run of a page in a fresh Chromium profile (cold cache). */
async function lighthouseRun(
  base: string,
  pagePath: string,
  cpuSlowdownMultiplier: number,
): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const constants = await import('lighthouse/core/config/constants.js');
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(path.join(tmpdir(), 'floorshop-lh-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(
      `${base}${pagePath}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
      },
      benchConfig(),
    );
    const lhr = result!.lhr;
    if (lhr.runtimeError) throw new Error(`${pagePath}: ${lhr.runtimeError.message}`);
    const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
      ?.items?.[0];
    const work =
      observed?.observedFirstContentfulPaintTs && result!.artifacts.Trace
        ? mainThreadWork(
            result!.artifacts.Trace,
            observed.observedFirstContentfulPaintTs,
            observed.observedTraceEndTs!,
            cpuSlowdownMultiplier,
          )
        : null;
    // Scores as fractions and times rounded, as bench-budgets.mjs checks them.
    return {
      path: pagePath,
      run: 0,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      performance: lhr.categories.performance!.score ?? 0,
      accessibility: lhr.categories.accessibility!.score ?? 0,
      bestPractices: lhr.categories['best-practices']!.score ?? 0,
      seo: lhr.categories.seo!.score ?? 0,
      fcpMs: Math.round(lhr.audits['first-contentful-paint']!.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']!.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']!.numericValue ?? 0),
      tbtCpuMs: work?.tbtCpuMs ?? null,
      cls: Math.round((lhr.audits['cumulative-layout-shift']!.numericValue ?? 0) * 10000) / 10000,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function markdown(
  report: {
    date: string;
    commit: string;
    products: number;
    loadavg: string;
    rows: Record<string, number | string>[];
    lighthouse: LighthouseRun[];
    benchmarkIndex: number;
    firstTouchUs: number;
    scheduling: string;
    cpuMultiplier: number;
  },
  missed: string[],
) {
  const n = (v: unknown, d = 1) => (typeof v === 'number' ? v.toFixed(d) : String(v));
  const lines = [
    `Catalogue of ${report.products} products, commit \`${report.commit}\`, ${report.date}, load average ${report.loadavg}. TTFB over ${LOADS} sequential loads; API p99 at 50 connections for ${API_SECONDS} s (answers cached after the first), "first" = the first, uncached answer.`,
    '',
    '| page | HTML KB | HTML KB gzip | TTFB median ms | TTFB p95 ms | API first ms | API p50 ms | API p99 ms | API req/s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...report.rows.map(
      (r) =>
        `| ${r.page} \`${r.path}\` | ${n(r.htmlKb)} | ${n(r.htmlGzipKb)} | ${n(r.ttfbMedianMs, 0)} | ${n(r.ttfbP95Ms, 0)} | ${n(r.apiColdMs, 0)} | ${n(r.apiP50Ms, 0)} | ${n(r.apiP99Ms, 0)} | ${n(r.apiRps, 0)} |`,
    ),
    '',
  ];
  if (report.lighthouse.length > 0) {
    lines.push(
      `Lighthouse mobile (Slow 4G, CPU slowdown ${report.cpuMultiplier}× on a host of benchmarkIndex ${report.benchmarkIndex} whose first touch of memory costs ${report.firstTouchUs} µs per 4 KB page; ${report.scheduling}), every run; the budgets of \`npm run bench\` (scripts/bench-budgets.mjs) hold in each.`,
      '',
      '| Lighthouse (mobile) | run | perf | a11y | best pr. | SEO | FCP s | LCP s | TBT ms | TBT from the page CPU ms | CLS |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...report.lighthouse.map(
        (l) =>
          `| \`${l.path}\` | ${l.run} | ${Math.round(l.performance * 100)} | ${Math.round(l.accessibility * 100)} | ${Math.round(l.bestPractices * 100)} | ${Math.round(l.seo * 100)} | ${n(l.fcpMs / 1000, 2)} | ${n(l.lcpMs / 1000, 2)} | ${n(l.tbtMs, 0)} | ${l.tbtCpuMs ?? '–'} | ${n(l.cls, 3)} |`,
      ),
      '',
    );
  }
  lines.push(missed.length === 0 ? 'Every budget met.' : `Missed: ${missed.join('; ')}.`, '');
  return lines.join('\n');
}

/** The search's plans at N products (docs/catalogue.md "Search in the database"). */
async function explain() {
  const databaseUrl = process.env.DATABASE_URL;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { memory: true });
  try {
    await migrate(database);
    await seedCatalogue(database.db, demoCatalogue, { force: true });
    await bulkInsert(database.db, generated(Math.max(0, N - demoCatalogue.products.length)));
    await database.db.execute(sql`ANALYZE products`);
    const version = (await database.db.execute(sql`SELECT version() AS v`)) as unknown as {
      rows: { v: string }[];
    };
    console.log(`-- ${database.kind}: ${version.rows[0]!.v}; ${N} products`);
    for (const q of ['oak', 'oka', 'hering', 'h', 'oak plank']) {
      const plan = (await database.db.execute(
        sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${searchStatement(q)!}`,
      )) as unknown as { rows: Record<string, string>[] };
      console.log(`\n-- search "${q}"`);
      for (const row of plan.rows) console.log(Object.values(row)[0]);
    }
  } finally {
    await database.close();
  }
}

await (EXPLAIN ? explain() : main());
