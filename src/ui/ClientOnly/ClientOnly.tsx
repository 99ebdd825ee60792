import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and from
 * the start in a page rendered by the browser alone). Anything a shopper owns (session, cart) renders
 * only when this is true, so server HTML is the same for everyone and hydration never mismatches.
 *
 * It turns true in a transition, after the hydration has committed: React renders what the shopper owns
 * in slices then, yielding to the browser every few ms. (It was a `useSyncExternalStore` whose server
 * snapshot differed from the browser's: React then re-renders every such component synchronously right
 * after hydrating, one long task with the cart's whole screen in it, counted as blocking time.)
 */
export function useHydrated(): boolean {
  const hydratingPart = useContext(HydratingDeferredPart);
  const [hydrated, setHydrated] = useState(() => rendersInBrowserAlone() && !hydratingPart);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * True inside a part of the page whose server HTML hydrates later than the rest (src/ui/Deferred): it
 * may hydrate after the route has (isHydratingServerHtml() is false by then), and must still render as
 * the server did. Set for the part's life: what mounts in it later starts false for a moment too.
 */
export const HydratingDeferredPart = createContext(false);

/** Not on the server, and not while React takes over HTML the server rendered. */
function rendersInBrowserAlone(): boolean {
  return typeof document !== 'undefined' && !hydratingServerHtml;
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
 * must not be): src/ui/Deferred, useHydrated.
 */
export function isHydratingServerHtml(): boolean {
  return hydratingServerHtml;
}
export function setHydratingServerHtml(value: boolean): void {
  hydratingServerHtml = value;
}
