// Server configuration from the environment, checked once at start (zod), never read elsewhere.
import { z } from 'zod';
import { warehouseLocation } from '../fixtures/settings';
import { trustedProxies } from './http/proxy';
import { DEFAULT_TIMEOUTS } from './http/serve';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** A comma-separated list, entries trimmed, empty ones dropped. */
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** A positive whole number of milliseconds; empty or unset: the default. */
const milliseconds = (fallback: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().default(fallback));

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  /** Embedded PGlite data directory (ignored when DATABASE_URL is set). */
  DATA_DIR: z.string().default('./data'),
  /** postgres://user:pass@host/db — use PostgreSQL instead of PGlite. */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  PG_POOL_SIZE: z.coerce.number().int().positive().default(10),
  /** Set: real Stripe PaymentIntents. Unset: test-payment mode (refused in production). */
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The server's own road routing (OSRM route service) for its delivery quotes. */
  ROUTING_URL: z.string().url().default('https://router.project-osrm.org'),
  ROUTING_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Least time between two routing requests; unset: 1000 for the public OSRM demo server, else 0. */
  ROUTING_MIN_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  /** whsec_… — verifies POST /api/webhooks/stripe (raw body, Stripe-Signature). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Another Stripe API origin (tests and e2e: the stand-in Stripe server), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Road-routing origin the storefront calls (allowed by the CSP). */
  VITE_ROUTING_URL: z.string().url().default('https://router.project-osrm.org'),
  /** Places search (Photon) and the developer pages' services the storefront calls (allowed by the CSP). */
  VITE_PHOTON_URL: z.string().url().default('https://photon.komoot.io'),
  VITE_TOKEN_EXCHANGE_URL: z.string().optional(),
  VITE_PAYMENTS_SDK_URL: z.string().optional(),
  /**
   * The server's own places search (Photon), to check an address's coordinates against its text before
   * delivery is priced from them. Unset: VITE_PHOTON_URL's value.
   */
  PHOTON_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** `0`: price delivery from the coordinates as sent (no check). Default on. */
  PLACE_CHECK: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === '1' || v === 'true'),
  /** How far (straight miles) sent coordinates may lie from a place the search finds for the address. */
  PLACE_TOLERANCE_MILES: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().positive().default(25),
  ),
  /** Where deliveries start: the origin of every delivery quote, handed to the browser with the tiers. */
  WAREHOUSE_LAT: z.coerce
    .number({ error: 'must be a latitude' })
    .min(-90)
    .max(90)
    .default(warehouseLocation.lat),
  WAREHOUSE_LNG: z.coerce
    .number({ error: 'must be a longitude' })
    .min(-180)
    .max(180)
    .default(warehouseLocation.lng),
  /** Built storefront to serve (SPA). */
  STATIC_DIR: z.string().default('./dist'),
  /** Demo images. */
  MEDIA_DIR: z.string().default('./public/media'),
  /** Resized /media pictures (`?w=`) are kept here; unset: DATA_DIR/media-cache. */
  MEDIA_CACHE_DIR: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Inline whole stylesheets in server-rendered pages instead of the rules each page uses (to measure). */
  SSR_FULL_CSS: flag,
  /**
   * The proxies in front of this server, as addresses or CIDR ranges (`10.0.0.5, 10.1.0.0/16, loopback`):
   * only requests whose socket peer is one of them have their X-Forwarded-* headers read.
   */
  TRUST_PROXY: list.superRefine((entries, ctx) => {
    if (entries.some((e) => ['1', 'true', 'yes', 'on'].includes(e.toLowerCase()))) {
      ctx.addIssue({
        code: 'custom',
        message:
          'takes the addresses or CIDR ranges of your proxies now (e.g. 127.0.0.1 or 10.0.0.0/8, "loopback" for a proxy on this machine), not 1/true',
      });
      return;
    }
    try {
      trustedProxies(entries);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }),
  /**
   * Public URL of the store (the build's VITE_APP_URL, also its canonical links): its host name is served
   * (besides loopback names and ALLOWED_HOSTS), and it is the origin of /sitemap.xml and /robots.txt (unset:
   * the origin each request was addressed to).
   */
  VITE_APP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || URL.canParse(v), 'must be a URL like https://shop.example.com'),
  /** More host names served (comma-separated: `shop.example.com, *.example.com, 192.168.1.5`); others: 421. */
  ALLOWED_HOSTS: list,
  /**
   * A paid intent with no order is settled (ordered if its cart still matches, else refunded) once it is
   * this old: time for the browser's checkout and Stripe's webhook to come first.
   */
  SETTLE_GRACE_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().default(900),
  ),
  /** How often the settling job runs (each instance; they share the work). 0: never (another process does). */
  SETTLE_EVERY_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).default(60),
  ),
  /** Difficulty of the login proof of work (zero bits of SHA-256; each one more doubles the work). */
  LOGIN_PROOF_BITS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(8).max(24).default(16),
  ),
  /** Whole request (headers and body) must arrive within this; a slow body gets 408. */
  REQUEST_TIMEOUT_MS: milliseconds(DEFAULT_TIMEOUTS.requestMs),
  /** Request headers must arrive within this. */
  HEADERS_TIMEOUT_MS: milliseconds(DEFAULT_TIMEOUTS.headersMs),
  /** Idle keep-alive connections are closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(DEFAULT_TIMEOUTS.keepAliveMs),
  /** Seed the demo catalogue on start (idempotent). Default on. */
  SEED: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === '1' || v === 'true'),
  /** Also create the demo shoppers of fixtures/users.ts (public password!). Unset: outside production only. */
  SEED_DEMO_SHOPPERS: z.enum(['0', '1', 'true', 'false']).optional(),
  /** The first owner of the back office (/admin), created or updated at start; both or neither. */
  ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  ADMIN_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(8).optional()),
  /** Cookie `Secure` flag for XSRF-TOKEN; unset: Secure when the request came over HTTPS. */
  COOKIE_SECURE: z.enum(['0', '1', 'true', 'false']).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Signs the XSRF-TOKEN and device cookies. Required in production (the same on every instance); unset
   * elsewhere: generated once in DATA_DIR/server-secret.
   */
  SERVER_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  /** Other origins whose pages may call the API (comma-separated, e.g. https://www.example.com). */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((o) => URL.canParse(o) && new URL(o).origin === o),
      'must be origins like https://www.example.com',
    ),
  /** Serve HTTPS directly: PEM certificate (chain) and key files. Unset: plain HTTP (TLS at a proxy, or none). */
  TLS_CERT_FILE: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  TLS_KEY_FILE: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** smtp(s)://user:pass@host:port — send mail through it. Unset: each mail is an .eml file in DATA_DIR/outbox/. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL'),
  /** The From of the shop's mail. */
  MAIL_FROM: z
    .string()
    .optional()
    .transform((v) => v || 'FloorShop <no-reply@floorshop.localhost>'),
  /** The storefront's public URL, for links in mails; unset: http://HOST:PORT. */
  APP_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Max request body in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /**
   * Worker processes (node:cluster) serving the one port. Unset: the available cores with DATABASE_URL, 1 with
   * the embedded PGlite (one process per data directory).
   */
  WEB_CONCURRENCY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(64).optional(),
  ),
});

export type ServerEnv = z.output<typeof EnvSchema>;

const checked = EnvSchema.refine((env) => Boolean(env.TLS_CERT_FILE) === Boolean(env.TLS_KEY_FILE), {
  message: 'set both TLS_CERT_FILE and TLS_KEY_FILE, or neither',
  path: ['TLS_CERT_FILE'],
}).refine((env) => Boolean(env.DATABASE_URL) || (env.WEB_CONCURRENCY ?? 1) === 1, {
  message: 'more than one worker needs DATABASE_URL (the embedded PGlite is one process)',
  path: ['WEB_CONCURRENCY'],
});

/** How many worker processes serve: WEB_CONCURRENCY, else the cores with PostgreSQL and 1 with PGlite. */
export function workerCount(env: Pick<ServerEnv, 'WEB_CONCURRENCY' | 'DATABASE_URL'>, cores: number): number {
  return env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? Math.max(1, cores) : 1);
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  // npm start (scripts/start.mjs) keeps the NODE_ENV it was given in SHOP_NODE_ENV and sets NODE_ENV to
  // production for React's sake: the shop's mode is the one the caller chose.
  const parsed = checked.safeParse(
    env.SHOP_NODE_ENV === undefined ? env : { ...env, NODE_ENV: env.SHOP_NODE_ENV },
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid server environment: ${problems}`);
  }
  return parsed.data;
}

export function isProduction(env: Pick<ServerEnv, 'NODE_ENV'>): boolean {
  return env.NODE_ENV === 'production';
}
