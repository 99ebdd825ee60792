// §5 environment: validated once at start-up. An invalid environment stops the app with
// "Invalid env provided" and the list of missing or invalid variables (shown by main.tsx).
import { z } from 'zod';

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

const EnvSchema = z.object({
  VITE_API_BASE_URL: urlOrPath,
  VITE_APP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || 'http://localhost:3000')
    .refine((v) => URL.canParse(v), 'must be a URL'),
  VITE_STRIPE_PUBLISHABLE_KEY: optionalString,
  VITE_GOOGLE_MAPS_API_KEY: optionalString,
  VITE_ROUTING_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || 'https://router.project-osrm.org')
    .refine((v) => URL.canParse(v), 'must be a URL'),
  VITE_PHOTON_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || 'https://photon.komoot.io')
    .refine((v) => URL.canParse(v), 'must be a URL'),
  VITE_WHATSAPP_NUMBER: optionalString,
  VITE_WAREHOUSE_LAT: coordinate(-90, 90),
  VITE_WAREHOUSE_LNG: coordinate(-180, 180),
  VITE_TOKEN_EXCHANGE_URL: optionalUrlOrPath,
  VITE_PAYMENTS_SDK_URL: optionalUrlOrPath,
  VITE_MSW: optionalString,
});

export type Env = z.output<typeof EnvSchema>;

export class InvalidEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid env provided: ${problems.join('; ')}`);
    this.name = 'InvalidEnvError';
  }
}

/** Validates raw variables (import.meta.env in the app, a plain object in tests and stories). */
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

let current: Env | undefined;

/** The validated environment. main.tsx calls loadEnv() first; tests and stories may call setEnv(). */
export function env(): Env {
  if (!current) current = parseEnv(import.meta.env as Record<string, unknown>);
  return current;
}

export function loadEnv(raw: Record<string, unknown> = import.meta.env as Record<string, unknown>): Env {
  current = parseEnv(raw);
  return current;
}

export function setEnv(next: Partial<Env> & Pick<Env, 'VITE_API_BASE_URL'>): void {
  current = parseEnv(
    Object.fromEntries(Object.entries(next).map(([k, v]) => [k, v === undefined ? undefined : String(v)])),
  );
}
