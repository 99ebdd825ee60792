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

let hydratingServerHtml = false;

/**
 * Whether React is taking over HTML a server rendered: set by the app's entry just before
 * `hydrateRoot`, cleared once the route's screen has hydrated (src/app/routes.tsx). Read it once, when
 * a component mounts (a changing subscription would re-render the component, which a dehydrated part
 * must not be): src/ui/Deferred.
 */
export function isHydratingServerHtml(): boolean {
  return hydratingServerHtml;
}
export function setHydratingServerHtml(value: boolean): void {
  hydratingServerHtml = value;
}
