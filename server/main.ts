// Entry: `tsx server/main.ts` (npm start builds the storefront first). Serves the API under /api and the
// built storefront (dist/) on one origin, http://HOST:PORT (default localhost:3000).
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createShop } from './create-app';
import { isProduction, readEnv } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedCatalogue, seedDemoShoppers } from './db/seed';
import { createLogger, errorFields } from './log';
import { choosePaymentProvider } from './payments';
import { createPasswordHasher } from './shop/passwords';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = readEnv();
  const production = isProduction(env);
  const logger = createLogger(env.LOG_LEVEL);

  // Decided before the database opens: production without a Stripe key refuses to start.
  const payments = choosePaymentProvider({
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    production,
    logger,
  });

  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.PG_POOL_SIZE,
  });
  let closing: Promise<void> | null = null;
  const closeDatabase = () => (closing ??= db.close());
  try {
    const applied = await migrate(db);
    logger.info('database ready', {
      kind: db.kind,
      location: db.location,
      migrations_applied: applied,
    });

    const passwords = createPasswordHasher();
    if (env.SEED) {
      const seeded = await seedCatalogue(db.db);
      const demoShoppers =
        env.SEED_DEMO_SHOPPERS === undefined
          ? !production
          : env.SEED_DEMO_SHOPPERS === '1' || env.SEED_DEMO_SHOPPERS === 'true';
      const shoppers = demoShoppers ? await seedDemoShoppers(db.db, passwords) : 0;
      logger.info('seed', { catalogue: seeded ? 'applied' : 'unchanged', demo_shoppers_created: shoppers });
    }

    const { app, accounts } = createShop({
      db: db.db,
      payments,
      logger,
      passwords,
      trustProxy: env.TRUST_PROXY,
      cookieSecure:
        env.COOKIE_SECURE === undefined ? 'auto' : env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
      bodyLimit: env.BODY_LIMIT,
      staticDir: env.STATIC_DIR,
      mediaDirs: [`${env.STATIC_DIR}/media`, env.MEDIA_DIR],
      routingUrl: env.VITE_ROUTING_URL,
      cspServices: {
        placesUrl: env.VITE_PHOTON_URL,
        tokenExchangeUrl: env.VITE_TOKEN_EXCHANGE_URL,
        paymentsSdkUrl: env.VITE_PAYMENTS_SDK_URL,
      },
      warehouse: { lat: env.WAREHOUSE_LAT, lng: env.WAREHOUSE_LNG },
    });

    // Housekeeping: auth keys revoked or expired beyond the refresh grace period, at start and daily.
    const prune = () =>
      accounts.pruneKeys().then(
        (removed) => removed > 0 && logger.info('pruned auth keys', { removed }),
        (error) => logger.warn('pruning auth keys failed', errorFields(error)),
      );
    await prune();
    setInterval(() => void prune(), 24 * 3600_000).unref();

    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info: AddressInfo) => {
      logger.info('listening', {
        url: `http://${env.HOST}:${info.port}`,
        port: info.port,
        payments: payments.mode,
        database: db.kind,
      });
    });

    const shutdown = (signal: string) => {
      logger.info('shutting down', { signal });
      const force = setTimeout(() => {
        logger.warn('shutdown grace period over; closing open connections');
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      // Stop accepting; in-flight requests finish; idle keep-alive sockets close now.
      server.close(() => {
        void closeDatabase().then(
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
