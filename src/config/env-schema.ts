// §5 environment: the schema of the VITE_* variables. Vite bakes those variables into the build, so the
// build validates them (vite.config.ts, plugin `app-env`) and the app reads the result (src/config/env.ts)
// without carrying this schema. Tests and stories validate their own variables with setEnv.
import { z } from 'zod';
import { InvalidEnvError, replaceEnv } from './env.ts';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : undefined))
    .pipe(z.number().min(min).max(max).optional());

/** A URL, or a path on this origin ("/api"). */
const urlOrPath = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .refine((v) => v.startsWith('/') || URL.canParse(v), 'must be a URL or a path starting with /');

/** Optional: empty means "not configured"; set, it must be a URL or a path on this origin. */
const optionalUrlOrPath = optionalString.refine(
  (v) => v === undefined || v.startsWith('/') || URL.canParse(v),
  'must be a URL or a path starting with /',
);

/** Optional: blank means `fallback`; set, it must be a URL. */
const urlOr = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || fallback)
    .refine((v) => URL.canParse(v), 'must be a URL');

const EnvSchema = z.object({
  VITE_API_BASE_URL: urlOrPath,
  VITE_APP_URL: urlOr('http://localhost:3000'),
  VITE_STRIPE_PUBLISHABLE_KEY: optionalString,
  VITE_GOOGLE_MAPS_API_KEY: optionalString,
  VITE_ROUTING_URL: urlOr('https://router.project-osrm.org'),
  VITE_PHOTON_URL: urlOr('https://photon.komoot.io'),
  VITE_WHATSAPP_NUMBER: optionalString,
  VITE_WAREHOUSE_LAT: coordinate(-90, 90),
  VITE_WAREHOUSE_LNG: coordinate(-180, 180),
  VITE_TOKEN_EXCHANGE_URL: optionalUrlOrPath,
  VITE_PAYMENTS_SDK_URL: optionalUrlOrPath,
  VITE_MSW: optionalString,
});

export type Env = z.output<typeof EnvSchema>;

/** Validates raw variables (the build's VITE_* variables, a plain object in tests and stories). */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    const value = raw[name];
    return value === undefined || value === '' ? `${name} is missing` : `${name} ${issue.message}`;
  });
  throw new InvalidEnvError(problems);
}

/** Tests and stories: replace the environment with these variables (validated). */
export function setEnv(next: Partial<Env> & Pick<Env, 'VITE_API_BASE_URL'>): void {
  replaceEnv(
    parseEnv(
      Object.fromEntries(Object.entries(next).map(([k, v]) => [k, v === undefined ? undefined : String(v)])),
    ),
  );
}

/** What the build injects as __APP_ENV__: the parsed variables, or the problems found. */
export function buildEnvResult(raw: Record<string, unknown>): AppEnvResult {
  try {
    return { env: parseEnv(raw) };
  } catch (error) {
    if (error instanceof InvalidEnvError) return { problems: error.problems };
    throw error;
  }
}
export type AppEnvResult = { env: Env } | { problems: string[] };
