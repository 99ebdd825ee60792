import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and from
 * the start in a page rendered by the browser alone). Anything a shopper owns (session, cart) renders
 * only when this is true, so server HTML is the same for everyone and hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Renders `fallback` on the server and during hydration, `children` in the browser afterwards. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? <>{children}</> : <>{fallback}</>;
}
