// §5 environment: validated once. An invalid environment stops the app with "Invalid env provided" and
// the list of missing or invalid variables (shown by main.tsx). The VITE_* variables are baked into the
// build, so the build validates them (vite.config.ts, with src/config/env-schema.ts) and injects the
// result as __APP_ENV__: the app reads it without carrying the schema library.
import type { AppEnvResult, Env } from './env-schema';

export type { Env };

declare const __APP_ENV__: AppEnvResult | undefined;

export class InvalidEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid env provided: ${problems.join('; ')}`);
    this.name = 'InvalidEnvError';
  }
}

let current: Env | undefined;

/** The validated environment. main.tsx calls loadEnv() first; tests and stories may call setEnv(). */
export function env(): Env {
  return current ?? loadEnv();
}

/** The environment the build validated; throws InvalidEnvError with its problems. */
export function loadEnv(): Env {
  const built = typeof __APP_ENV__ === 'undefined' ? undefined : __APP_ENV__;
  if (!built)
    throw new InvalidEnvError(['the build did not validate the environment (vite.config.ts app-env)']);
  if ('problems' in built) throw new InvalidEnvError(built.problems);
  current = built.env;
  return current;
}

/** Replaces the environment (setEnv in env-schema.ts validates first). */
export function replaceEnv(next: Env): void {
  current = next;
}
