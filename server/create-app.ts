// createApp: the whole HTTP surface — the §7 API under /api, /media/*, the built storefront (dist/) with SPA
// fallback — as a Hono app. Tests call app.request() without a port; server/main.ts serves it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { serveStatic } from '@hono/node-server/serve-static';
import { endpoints, routePath, type EndpointName } from '../src/contract/endpoints';
import { failEnvelope, okEnvelope } from '../src/contract/envelope';
import type { Db } from './db/database';
import { clientIp } from './http/client-ip';
import { ApiError, MESSAGES } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { xsrfProtection } from './http/xsrf';
import { errorFields, silentLogger, type Logger } from './log';
import type { PaymentProvider } from './payments/provider';
import { cachedAnswer, toRoute, type Handler } from './routes/handler';
import { shopHandlers } from './routes/shop';
import { Accounts, DEFAULT_ACCOUNT_OPTIONS, type AccountOptions } from './shop/accounts';
import { Catalog } from './shop/catalog';
import { Orders } from './shop/orders';
import { createPasswordHasher, type PasswordHasher } from './shop/passwords';
import { Addresses, Carts } from './shop/shopper';
import { LoginThrottle } from './shop/throttle';
import { createPageRenderer, type PageRenderer } from './ssr';

export const API_BASE = '/api';

/** §7 reads of the catalogue: answered from memory (serialised once), cleared on catalogue writes. */
const CATALOGUE_READS = new Set<EndpointName>([
  'homeScreen',
  'aboutUs',
  'settings',
  'shippingCharge',
  'products',
  'categories',
  'productDetails',
]);

export interface AppOptions {
  db: Db;
  payments: PaymentProvider;
  logger?: Logger;
  passwords?: PasswordHasher;
  loginThrottle?: LoginThrottle;
  /** Pass one in to share (and invalidate) the catalogue cache from outside. */
  catalog?: Catalog;
  accountOptions?: Partial<AccountOptions>;
  /** Trust X-Forwarded-For for the client IP. */
  trustProxy?: boolean;
  /** Secure flag on the XSRF-TOKEN cookie; 'auto' (default): when the request came over HTTPS. */
  cookieSecure?: boolean | 'auto';
  /** Max request body, bytes (default 1 MB). */
  bodyLimit?: number;
  /** Built storefront directory (dist/); null or missing → API only. */
  staticDir?: string | null;
  /** Where /media/* is looked up, in order (default: dist/media, public/media). */
  mediaDirs?: string[];
  /** Road-routing origin allowed by the CSP. */
  routingUrl?: string;
  /**
   * Render pages on the server when the build has the SSR bundle (issue 9; default true). False: the
   * SPA shell only, as any static file server would send it.
   */
  serverRender?: boolean;
}

export interface ShopApp {
  app: Hono;
  catalog: Catalog;
  accounts: Accounts;
}

/** The Hono app; `createShop` also hands back the services (catalogue cache, accounts) for main.ts and tests. */
export function createApp(options: AppOptions): Hono {
  return createShop(options).app;
}

export function createShop(options: AppOptions): ShopApp {
  const logger = options.logger ?? silentLogger;
  const db = options.db;
  const trustProxy = options.trustProxy ?? false;
  const catalog = options.catalog ?? new Catalog(db);
  const accounts = new Accounts(
    db,
    options.passwords ?? createPasswordHasher(),
    options.loginThrottle ?? new LoginThrottle(),
    logger,
    { ...DEFAULT_ACCOUNT_OPTIONS, ...options.accountOptions },
  );
  const services = {
    db,
    catalog,
    accounts,
    carts: new Carts(db),
    addresses: new Addresses(db),
    orders: new Orders(db, options.payments, logger),
  };
  const staticDir = options.staticDir === null ? null : resolve(options.staticDir ?? 'dist');
  const mediaDirs = (options.mediaDirs ?? [join(staticDir ?? 'dist', 'media'), 'public/media']).map((d) =>
    resolve(d),
  );
  const isAsset = (path: string) => path.startsWith('/assets/') || path.startsWith('/media/');

  const app = new Hono();

  // One JSON line per request.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip: clientIp(c, trustProxy),
    });
  });
  app.use(securityHeaders(options.routingUrl ?? 'https://router.project-osrm.org'));
  app.use(compress());
  app.use(xsrfProtection({ secure: options.cookieSecure ?? 'auto', trustProxy, skipCookieFor: isAsset }));
  app.use(
    `${API_BASE}/*`,
    bodyLimit({
      maxSize: options.bodyLimit ?? 1024 * 1024,
      onError: (c) => c.json(failEnvelope(MESSAGES.bodyTooLarge), 413),
    }),
  );
  app.use(`${API_BASE}/*`, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get(`${API_BASE}/health`, (c) => c.json(okEnvelope({ ok: true }, 'OK')));

  const handlers = shopHandlers(services);
  const routeDeps = {
    authenticate: (key: string | undefined) => accounts.authenticate(key),
    clientIp: (c: Context) => clientIp(c, trustProxy),
  };
  const cachedDeps = { ...routeDeps, answerCache: catalog.cache };
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name];
    const handler = handlers[name] as Handler<typeof endpoint>;
    const deps = CATALOGUE_READS.has(name) ? cachedDeps : routeDeps;
    app.on(endpoint.method, `${API_BASE}${routePath(endpoint)}`, toRoute(endpoint, handler, deps));
  }
  app.all(`${API_BASE}/*`, (c) => c.json(failEnvelope(MESSAGES.notFound), 404));

  /** A public catalogue read for server rendering: the API's envelope from the same answer cache. */
  const readCatalogue = async (name: string, fields: Record<string, string>): Promise<unknown> => {
    if (!CATALOGUE_READS.has(name as EndpointName)) throw new Error(`${name} is not a catalogue read`);
    const endpoint = endpoints[name as EndpointName];
    const handler = handlers[name as EndpointName] as Handler<typeof endpoint>;
    const input = endpoint.request.safeParse(fields);
    if (!input.success) return failEnvelope(MESSAGES.notFound);
    try {
      const prepared = await cachedAnswer(endpoint, input.data, catalog.cache, () =>
        handler({ input: input.data, c: undefined as never, ip: '', authKey: undefined, user: null }),
      );
      return JSON.parse(prepared.json) as unknown;
    } catch (error) {
      if (error instanceof ApiError) return failEnvelope(error.message);
      throw error;
    }
  };
  let pages: Promise<PageRenderer | null> | undefined;
  const pageRenderer = () =>
    (pages ??=
      staticDir && options.serverRender !== false
        ? createPageRenderer({ staticDir, load: readCatalogue, logger }).catch((error) => {
            logger.error('server rendering unavailable: serving the SPA shell', errorFields(error));
            return null;
          })
        : Promise.resolve(null));
  // Load the SSR bundle (and jsdom) now and render the home page once, so the first shopper does
  // not wait for module loading and JIT warm-up.
  if (staticDir && options.serverRender !== false && existsSync(join(staticDir, 'server'))) {
    void pageRenderer().then((renderer) => renderer?.render('/').then((res) => res?.body?.cancel()));
  }

  // Demo images: /media/* from dist/media (when built), then public/media.
  const cacheFor = (value: string) => async (c: Context, next: () => Promise<void>) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.header('Cache-Control', value);
  };
  app.use('/media/*', cacheFor('public, max-age=86400'));
  for (const dir of mediaDirs.filter((d) => existsSync(d))) {
    app.use(
      '/media/*',
      serveStatic({ root: dir, rewriteRequestPath: (path) => path.replace(/^\/media/, '') }),
    );
  }

  if (staticDir && existsSync(staticDir)) {
    // The SSR bundle and the build manifest are for the server, not for browsers.
    app.all('/server/*', (c) => c.text('Not found', 404));
    app.all('/.vite/*', (c) => c.text('Not found', 404));
    // Hashed build output: cache for a year.
    app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'));
    app.use('/assets/*', serveStatic({ root: staticDir }));
    app.use('*', serveStatic({ root: staticDir, index: '__no_index__' }));
  }

  // SPA fallback: any other GET that is not an API call or a file asks for the app shell.
  app.get('*', async (c) => {
    const path = c.req.path;
    if (isAsset(path) || /\.[a-z0-9]{1,8}$/i.test(path)) return c.text('Not found', 404);
    const rendered = await (await pageRenderer())?.render(c.req.url.slice(new URL(c.req.url).origin.length));
    if (rendered) return rendered;
    const indexFile = staticDir ? join(staticDir, 'index.html') : null;
    const html = indexFile ? await readFile(indexFile, 'utf8').catch(() => null) : null;
    if (html === null) {
      return c.text(
        'The storefront is not built yet: run `npm run build` (npm start does it for you). The API is at /api.',
        503,
      );
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  app.notFound((c) => c.text('Not found', 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
      return c.json(failEnvelope(error.message), error.httpStatus);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(failEnvelope(error.message || MESSAGES.somethingWentWrong), error.status);
    }
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, ...errorFields(error) });
    return c.json(failEnvelope(MESSAGES.somethingWentWrong), 500);
  });

  return { app, catalog, accounts };
}
