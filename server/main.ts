// Entry: `tsx server/main.ts` (npm start builds the storefront first). Serves the API under /api and the
// built storefront (dist/) on one origin, http://HOST:PORT (default localhost:3000), or https:// with
// TLS_CERT_FILE and TLS_KEY_FILE.
import cluster from 'node:cluster';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createShop } from './create-app';
import { configuredHosts } from './http/host';
import { trustedProxies } from './http/proxy';
import { serveApp } from './http/serve';
import { ensureOwner } from './admin/owners';
import { isProduction, readEnv, workerCount, type ServerEnv } from './config';
import { loadServerSecret } from './secret';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seedCatalogue, seedDemoShoppers } from './db/seed';
import { createLogger, errorFields, silentLogger, type Logger } from './log';
import { choosePaymentProvider, DbTestIntentStore } from './payments';
import type { Db } from './db/database';
import { OsrmClient } from './routing/osrm';
import { createPasswordHasher, type PasswordHasher } from './services/passwords';
import { Accounts, DEFAULT_ACCOUNT_OPTIONS } from './services/accounts';
import { Throttle } from './services/throttle';
import { PaymentSettler } from './services/settle';
import { PlaceCheck } from './services/place-check';
import { photonGeocoder } from './geo/photon';
import { fileTransport, smtpTransport } from './mail/transport';

const SHUTDOWN_GRACE_MS = 10_000;
/** How long a session looked up is answered from memory, with the embedded database (see runServer). */
const SESSION_CACHE_MS = 60_000;

/** What a worker tells the primary once it listens (the primary logs one `listening` line for all). */
interface ListeningMessage {
  floorshop: 'listening';
  fields: Record<string, unknown>;
}

async function main() {
  const env = readEnv();
  const workers = workerCount(env, availableParallelism());
  if (workers > 1 && cluster.isPrimary) return runPrimary(env, workers);
  return runServer(env);
}

/**
 * What runs once per start, before any request: migrations, the seed, the back office's owner. In a
 * cluster the primary does it before forking, so workers never race over it.
 */
async function prepareDatabase(db: Database, env: ServerEnv, logger: Logger, passwords: PasswordHasher) {
  const production = isProduction(env);
  const applied = await migrate(db);
  logger.info('database ready', {
    kind: db.kind,
    location: db.location,
    migrations_applied: applied,
  });
  if (env.SEED) {
    const seeded = await seedCatalogue(db.db);
    const demoShoppers =
      env.SEED_DEMO_SHOPPERS === undefined
        ? !production
        : env.SEED_DEMO_SHOPPERS === '1' || env.SEED_DEMO_SHOPPERS === 'true';
    const shoppers = demoShoppers ? await seedDemoShoppers(db.db, passwords) : 0;
    logger.info('seed', { catalogue: seeded ? 'applied' : 'unchanged', demo_shoppers_created: shoppers });
  }
  // The back office's first owner (docs/admin.md): created, or its password and role set, at each start.
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const accounts = new Accounts(
      db.db,
      passwords,
      new Throttle(db.db),
      silentLogger,
      DEFAULT_ACCOUNT_OPTIONS,
    );
    const outcome = await ensureOwner(db.db, accounts, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, 'ADMIN_EMAIL');
    logger.info('back-office owner', { outcome });
  } else if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) {
    logger.warn('back-office owner not set: give both ADMIN_EMAIL and ADMIN_PASSWORD');
  }
}

/**
 * Several workers on one port (node:cluster, WEB_CONCURRENCY; PostgreSQL only). The primary prepares the
 * database once and forks the workers, which accept their connections from the shared socket themselves
 * (SCHED_NONE). Node's default, the primary accepting and passing each connection round-robin, waits for
 * the worker's answer to each handoff before the next: a busy worker's loop drains them one per turn, and
 * newcomers waited up to seconds behind a crowd (docs/server.md "A crowd from the first second").
 * NODE_CLUSTER_SCHED_POLICY, when set, still chooses. A worker that dies is replaced; SIGTERM/SIGINT stop
 * every worker gracefully, then the primary.
 */
async function runPrimary(env: ServerEnv, count: number) {
  const logger = createLogger(env.LOG_LEVEL);
  const production = isProduction(env);
  // The start refusals (production without a Stripe key or SERVER_SECRET) come once, from the primary.
  choosePaymentProvider({
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    production,
    logger: silentLogger,
    testStore: new DbTestIntentStore(() => {
      throw new Error('the primary serves no payments');
    }),
    stripe: { apiUrl: env.STRIPE_API_URL, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
  });
  // Outside production the secret is generated into DATA_DIR once, here, and read by every worker.
  await loadServerSecret({ configured: env.SERVER_SECRET, dataDir: env.DATA_DIR, production });
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await prepareDatabase(db, env, logger, createPasswordHasher());
  } finally {
    await db.close();
  }

  // Each worker runs the process's own script again (`npm start`: scripts/start.mjs, which finds the build
  // up to date and imports the server), with node's flags (a TypeScript loader) passed on.
  let stopping = false;
  const listening = new Set<number>();
  let announced = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: ListeningMessage) => {
      if (message?.floorshop !== 'listening') return;
      listening.add(worker.id);
      if (!announced && listening.size >= count) {
        announced = true;
        logger.info('listening', { ...message.fields, workers: count });
      }
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('stopped');
        process.exit(0);
      }
      return;
    }
    logger.error('worker exited; starting another', { worker: worker.id, code, signal });
    // A worker that cannot start at all would be restarted in a loop: give it a second.
    setTimeout(fork, 1000).unref();
  });
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < count; i += 1) fork();

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal, workers: Object.keys(cluster.workers ?? {}).length });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

/** Every line of a cluster worker names it. */
function withFields(logger: Logger, extra: Record<string, unknown>): Logger {
  return {
    debug: (m, f) => logger.debug(m, { ...f, ...extra }),
    info: (m, f) => logger.info(m, { ...f, ...extra }),
    warn: (m, f) => logger.warn(m, { ...f, ...extra }),
    error: (m, f) => logger.error(m, { ...f, ...extra }),
  };
}

/** One server process: the only one (PGlite, or WEB_CONCURRENCY=1), or a cluster worker. */
async function runServer(env: ServerEnv) {
  const production = isProduction(env);
  const worker = cluster.isWorker ? cluster.worker : undefined;
  const logger = worker
    ? withFields(createLogger(env.LOG_LEVEL), { worker: worker.id })
    : createLogger(env.LOG_LEVEL);

  // Decided before the database opens: production without a Stripe key refuses to start.
  const opened: { db?: Db } = {};
  const payments = choosePaymentProvider({
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    production,
    logger,
    // Test-payment mode keeps its intents in the database (opened below, before any request).
    testStore: new DbTestIntentStore(() => {
      if (!opened.db) throw new Error('database not open yet');
      return opened.db;
    }),
    stripe: { apiUrl: env.STRIPE_API_URL, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
  });

  // Production without SERVER_SECRET refuses to start too (after the payment check, before the database).
  const { secret, source: secretSource } = await loadServerSecret({
    configured: env.SERVER_SECRET,
    dataDir: env.DATA_DIR,
    production,
  });
  const tls =
    env.TLS_CERT_FILE && env.TLS_KEY_FILE
      ? { cert: await readFile(env.TLS_CERT_FILE), key: await readFile(env.TLS_KEY_FILE) }
      : null;

  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.PG_POOL_SIZE,
  });
  opened.db = db.db;
  let closing: Promise<void> | null = null;
  const closeDatabase = () => (closing ??= db.close());
  try {
    const passwords = createPasswordHasher();
    // A cluster's primary prepared the database before forking this worker.
    if (!worker) await prepareDatabase(db, env, logger, passwords);

    const mailTransport = env.SMTP_URL
      ? smtpTransport(env.SMTP_URL)
      : fileTransport(join(env.DATA_DIR, 'outbox'), logger);
    const mailDomain = /@([^>\s]+)>?$/.exec(env.MAIL_FROM)?.[1] ?? 'localhost';
    const { app, accounts, throttle, orders, outbox, listening, warm } = createShop({
      mailTransport,
      outboxOptions: { from: env.MAIL_FROM, domain: mailDomain },
      appUrl: env.APP_URL ?? `http://${env.HOST}:${env.PORT}`,
      db: db.db,
      listen: db.listen,
      payments,
      logger,
      passwords,
      // Sessions answered from memory only where this process is the database's only client: the embedded
      // database's directory lock admits one (server/services/session-cache.ts).
      accountOptions: { sessionCacheMs: db.kind === 'pglite' ? SESSION_CACHE_MS : 0 },
      trustProxy: trustedProxies(env.TRUST_PROXY),
      allowedHosts: configuredHosts({
        appUrl: env.VITE_APP_URL,
        allowedHosts: env.ALLOWED_HOSTS,
        listenHost: env.HOST,
      }),
      secret,
      allowedOrigins: env.ALLOWED_ORIGINS,
      cookieSecure:
        env.COOKIE_SECURE === undefined ? 'auto' : env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
      bodyLimit: env.BODY_LIMIT,
      loginProofBits: env.LOGIN_PROOF_BITS,
      staticDir: env.STATIC_DIR,
      mediaDirs: [`${env.STATIC_DIR}/media`, env.MEDIA_DIR],
      mediaCacheDir: env.MEDIA_CACHE_DIR ?? `${env.DATA_DIR}/media-cache`,
      // Uploads: in PostgreSQL when there is one (shared by every instance), else beside the PGlite data.
      mediaUploadsDir: env.DATABASE_URL ? null : join(env.DATA_DIR, 'uploads'),
      fullCss: env.SSR_FULL_CSS,
      publicUrl: env.VITE_APP_URL,
      routingUrl: env.VITE_ROUTING_URL,
      cspServices: {
        placesUrl: env.VITE_PHOTON_URL,
        tokenExchangeUrl: env.VITE_TOKEN_EXCHANGE_URL,
        paymentsSdkUrl: env.VITE_PAYMENTS_SDK_URL,
      },
      warehouse: { lat: env.WAREHOUSE_LAT, lng: env.WAREHOUSE_LNG },
      placeCheck: env.PLACE_CHECK
        ? new PlaceCheck(
            photonGeocoder({
              baseUrl: env.PHOTON_URL ?? env.VITE_PHOTON_URL,
              timeoutMs: env.ROUTING_TIMEOUT_MS,
            }),
            env.PLACE_TOLERANCE_MILES,
          )
        : null,
      roadDistance: new OsrmClient({
        baseUrl: env.ROUTING_URL,
        timeoutMs: env.ROUTING_TIMEOUT_MS,
        minIntervalMs: env.ROUTING_MIN_INTERVAL_MS,
      }).roadDistance,
    });

    await listening;
    await warm();

    // Housekeeping: auth keys revoked or expired beyond the refresh grace period, at start and daily.
    const prune = () =>
      accounts.pruneKeys().then(
        (removed) => removed > 0 && logger.info('pruned auth keys', { removed }),
        (error) => logger.warn('pruning auth keys failed', errorFields(error)),
      );
    await prune();
    setInterval(() => void prune(), 24 * 3600_000).unref();
    // … and throttle counters past their quiet period, hourly.
    const pruneCounters = () =>
      throttle.prune().catch((error) => logger.warn('pruning throttle counters failed', errorFields(error)));
    await pruneCounters();
    setInterval(() => void pruneCounters(), 3600_000).unref();

    // Every paid intent ends as an order or a refund: the settling job, at start and every SETTLE_EVERY_SECONDS.
    if (env.SETTLE_EVERY_SECONDS > 0) {
      const settler = new PaymentSettler(db.db, orders, logger, { graceMs: env.SETTLE_GRACE_SECONDS * 1000 });
      let settling = false;
      const settle = () => {
        if (settling) return;
        settling = true;
        void settler
          .run()
          .catch((error) => logger.warn('payment settling run failed', errorFields(error)))
          .finally(() => (settling = false));
      };
      settle();
      setInterval(settle, env.SETTLE_EVERY_SECONDS * 1000).unref();
    }

    // Mail left in the outbox by an earlier run (or a failed attempt) is sent from now on.
    outbox.start();
    logger.info('mail', {
      transport: mailTransport.name,
      ...(mailTransport.name === 'file' ? { dir: join(env.DATA_DIR, 'outbox') } : {}),
    });

    const onListening = (info: AddressInfo) => {
      const fields = {
        url: `${tls ? 'https' : 'http'}://${env.HOST}:${info.port}`,
        port: info.port,
        payments: payments.mode,
        database: db.kind,
        signing_key_from: secretSource,
      };
      if (!worker) return logger.info('listening', fields);
      logger.info('worker listening', { pid: process.pid });
      process.send?.({ floorshop: 'listening', fields } satisfies ListeningMessage);
    };
    const server = serveApp(
      app,
      {
        port: env.PORT,
        hostname: env.HOST,
        tls,
        timeouts: {
          requestMs: env.REQUEST_TIMEOUT_MS,
          headersMs: env.HEADERS_TIMEOUT_MS,
          keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
        },
      },
      onListening,
    );

    const shutdown = (signal: string) => {
      logger.info('shutting down', { signal });
      const force = setTimeout(() => {
        logger.warn('shutdown grace period over; closing open connections');
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      // Stop accepting; in-flight requests finish; idle keep-alive sockets close now.
      server.close(() => {
        void outbox
          .stop()
          .then(closeDatabase)
          .then(
            () => {
              logger.info('stopped');
              process.exit(0);
            },
            (error) => {
              logger.error('closing the database failed', errorFields(error));
              process.exit(1);
            },
          );
      });
      (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
  } catch (error) {
    await closeDatabase().catch(() => {});
    throw error;
  }
}

main().catch((error) => {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'error',
      msg: 'server failed to start',
      ...errorFields(error),
    }),
  );
  process.exit(1);
});
