// A lock file so two processes never open one PGlite data directory (PGlite has none of its own).
// The file is created exclusively (O_EXCL) and holds the owner's pid; a lock left by a process that no
// longer runs (kill -9, crash) is stale and taken over.
import { open, readFile, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';

export interface DirLock {
  path: string;
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory is in use by process ${ownerPid} (lock file ${lockPath}). Stop it, or use another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockContent {
  pid: number;
  host: string;
  since: string;
}

export async function acquireDirLock(path: string): Promise<DirLock> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      const content: LockContent = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
      await handle.writeFile(JSON.stringify(content));
      await handle.sync();
      await handle.close();
      let released = false;
      return {
        path,
        async release() {
          if (released) return;
          released = true;
          // Only remove the lock if it is still ours.
          const owner = await readLock(path);
          if (owner?.pid === process.pid) await unlink(path).catch(() => {});
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readLock(path);
      // Our own pid counts as alive too: this process already has the directory open.
      if (owner && owner.host === hostname() && (owner.pid === process.pid || isAlive(owner.pid))) {
        throw new DataDirLockedError(path, owner.pid);
      }
      if (owner && owner.host !== hostname()) {
        // Another machine on a shared disk: we cannot tell whether it is alive.
        throw new DataDirLockedError(path, owner.pid);
      }
      // Stale (owner gone) or unreadable (crashed mid-write): remove and retry.
      await unlink(path).catch(() => {});
    }
  }
  throw new Error(`Could not acquire lock ${path}`);
}

async function readLock(path: string): Promise<LockContent | null> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, host: String(parsed.host ?? ''), since: String(parsed.since ?? '') }
      : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
