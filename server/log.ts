// One-line JSON logs. Secrets never reach a line:
// - errors are logged by an allow-list (errorFields): the error's name, its code and the database's
//   constraint/table/column/routine — never a database error's message (drizzle puts the query's parameters
//   in it: an e-mail, an argon2 hash) nor its detail (the values of a violated key);
// - every line passes through `redact`: fields named like a password, auth key, token, secret, hash,
//   cookie or e-mail address are replaced, and hashes, e-mail addresses and key-like strings are masked
//   in any text (an error message, a stack, a path).
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const ORDER: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(
  level: LogLevel | 'silent' = 'info',
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const min = ORDER[level];
  const emit = (lvl: LogLevel, msg: string, fields?: LogFields) => {
    if (ORDER[lvl] < min) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...redact(fields ?? {}) }));
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  };
}

export const silentLogger: Logger = createLogger('silent');

/** A logger that keeps lines in memory (tests read them). */
export function memoryLogger(): Logger & { lines: LogFields[] } {
  const lines: LogFields[] = [];
  const logger = createLogger('debug', (line) => lines.push(JSON.parse(line) as LogFields));
  return Object.assign(logger, { lines });
}

// ---- redaction ----

/** Field names whose values are never logged. */
const SECRET_KEY = /pass(word)?|secret|token|auth_?key|api_?key|hash|cookie|authorization|e-?mail|card|cvc/i;

const SCRUB: [RegExp, string][] = [
  // Password hashes (argon2, scrypt, bcrypt).
  [/\$(argon2(id|i|d)|scrypt|2[aby])\$[^\s"'`]+/g, '[hash]'],
  // E-mail addresses.
  [/[^\s@"'`<>(),;:]+@[^\s@"'`<>(),;:]+\.[A-Za-z]{2,}/g, '[email]'],
  // Keys and tokens: 40+ URL-safe characters (an auth_key is 43; a UUID request id, 36, stays).
  [/[A-Za-z0-9_-]{40,}/g, '[token]'],
];

/** A string with hashes, e-mail addresses and key-like runs masked. */
export function scrub(text: string): string {
  return SCRUB.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

/** Log fields with secret-named fields replaced and every string scrubbed (nested objects included). */
export function redact(fields: LogFields, depth = 0): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      SECRET_KEY.test(key) && value !== undefined && value !== null ? '[redacted]' : clean(value, depth);
  }
  return out;
}

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrub(value);
  if (depth >= 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => clean(v, depth + 1));
  return redact(value as LogFields, depth + 1);
}

// ---- errors ----

/** What a database error (pg, PGlite) may say about itself without its values. */
const DATABASE_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const;

function isDatabaseError(e: object): boolean {
  return (
    'query' in e || // drizzle's DrizzleQueryError: the message holds the SQL and its parameters
    ('severity' in e && 'code' in e) // pg's DatabaseError, PGlite's errors
  );
}

/**
 * An error as log fields, by allow-list: its name, a code, the database's constraint/table/column/routine,
 * and the stack frames (without the message line). The message is logged (scrubbed) only for errors that do
 * not come from the database.
 */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error_name: typeof error };
  const fields: LogFields = { error_name: error.name };
  let fromDatabase = false;
  for (let e: unknown = error, i = 0; e && typeof e === 'object' && i < 5; e = (e as Error).cause, i += 1) {
    if (isDatabaseError(e)) fromDatabase = true;
    for (const key of DATABASE_FIELDS) {
      const value = (e as Record<string, unknown>)[key];
      if ((typeof value === 'string' || typeof value === 'number') && fields[key] === undefined)
        fields[key] = value;
    }
  }
  if (!fromDatabase) fields.error = scrub(error.message);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 10)
    .map((line) => line.trim());
  if (frames.length > 0) fields.stack = frames;
  return fields;
}
