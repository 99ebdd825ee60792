// The real entry point in a child process, as `npm start` runs it: built once per test run by
// scripts/build-server.mjs (into node_modules/.cache, so that it finds node_modules) and run by plain node.
// For tests that need the process itself: its accept queue, its workers, its signals.
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/build-server.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let bundle: Promise<string> | undefined;
/** The server bundle, built once per run. */
export function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const outfile = join(
      ROOT,
      'node_modules',
      '.cache',
      'floorshop-server-build',
      `spawned-${process.pid}.mjs`,
    );
    return (await buildServer({ outfile })).outfile;
  })();
  return bundle;
}

/**
 * Removes the bundle built for this run (call from afterAll). The server project runs its files in one
 * process without isolation (vitest.config.ts), so this module outlives the file: the next file that
 * spawns a server builds the bundle again instead of running the one just removed.
 */
export async function removeServerBundle(): Promise<void> {
  const built = bundle;
  bundle = undefined;
  const outfile = await built?.catch(() => null);
  if (outfile) await Promise.all([rm(outfile, { force: true }), rm(`${outfile}.map`, { force: true })]);
}

export interface Spawned {
  child: ChildProcess;
  port: number;
  /** Every line the server wrote so far (stdout and stderr). */
  output: string[];
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the server with `env` (over the test's own environment) and resolves once it logs `listening`. */
export async function spawnServer(env: NodeJS.ProcessEnv): Promise<Spawned> {
  const child = spawn(process.execPath, ['--enable-source-maps', await serverBundle()], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        output.push(line);
        if (line.includes('"msg":"listening"')) {
          const port = Number(/"port":(\d+)/.exec(line)?.[1]);
          resolve({ child, port, output, exited, stop });
        }
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output.join('\n')}`)),
    );
  });
}
