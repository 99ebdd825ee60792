// The server secret that signs what the server hands out and must recognise later (the XSRF-TOKEN cookie,
// the login-throttle device cookie). From SERVER_SECRET — required in production, and the same on every
// instance behind one load balancer — or, outside production, generated once and kept in DATA_DIR/server-secret
// (mode 0600) so that tokens survive a restart.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export const MIN_SECRET_LENGTH = 32;
export const SECRET_FILE = 'server-secret';

export interface ServerSecret {
  secret: string;
  source: 'SERVER_SECRET' | 'data dir (created)' | 'data dir';
}

export async function loadServerSecret(options: {
  configured: string | undefined;
  dataDir: string;
  production: boolean;
}): Promise<ServerSecret> {
  if (options.configured) return { secret: options.configured, source: 'SERVER_SECRET' };
  if (options.production) {
    throw new Error(
      `SERVER_SECRET is required when NODE_ENV=production (${MIN_SECRET_LENGTH}+ random characters, the same on every instance).`,
    );
  }
  const dir = resolve(options.dataDir);
  const file = join(dir, SECRET_FILE);
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing && existing.trim().length >= MIN_SECRET_LENGTH)
    return { secret: existing.trim(), source: 'data dir' };
  await mkdir(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return { secret, source: 'data dir (created)' };
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = (await readFile(file, 'utf8')).trim();
    if (theirs.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds no usable secret: delete it.`);
    return { secret: theirs, source: 'data dir' };
  }
}
