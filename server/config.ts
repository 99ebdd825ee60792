// Server configuration from the environment, checked once at start (zod), never read elsewhere.
import { z } from 'zod';
import { warehouseLocation } from '../fixtures/settings';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

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
  /** Road-routing origin the storefront calls (allowed by the CSP). */
  VITE_ROUTING_URL: z.string().url().default('https://router.project-osrm.org'),
  /** Places search (Photon) and the developer pages' services the storefront calls (allowed by the CSP). */
  VITE_PHOTON_URL: z.string().url().default('https://photon.komoot.io'),
  VITE_TOKEN_EXCHANGE_URL: z.string().optional(),
  VITE_PAYMENTS_SDK_URL: z.string().optional(),
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
  /** Trust X-Forwarded-For for the client IP (only behind a proxy you run). */
  TRUST_PROXY: flag,
  /** Seed the demo catalogue on start (idempotent). Default on. */
  SEED: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === '1' || v === 'true'),
  /** Also create the demo shoppers of fixtures/users.ts (public password!). Unset: outside production only. */
  SEED_DEMO_SHOPPERS: z.enum(['0', '1', 'true', 'false']).optional(),
  /** Cookie `Secure` flag for XSRF-TOKEN; unset: Secure when the request came over HTTPS. */
  COOKIE_SECURE: z.enum(['0', '1', 'true', 'false']).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Max request body in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
});

export type ServerEnv = z.output<typeof EnvSchema>;

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid server environment: ${problems}`);
  }
  return parsed.data;
}

export function isProduction(env: Pick<ServerEnv, 'NODE_ENV'>): boolean {
  return env.NODE_ENV === 'production';
}
