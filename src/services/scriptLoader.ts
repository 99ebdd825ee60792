// Loads a third-party script once per page (a <script async> in <head>), for SDKs that must come from
// their vendor's URL. Only the screens that need one call it, so the script never loads elsewhere.

const loads = new Map<string, Promise<void>>();

export class ScriptLoadError extends Error {
  constructor(readonly src: string) {
    super(`Could not load ${src}`);
    this.name = 'ScriptLoadError';
  }
}

/** Resolves when the script has run; rejects (and may be retried) when it cannot be loaded. */
export function loadScript(src: string): Promise<void> {
  const existing = loads.get(src);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      loads.delete(src);
      reject(new ScriptLoadError(src));
    });
    document.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}
