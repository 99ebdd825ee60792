// createApp: the whole HTTP surface — the §7 API under /api, /media/*, the built storefront (dist/) with SPA
// fallback — as a Hono app. Tests call app.request() without a port; server/main.ts serves it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { HTTPException } from 'hono/http-exception';
import { serveStatic } from '@hono/node-server/serve-static';
import { endpoints, routePath, type EndpointName } from '../src/contract/endpoints';
import { failEnvelope, okEnvelope } from '../src/contract/envelope';
import { warehouseLocation } from '../fixtures/settings';
import type { LatLng, RoadDistance } from '../src/domain/delivery';
import type { Db } from './db/database';
import { dropAnswerHeader, setAnswerHeader } from './http/answer-headers';
import { limitBody } from './http/body';
import { canonicalListingAddress } from './http/listing-address';
import { clientIp } from './http/client-ip';
import { clientBodyFailure, closeConnectionIfBodyUnread } from './http/connection';
import { hostCheck } from './http/host';
import { TRUST_NO_PROXY, type ProxyTrust } from './http/proxy';
import { trustDevice, trustedDevice } from './http/device-cookie';
import { createResizer, MEDIA_CACHE_CONTROL, resizedMedia, storedMedia } from './http/media';
import { databaseMediaBytes, directoryMediaBytes, storedMediaInfo } from './admin/media';
import {
  MEDIA_UPLOAD_PATH,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOADED_MEDIA_PREFIX,
} from '../src/contract/admin-media';
import { requestOrigin } from './http/origin';
import { ApiError, MESSAGES } from './http/errors';
import { securityHeaders, type CspServices } from './http/security-headers';
import { xsrfProtection } from './http/xsrf';
import { errorFields, silentLogger, type Logger } from './log';
import { WebhookSignatureError, type PaymentProvider } from './payments/provider';
import { cachedAnswer, toRoute, type Handler } from './routes/handler';
import { mountAdmin } from './admin/routes';
import { CATALOGUE_CHANNEL, type ListenFn } from './services/catalogue-changes';
import { shopHandlers } from './routes/shop';
import { robotsTxt, sitemapEntries, sitemapXml } from './seo/sitemap';
import { Accounts, DEFAULT_ACCOUNT_OPTIONS, type AccountOptions } from './services/accounts';
import { Catalog } from './services/catalog';
import { Contact } from './services/contact';
import { DeliveryQuotes } from './services/delivery';
import { OsrmClient, PUBLIC_OSRM } from './routing/osrm';
import { Orders } from './services/orders';
import type { PlaceCheck } from './services/place-check';
import { DEFAULT_LOGIN_PROOF_BITS, LoginProof } from './services/login-proof';
import { OrderBook } from './services/order-book';
import { Mailer } from './mail/mailer';
import { Outbox, type OutboxOptions } from './mail/outbox';
import type { MailTransport } from './mail/transport';
import { createPasswordHasher, type PasswordHasher } from './services/passwords';
import { Addresses, Carts } from './services/shopper';
import { Throttle } from './services/throttle';
import { createPageRenderer, type PageRenderer } from './render/page';

export const API_BASE = '/api';
/** The shop's name in mails (the storefront's is src/config/brand.ts, which the server may not import). */
export const SHOP_NAME = 'FloorShop';

/** Without a transport mail stays in the outbox (tests that do not look at mail; a worker never started). */
const noMailTransport: MailTransport = {
  name: 'file',
  send: () => Promise.reject(new Error('no mail transport configured')),
  close: () => {},
};

/** Rendered once before the server listens: the first visits' likeliest pages. */
const WARM_PAGES = ['/', '/products'];
/** Read once before an API-only server listens: the answers every storefront's first visit asks for. */
const WARM_ANSWERS: EndpointName[] = ['settings', 'homeScreen', 'categories', 'products'];

/** The product page's path (§2 /products/:slug), matched for the former-slug redirect. */
const PRODUCT_PAGE = /^\/products\/([^/]+)\/?$/;
/** Stripe's webhook endpoint (contract decision 7; not in the client's endpoint table). */
export const STRIPE_WEBHOOK_PATH = `${API_BASE}/webhooks/stripe`;

/** §7 reads of the catalogue: answered from memory (serialised once), cleared on catalogue writes. */
const CATALOGUE_READS = new Set<EndpointName>([
  'homeScreen',
  'aboutUs',
  'settings',
  'shippingCharge',
  'products',
  'categories',
  'productDetails',
  'catalogue',
  'searchSuggestions',
]);

/** Served by another endpoint's route on the same path: `catalogue` answers getproduct with or without its fields. */
const SERVED_BY: Partial<Record<EndpointName, EndpointName>> = { products: 'catalogue' };
const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export interface AppOptions {
  db: Db;
  payments: PaymentProvider;
  logger?: Logger;
  passwords?: PasswordHasher;
  /** The throttles (default: THROTTLE_RULES on `db`); tests pass one with their own rules and clock. */
  throttle?: Throttle;
  /** Pass one in to share (and invalidate) the catalogue cache from outside. */
  catalog?: Catalog;
  accountOptions?: Partial<AccountOptions>;
  /**
   * Which socket peers are proxies whose X-Forwarded-For (client IP), X-Forwarded-Proto and X-Forwarded-Host
   * (scheme, origin, host) are read (TRUST_PROXY: `trustedProxies(list)`); default none.
   */
  trustProxy?: ProxyTrust;
  /**
   * Host names served besides the loopback ones (VITE_APP_URL's, ALLOWED_HOSTS, a specific HOST); other
   * `Host`s are answered 421. Entries are names (any port), host:port, or `*.example.com`.
   */
  allowedHosts?: readonly string[];
  /**
   * Signs the XSRF-TOKEN and device cookies (server/secret.ts). Default: a random one for this app — tokens
   * then last as long as the process; main.ts always passes the configured or persisted secret.
   */
  secret?: string;
  /** Origins besides the server's own whose pages may send state-changing calls. */
  allowedOrigins?: readonly string[];
  /** Secure flag on the XSRF-TOKEN cookie; 'auto' (default): when the request came over HTTPS. */
  cookieSecure?: boolean | 'auto';
  /** Max request body, bytes (default 1 MB). */
  bodyLimit?: number;
  /** Built storefront directory (dist/); null or missing → API only. */
  staticDir?: string | null;
  /** Where /media/* is looked up, in order (default: dist/media, public/media). */
  mediaDirs?: string[];
  /** On-disk cache of resized /media pictures (main.ts: MEDIA_CACHE_DIR, default DATA_DIR/media-cache); null: none. */
  mediaCacheDir?: string | null;
  /**
   * Where uploads' bytes are kept: null or unset, in the database (PostgreSQL, shared by instances); a
   * directory with the embedded PGlite (main.ts: DATA_DIR/uploads). docs/admin.md "Media".
   */
  mediaUploadsDir?: string | null;
  /** Road-routing origin allowed by the CSP. */
  routingUrl?: string;
  /** More services the storefront calls, allowed by the CSP: places search, developer pages. */
  cspServices?: CspServices;
  /**
   * Where deliveries start when the settings have no warehouse coordinates (WAREHOUSE_LAT/LNG); default:
   * the demo fixtures' warehouse. Coordinates the owner saved in the back office win.
   */
  warehouse?: LatLng;
  /** The server's road distance for its delivery quotes (default: OSRM's public demo, 1 request/s). */
  roadDistance?: RoadDistance;
  /**
   * Checks an address's coordinates against its text before delivery is priced (main.ts: Photon at
   * PHOTON_URL); null or unset: off — the app then prices from the coordinates as sent.
   */
  placeCheck?: PlaceCheck | null;
  /** Zero bits a login proof of work must have (LOGIN_PROOF_BITS); each one more doubles the work. */
  loginProofBits?: number;
  /**
   * Render pages on the server when the build has the SSR bundle (default true). False: the
   * SPA shell only, as any static file server would send it.
   */
  serverRender?: boolean;
  /** Server-rendered pages inline whole stylesheets, not only the rules they use (SSR_FULL_CSS). */
  fullCss?: boolean;
  /** The store's public URL (VITE_APP_URL) for the sitemap and robots.txt; default: the request's origin. */
  publicUrl?: string;
  /** Where mail goes (server/mail/transport.ts); default: a transport that refuses, so mail waits in the outbox. */
  mailTransport?: MailTransport;
  outboxOptions?: Partial<OutboxOptions>;
  /** The storefront's public URL for links in mails; default http://localhost:3000. */
  appUrl?: string;
  /** The shop's name in mails. */
  shopName?: string;
  /**
   * LISTEN on the database (Database.listen): the catalogue cache is cleared when another instance sharing
   * it changes the catalogue (server/services/catalogue-changes.ts). Without it only this instance's own writes do.
   */
  listen?: ListenFn;
}

export interface ShopApp {
  app: Hono;
  /** Resolves once the catalogue listener is in place (with options.listen); its result stops it. */
  listening: Promise<() => Promise<void>>;
  /**
   * Loads the page renderer and renders WARM_PAGES (with a build), or reads WARM_ANSWERS (without): what
   * main.ts awaits before it listens.
   */
  warm(): Promise<void>;
  catalog: Catalog;
  accounts: Accounts;
  delivery: DeliveryQuotes;
  throttle: Throttle;
  orders: Orders;
  outbox: Outbox;
  orderBook: OrderBook;
}

/** The Hono app; `createShop` also hands back the services (catalogue cache, accounts) for main.ts and tests. */
export function createApp(options: AppOptions): Hono {
  return createShop(options).app;
}

export function createShop(options: AppOptions): ShopApp {
  const logger = options.logger ?? silentLogger;
  const db = options.db;
  const trustProxy = options.trustProxy ?? TRUST_NO_PROXY;
  const secret = options.secret ?? randomBytes(32).toString('base64url');
  const catalog = options.catalog ?? new Catalog(db);
  const throttle = options.throttle ?? new Throttle(db);
  const cookieSecure = options.cookieSecure ?? 'auto';
  const outbox = new Outbox(db, options.mailTransport ?? noMailTransport, logger, options.outboxOptions);
  const mailer = new Mailer(outbox, {
    appUrl: options.appUrl ?? 'http://localhost:3000',
    shopName: options.shopName ?? SHOP_NAME,
  });
  const orderBook = new OrderBook(db, mailer, logger);
  const accounts = new Accounts(
    db,
    options.passwords ?? createPasswordHasher(),
    throttle,
    logger,
    { ...DEFAULT_ACCOUNT_OPTIONS, ...options.accountOptions },
    mailer,
  );
  const warehouseFallback = options.warehouse ?? warehouseLocation;
  const delivery = new DeliveryQuotes(
    db,
    () => catalog.warehouse(warehouseFallback),
    options.roadDistance ?? new OsrmClient({ baseUrl: PUBLIC_OSRM }).roadDistance,
    logger,
    options.placeCheck ?? null,
  );
  const orders = new Orders(db, options.payments, delivery, logger, orderBook);
  const services = {
    contact: new Contact(db, mailer),
    catalog,
    accounts,
    carts: new Carts(db),
    addresses: new Addresses(db, (row) => delivery.milesOf(row)),
    delivery,
    orders,
    orderBook,
    paymentMode: options.payments.mode,
    throttle,
    loginProof: new LoginProof(db, {
      secret,
      bits: options.loginProofBits ?? DEFAULT_LOGIN_PROOF_BITS,
      ttlMs: 5 * 60_000,
    }),
    devices: {
      trusted: (c: Context, account: string) => trustedDevice(c, secret, account),
      trust: (c: Context, account: string) =>
        trustDevice(c, {
          secret,
          account,
          secure: cookieSecure === 'auto' ? requestOrigin(c, trustProxy).https : cookieSecure,
        }),
    },
  };
  const staticDir = options.staticDir === null ? null : resolve(options.staticDir ?? 'dist');
  const mediaBytes = options.mediaUploadsDir
    ? directoryMediaBytes(options.mediaUploadsDir)
    : databaseMediaBytes(db);
  const mediaDirs = (options.mediaDirs ?? [join(staticDir ?? 'dist', 'media'), 'public/media']).map((d) =>
    resolve(d),
  );
  const productSlug = endpoints.productDetails.request;
  const isAsset = (path: string) => path.startsWith('/assets/') || path.startsWith('/media/');

  const app = new Hono();

  // A request id (X-Request-Id: a proxy's, or a new UUID) on every answer and log line; one JSON line per request.
  app.use(requestId({ limitLength: 64 }));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const reason = c.get('clientFault' as never) as string | undefined;
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip: clientIp(c, trustProxy),
      request_id: c.get('requestId'),
      ...(reason ? { reason } : {}),
    });
  });
  app.use(closeConnectionIfBodyUnread());
  // Every /api answer — refusals by the checks below included — is personal or momentary: never cached.
  app.use(`${API_BASE}/*`, async (c, next) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
  });
  app.use(
    securityHeaders({
      routingUrl: options.routingUrl ?? 'https://router.project-osrm.org',
      trustProxy,
      services: options.cspServices,
    }),
  );
  app.use(hostCheck({ allowed: options.allowedHosts ?? [], trustProxy }));
  app.use(compress());
  // Stripe's webhook is a server-to-server call authenticated by its signature, not by the
  // anti-forgery cookie: it is routed BEFORE the XSRF middleware, on the raw body.
  app.post(
    STRIPE_WEBHOOK_PATH,
    limitBody({
      maxSize: options.bodyLimit ?? 1024 * 1024,
      onError: (c) => c.json(failEnvelope(MESSAGES.bodyTooLarge), 413),
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      if (!options.payments.parseWebhook)
        return c.json(
          failEnvelope('This shop runs in test-payment mode: there are no Stripe webhooks.'),
          404,
        );
      const raw = await c.req.text();
      let event;
      try {
        event = options.payments.parseWebhook(raw, c.req.header('stripe-signature'));
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        logger.warn('stripe webhook refused: signature does not verify', { ip: clientIp(c, trustProxy) });
        return c.json(failEnvelope(error.message), 400);
      }
      if (!event) return c.json(okEnvelope({ received: true }, 'Event ignored'));
      const outcome = await services.orders.handlePaymentEvent(event);
      return c.json(okEnvelope({ received: true, outcome }));
    },
  );
  // A page's form sent without the app (JavaScript off, or its code not yet come): the store's own forms
  // post to the API, never to a page, and the ones a server-rendered page shows say method="post" so that
  // such a submit cannot put a password into an address. The browser is sent back to the page (303: a
  // GET), whose <noscript> note says what needs JavaScript; the body is never read.
  app.post('*', async (c, next) => {
    if (c.req.path === API_BASE || c.req.path.startsWith(`${API_BASE}/`)) return next();
    const url = new URL(c.req.url);
    c.header('Cache-Control', 'no-store');
    // One leading slash: `//evil.example/` in a Location is another host (a form posted there from any page
    // would leave the shop for it).
    return c.redirect(`${url.pathname.replace(/^\/+/, '/')}${url.search}`, 303);
  });
  app.use(
    xsrfProtection({
      secret,
      secure: cookieSecure,
      trustProxy,
      allowedOrigins: options.allowedOrigins,
      skipCookieFor: isAsset,
    }),
  );
  const apiBodyLimit = limitBody({
    maxSize: options.bodyLimit ?? 1024 * 1024,
    // The rest of the body is still on its way: closeConnectionIfBodyUnread ends the connection after it.
    onError: (c) => c.json(failEnvelope(MESSAGES.bodyTooLarge), 413),
  });
  // The back office's uploads are the one larger body: a picture or a short video (server/admin/media.ts
  // checks each kind's own limit once the type is known).
  const uploadBodyLimit = limitBody({
    maxSize: Math.max(...Object.values(UPLOAD_MAX_BYTES)),
    onError: (c) => c.json(failEnvelope(UPLOAD_MESSAGES.tooLarge('Video')), 413),
  });
  const uploadPath = `${API_BASE}${MEDIA_UPLOAD_PATH}`;
  app.use(`${API_BASE}/*`, (c, next) =>
    c.req.path === uploadPath ? uploadBodyLimit(c, next) : apiBodyLimit(c, next),
  );
  app.get(`${API_BASE}/health`, (c) => c.json(okEnvelope({ ok: true }, 'OK')));

  const handlers = shopHandlers(services);
  const routeDeps = {
    authenticate: (key: string | undefined) => accounts.authenticate(key),
    clientIp: (c: Context) => clientIp(c, trustProxy),
  };
  const cachedDeps = { ...routeDeps, answerCache: catalog.cache };
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    if (SERVED_BY[name]) continue;
    const endpoint = endpoints[name];
    const handler = handlers[name] as Handler<typeof endpoint>;
    const deps = CATALOGUE_READS.has(name) ? cachedDeps : routeDeps;
    app.on(endpoint.method, `${API_BASE}${routePath(endpoint)}`, toRoute(endpoint, handler, deps));
  }
  // The back office (/api/admin/*: server/admin/routes.ts).
  mountAdmin(app, API_BASE, {
    db,
    mediaBytes,
    accounts,
    invalidateCatalogue: () => catalog.invalidate(),
    orderBook,
    payments: options.payments,
    logger,
    clientIp: routeDeps.clientIp,
    secureCookie: (c) => (cookieSecure === 'auto' ? requestOrigin(c, trustProxy).https : cookieSecure),
    devices: services.devices,
  });
  app.all(`${API_BASE}/*`, (c) => c.json(failEnvelope(MESSAGES.notFound), 404));
  const listening = options.listen
    ? options.listen(CATALOGUE_CHANNEL, () => catalog.invalidate())
    : Promise.resolve(async () => {});
  listening.catch((error: unknown) => logger.error('catalogue listener failed', errorFields(error)));

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
        ? createPageRenderer({ staticDir, load: readCatalogue, logger, fullCss: options.fullCss }).catch(
            (error) => {
              logger.error('server rendering unavailable: serving the SPA shell', errorFields(error));
              return null;
            },
          )
        : Promise.resolve(null));
  // Load the SSR bundle (and jsdom) and render the pages most first visits open, which also reads the
  // catalogue into its cache; an API-only server reads the catalogue's most asked answers instead. main.ts
  // listens once this is done, so the first shoppers do not queue behind module loading, the catalogue's
  // first reads and JIT warm-up on a busy event loop (each worker of a cluster warms its own cache).
  const warm = () =>
    (staticDir && options.serverRender !== false && existsSync(join(staticDir, 'server'))
      ? (async () => {
          const renderer = await pageRenderer();
          for (const path of WARM_PAGES) await (await renderer?.render(path))?.body?.cancel();
        })()
      : (async () => {
          for (const name of WARM_ANSWERS) await readCatalogue(name, {});
        })()
    ).catch((error: unknown) => logger.warn('warming up failed', errorFields(error)));

  // Pictures: /media/* from dist/media (when built), then public/media; `?w=` scales a raster one down
  // (server/http/media.ts). Names are not content-hashed, so a day's cache, then stale-while-revalidate.
  /** Sets a successful answer's Cache-Control, and takes off the headers it does not need (`drop`). */
  const cacheFor =
    (value: string, drop: readonly string[] = []) =>
    async (c: Context, next: () => Promise<void>) => {
      await next();
      if (c.res.status !== 200 && c.res.status !== 206) return;
      setAnswerHeader(c, 'Cache-Control', value);
      for (const name of drop) dropAnswerHeader(c, name);
    };
  const resizer = createResizer({ cacheDir: options.mediaCacheDir ?? null, logger });
  // The owner's uploads, from the database (server/admin/media.ts): content-hashed, so kept for a year.
  app.get(
    `${UPLOADED_MEDIA_PREFIX}*`,
    storedMedia({
      resizer,
      store: {
        info: (name) => storedMediaInfo(db, name),
        bytes: (name, range) => mediaBytes.read(name, range),
      },
    }),
  );
  app.use('/media/*', cacheFor(MEDIA_CACHE_CONTROL));
  app.get('/media/*', resizedMedia({ dirs: mediaDirs, cacheDir: null, logger, resizer }));
  for (const dir of mediaDirs.filter((d) => existsSync(d))) {
    app.use(
      '/media/*',
      serveStatic({ root: dir, rewriteRequestPath: (path) => path.replace(/^\/media/, '') }),
    );
  }

  // For crawlers, from the database (server/seo/sitemap.ts); before the static files, so a robots.txt
  // left in a build does not shadow them.
  const publicOrigin = (c: Context) => options.publicUrl ?? requestOrigin(c, trustProxy).origin;
  app.get('/sitemap.xml', async (c) => {
    const xml = sitemapXml(publicOrigin(c), await sitemapEntries(options.db));
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(publicOrigin(c)));
  });

  if (staticDir && existsSync(staticDir)) {
    // The SSR bundle and the build manifest are for the server, not for browsers.
    app.all('/server/*', (c) => c.text('Not found', 404));
    app.all('/.vite/*', (c) => c.text('Not found', 404));
    // Hashed build output: cached for a year and never revalidated, so it needs no validator
    // (Last-Modified); nor the request id, which the request's log line keeps. A first visit loads a few
    // dozen of these, and over HTTP/1.1 every answer carries its headers in full (Lighthouse counts them).
    app.use('/assets/*', cacheFor('public, max-age=31536000, immutable', ['Last-Modified', 'X-Request-Id']));
    // The build wrote a Brotli and a gzip copy beside each text file (vite.config.ts): sent as they are
    // when the browser accepts them, instead of compressing per request.
    app.use('/assets/*', serveStatic({ root: staticDir, precompressed: true }));
    app.use('*', serveStatic({ root: staticDir, index: '__no_index__', precompressed: true }));
  }

  // SPA fallback: any other GET that is not an API call or a file asks for the app shell.
  app.get('*', async (c) => {
    const path = c.req.path;
    // A missing file is a plain 404; a page the browser navigates to (it asks for HTML) is the app's, even
    // when its address ends like a file's (/orders/1.5): the shop's own not-found state, not a bare text.
    const navigation = (c.req.header('Accept') ?? '').includes('text/html');
    if (isAsset(path) || (!navigation && /\.[a-z0-9]{1,8}$/i.test(path))) return c.text('Not found', 404);
    // A product's former URL (its slug was changed in the back office) moves to its current one for good.
    // Only a slug the API would look up (the contract's rule: no NUL or other control character, which
    // PostgreSQL refuses in text) is looked for among the former ones.
    const formerSlug = PRODUCT_PAGE.exec(path)?.[1];
    const slug = formerSlug && productSlug.safeParse({ slug: safeDecode(formerSlug) }).data?.slug;
    if (slug) {
      const current = await catalog.cache.get(`redirect:${slug}`, () => catalog.redirect(slug));
      if (current)
        return c.redirect(`/products/${encodeURIComponent(current)}${new URL(c.req.url).search}`, 301);
    }
    // A listing's GET form sent without JavaScript: its empty and default fields leave the address.
    const canonical = canonicalListingAddress(path, new URL(c.req.url).search);
    if (canonical) return c.redirect(canonical, 301);
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
    // A body the client cut off or garbled (aborted upload, malformed chunked encoding) is its fault: one
    // request line with the 4xx and the reason, no error line, no stack.
    const failure = clientBodyFailure(error);
    if (failure) {
      c.set('clientFault' as never, failure.reason as never);
      c.header('Connection', 'close');
      return c.json(failEnvelope(failure.message), failure.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(failEnvelope(error.message || MESSAGES.somethingWentWrong), error.status);
    }
    // By allow-list (server/log.ts): never the request's fields, a query's parameters or a database's detail.
    logger.error('unhandled error', {
      method: c.req.method,
      route: c.req.routePath,
      request_id: c.get('requestId'),
      ...errorFields(error),
    });
    return c.json(failEnvelope(MESSAGES.somethingWentWrong), 500);
  });

  return { app, catalog, accounts, delivery, throttle, orders, outbox, orderBook, listening, warm };
}
