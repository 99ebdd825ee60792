// One-line JSON logs. Never log auth keys, passwords, tokens or card data.
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
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }));
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

export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
