import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { paths, routePatterns } from '@/config/paths';
import { replayTypedBeforeHydration } from './typedBeforeHydration';
import { ClientOnly, LoadingView, SCREEN_LOADING_HEIGHT, setHydratingServerHtml } from '@/ui';
import { GuestOnly } from './GuestOnly';
import { NotFoundScreen } from './NotFoundScreen';
import { isOverlayRoute } from './layout/navLinks';
import classes from './routes.module.css';

// §2 route table. Every screen is its own chunk (React.lazy); the layout is in the main chunk.
const screens = {
  home: lazy(() => import('@/features/content/HomeScreen')),
  about: lazy(() => import('@/features/content/AboutScreen')),
  privacy: lazy(() =>
    import('@/features/content/PolicyScreen').then((m) => ({ default: m.PrivacyPolicyScreen })),
  ),
  terms: lazy(() => import('@/features/content/PolicyScreen').then((m) => ({ default: m.TermsScreen }))),
  login: lazy(() => import('@/features/account/LoginScreen')),
  forgotPassword: lazy(() => import('@/features/account/ForgotPasswordScreen')),
  signUp: lazy(() => import('@/features/account/SignUpScreen')),
  contact: lazy(() => import('@/features/account/ContactScreen')),
  calculate: lazy(() => import('@/features/delivery/DeliveryCalculatorScreen')),
  myCart: lazy(() => import('@/features/cart/MyCartScreen')),
  products: lazy(() => import('@/features/catalog/ProductListScreen')),
  product: lazy(() => import('@/features/catalog/ProductDetailsScreen')),
  orders: lazy(() => import('@/features/orders/OrdersScreen')),
  order: lazy(() => import('@/features/orders/OrderDetailsScreen')),
  resetPassword: lazy(() => import('@/features/account/ResetPasswordScreen')),
  callback: lazy(() => import('@/features/devtools/CallbackScreen')),
  callbackTest: lazy(() => import('@/features/devtools/CallbackTestScreen')),
};

function screen(Screen: LazyExoticComponent<ComponentType>) {
  return function LazyScreen() {
    return <Screen />;
  };
}

/**
 * A screen that shows what a shopper owns (session, cart) or depends on it: a server renders the
 * loading state in its place, and the browser renders it once hydrated (issue 9: nothing a shopper
 * owns is rendered on the server). The cart renders its own frame instead (MyCartScreen).
 */
function shopperScreen(Screen: LazyExoticComponent<ComponentType>) {
  return function ShopperScreen() {
    return (
      <ClientOnly fallback={<RouteFallback />}>
        <Screen />
      </ClientOnly>
    );
  };
}

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
        <Route path={paths.home} component={screen(screens.home)} />
        <Route path={paths.aboutUs} component={screen(screens.about)} />
        <Route path={paths.login}>
          <ClientOnly fallback={<RouteFallback />}>
            <GuestOnly honourRedirect>
              <screens.login />
            </GuestOnly>
          </ClientOnly>
        </Route>
        <Route path={paths.forgotPassword}>
          <ClientOnly fallback={<RouteFallback />}>
            <GuestOnly>
              <screens.forgotPassword />
            </GuestOnly>
          </ClientOnly>
        </Route>
        <Route path={paths.signUp}>
          <ClientOnly fallback={<RouteFallback />}>
            <GuestOnly>
              <screens.signUp />
            </GuestOnly>
          </ClientOnly>
        </Route>
        <Route path={paths.contactUs} component={screen(screens.contact)} />
        <Route path={paths.calculate} component={screen(screens.calculate)} />
        <Route path={paths.myCart} component={screen(screens.myCart)} />
        <Route path={paths.products} component={screen(screens.products)} />
        <Route path={routePatterns.category} component={screen(screens.products)} />
        <Route path={routePatterns.product} component={screen(screens.product)} />
        <Route path={paths.privacyPolicy} component={screen(screens.privacy)} />
        <Route path={paths.termsAndConditions} component={screen(screens.terms)} />
        <Route path={paths.orders} component={shopperScreen(screens.orders)} />
        <Route path={routePatterns.order} component={shopperScreen(screens.order)} />
        <Route path={paths.resetPassword} component={shopperScreen(screens.resetPassword)} />
        <Route path={paths.callback} component={shopperScreen(screens.callback)} />
        <Route path={paths.callbackTest} component={shopperScreen(screens.callbackTest)} />
        <Route component={NotFoundScreen} />
      </Switch>
      <InteractiveMark />
    </Suspense>
  );
}

/**
 * Marks the page as interactive (`<html data-hydrated>`) once React has taken the route over: inside the
 * routes' Suspense boundary, so after hydrating the server's HTML this waits for the route's own code
 * (until then the screen is server HTML). What the shopper typed or chose meanwhile is given back to its
 * fields here (src/app/typedBeforeHydration.ts). End-to-end tests wait for the mark after each page load.
 */
function InteractiveMark() {
  useEffect(() => {
    setHydratingServerHtml(false);
    void replayTypedBeforeHydration();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
