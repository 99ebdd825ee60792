// Browser storage that never throws (private mode, disabled storage, SSR-like tests).

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? (globalThis.localStorage ?? null) : (globalThis.sessionStorage ?? null);
  } catch {
    return null;
  }
}

export const storage = {
  get(key: string, kind: 'local' | 'session' = 'local'): string | null {
    try {
      return area(kind)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string, kind: 'local' | 'session' = 'local'): void {
    try {
      area(kind)?.setItem(key, value);
    } catch {
      /* storage full or disabled: the session lives in memory only */
    }
  },
  remove(key: string, kind: 'local' | 'session' = 'local'): void {
    try {
      area(kind)?.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};
