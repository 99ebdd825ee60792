import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { paths, withRedirect } from '@/config/paths';
import { routeIds, routes, screenModule, type RouteEntry } from '@/config/routes';
import { replayTypedBeforeHydration } from '@/start/typedBeforeHydration';
import { sessionStore } from '@/state';
import { ClientOnly, LoadingView, SCREEN_LOADING_HEIGHT, setHydratingServerHtml, useHydrated } from '@/ui';
import { GuestOnly } from './GuestOnly';
import { NotFoundScreen } from './NotFoundScreen';
import { RouteHead } from './RouteHead';
import { isOverlayRoute } from './layout/navLinks';
import classes from './routes.module.css';

// The client's routes, from the route table (src/config/routes.ts). Every screen is its own chunk,
// found by its file name; the layout is in the main chunk.
const screenModules = import.meta.glob<Record<string, ComponentType>>('/src/features/**/*Screen.tsx');

/** Every screen module the table may name (a unit test checks each route's screen is one). */
export const SCREEN_MODULES: readonly string[] = Object.keys(screenModules).map((key) => key.slice(1));

const lazyScreens = new Map<string, ComponentType>();
function lazyScreen(route: RouteEntry): ComponentType {
  const { screenExport = 'default' } = route;
  const key = `${route.screen}#${screenExport}`;
  let Screen = lazyScreens.get(key);
  if (!Screen) {
    const load = screenModules[`/${screenModule(route)}`];
    if (!load) throw new Error(`route table: no screen module ${screenModule(route)}`);
    Screen = lazy(() => load().then((module) => ({ default: module[screenExport]! })));
    lazyScreens.set(key, Screen);
  }
  return Screen;
}

/**
 * The route's screen behind its guard. `client` routes show what a shopper owns or depend on it: a
 * server renders the loading state in their place, the browser renders them once hydrated (nothing a
 * shopper owns is rendered on a server). `guest` screens (sign in, sign up, forgot password) are the same
 * for every visitor: a server renders them, and GuestOnly sends a signed-in shopper on once the page has
 * hydrated. The cart is `public`: it renders its own frame.
 */
function routeComponent(route: RouteEntry): ComponentType {
  const Screen = lazyScreen(route);
  if (route.signInNotice) {
    // A shopper's own page (the cart, the orders): its frame is the same for everyone, so a server renders
    // it and the browser hydrates it; once hydrated, a visitor without a session goes to sign in and back
    // here, before the screen's code is asked for (the sign-in page says why: the route's notice). On a
    // first visit the head's inline script has already sent them (SIGN_IN_FIRST_SCRIPT).
    return function ShopperRoute() {
      const hydrated = useHydrated();
      const { authKey } = useSnapshot(sessionStore);
      const [location] = useLocation();
      const search = useSearch();
      if (hydrated && !authKey) {
        return (
          <Redirect to={withRedirect(paths.login, search ? `${location}?${search}` : location)} replace />
        );
      }
      return <Screen />;
    };
  }
  if (route.guard === 'public') {
    return function PublicRoute() {
      return <Screen />;
    };
  }
  if (route.guard === 'client') {
    return function ClientRoute() {
      return (
        <ClientOnly fallback={<RouteFallback />}>
          <Screen />
        </ClientOnly>
      );
    };
  }
  const honourRedirect = route.guard === 'guest-redirect';
  return function GuestRoute() {
    return (
      <GuestOnly honourRedirect={honourRedirect}>
        <Screen />
      </GuestOnly>
    );
  };
}

const routeComponents = routeIds.map((id) => ({
  path: routes[id].path,
  component: routeComponent(routes[id]),
}));

/** While a screen's chunk loads. Under the transparent header (/, /about-us) it is dark, so the header stays readable. */
function RouteFallback() {
  const [location] = useLocation();
  return (
    <LoadingView
      label="Loading…"
      mih={SCREEN_LOADING_HEIGHT}
      className={classes.fallback}
      data-overlay={isOverlayRoute(location) || undefined}
      // Marks "a screen's code is still loading" (Storybook's settle check waits it out).
      data-route-loading=""
    />
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        {routeComponents.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route component={NotFoundScreen} />
      </Switch>
      {/* Inside the routes' boundary, so that it hydrates in the screen's pass (React hydrates a boundary's
          server HTML after what is outside it): its SWR hooks read the screen's keys, and a hook of a key
          already mounted by then makes SWR take the screen's server snapshot for stale and render the whole
          screen again, synchronously, right after hydrating it. */}
      <RouteHead />
      <InteractiveMark />
    </Suspense>
  );
}

/**
 * Marks the page as interactive (`<html data-hydrated>`) once React has taken the route over: inside the
 * routes' Suspense boundary, so after hydrating the server's HTML this waits for the route's own code
 * (until then the screen is server HTML). What the shopper typed or chose meanwhile is given back to its
 * fields here (src/start/typedBeforeHydration.ts). End-to-end tests wait for the mark after each page load.
 */
function InteractiveMark() {
  useEffect(() => {
    setHydratingServerHtml(false);
    // The mark once the fields are given back: a form submitted before hydration is sent then, with
    // what was typed (src/start/boot.ts holdEarlySubmits).
    void replayTypedBeforeHydration().finally(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  return null;
}
