import { lazy, Suspense, useLayoutEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconMessageCircle } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { openEnquiry, uiStore } from '@/state';
import { deferHydration } from '@/ui/Deferred';
import { ErrorBoundary } from '../ErrorBoundary';
import { Header } from './Header';
import headerClasses from './Header.module.css';
import enquiryClasses from './EnquiryWidget.module.css';
import classes from './Layout.module.css';

// Below every page's content: its code comes when it is scrolled near (a link clicked before then is
// followed once it has), not with every first visit. Its CSS is inlined with the page's by the server.
const Footer = deferHydration(() => import('./Footer.deferred'), {
  until: { visible: {} },
  fallback: null,
});

// Overlays load when first wanted, not before the first paint (their code is not on the
// first screen): the cart drawer and the mobile menu when opened, the enquiry form when the shopper
// points at, focuses or presses its button.
const CartDrawer = lazy(() => import('./CartDrawer').then((m) => ({ default: m.CartDrawer })));
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));
const loadEnquiry = () => import('./EnquiryWidget').then((m) => ({ default: m.EnquiryWidget }));
const EnquiryWidget = lazy(loadEnquiry);
// The payment success dialog: only after a checkout (its code then loads on /).
const PaymentSuccessDialog = lazy(() => import('@/features/cart/checkout/PaymentSuccessDialog'));

/** True from the first time `open` is true (the overlay then stays mounted for its closing transition). */
function useOnceTrue(open: boolean): boolean {
  const [seen, setSeen] = useState(open);
  if (open && !seen) setSeen(true);
  return seen || open;
}

/**
 * The node Mantine's portals share at the end of <body> (Mantine's Portal finds it by this attribute and
 * makes it the same way when it is not there yet), null until mounted: like Mantine's Portal, nothing in
 * the server's HTML.
 */
function useSharedPortalNode(): HTMLElement | null {
  const [node, setNode] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    let shared = document.querySelector<HTMLElement>('[data-mantine-shared-portal-node]');
    if (!shared) {
      shared = document.createElement('div');
      shared.setAttribute('data-portal', 'true');
      shared.setAttribute('data-mantine-shared-portal-node', 'true');
      document.body.appendChild(shared);
    }
    // The node is the DOM's, outside React: read once mounted, as Mantine's Portal does.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNode(shared);
  }, []);
  return node;
}

/**
 * The enquiry button until the form's code is wanted: the same button (same place, look and name), so
 * nothing moves when the real widget replaces it. Plain elements, not Mantine's Affix and ActionIcon
 * (whose code would be in every first visit for this one button): styled as they style it, and in the
 * same place (the portal node at the end of <body>, so its place in the focus order is the widget's).
 */
function EnquiryLauncher({ onWanted }: { onWanted: () => void }) {
  const portal = useSharedPortalNode();
  if (!portal) return null;
  return createPortal(
    <div className={enquiryClasses.affix}>
      <button
        type="button"
        className={`mantine-focus-auto mantine-active ${headerClasses.icon} ${enquiryClasses.launcher} ${enquiryClasses.fab}`}
        onPointerEnter={() => void loadEnquiry()}
        onFocus={() => void loadEnquiry()}
        onClick={() => {
          onWanted();
          openEnquiry();
        }}
        aria-label="Open enquiry form"
        aria-expanded={false}
      >
        <IconMessageCircle size={28} aria-hidden />
      </button>
    </div>,
    portal,
  );
}

/**
 * To the page's content without an entry in the tab's history: the anchor's `#main` made one, so Back
 * stayed on the page (scrolled to the anchor by the browser) instead of leaving it, and the page's place
 * was not kept for Back from the next page (src/app/historyPlaces.ts). Before hydration the plain anchor
 * does it.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/**
 * Not in the owner's back office (the enquiry: its button covered the pages' controls on a phone). Its own
 * component, so an address change redraws it alone, not the layout.
 */
function ShoppersOnly({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return location === paths.admin || location.startsWith(`${paths.admin}/`) ? null : children;
}

/** Header, drawer, mobile menu, footer and the enquiry widget around every screen (§2; the back office
 *  without the enquiry). */
export function Layout({ children }: { children: ReactNode }) {
  const ui = useSnapshot(uiStore);
  const cartDrawer = useOnceTrue(ui.cartDrawerOpen);
  const mobileMenu = useOnceTrue(ui.mobileMenuOpen);
  const [enquiryWanted, setEnquiryWanted] = useState(false);
  const enquiry = useOnceTrue(ui.enquiryOpen || enquiryWanted);
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip} onClick={skipToContent}>
        Skip to content
      </a>
      <Header />
      <Suspense fallback={null}>
        {mobileMenu ? <MobileMenu /> : null}
        {cartDrawer ? <CartDrawer /> : null}
      </Suspense>
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      {/* Its code failing to load (a lost connection, a tab left open across a deploy) takes the footer
          away, not the page. */}
      <ErrorBoundary fallback={null}>
        <Footer />
      </ErrorBoundary>
      {ui.placedOrder ? (
        <Suspense fallback={null}>
          <PaymentSuccessDialog />
        </Suspense>
      ) : null}
      <ShoppersOnly>
        {enquiry ? (
          <Suspense fallback={<EnquiryLauncher onWanted={() => undefined} />}>
            <EnquiryWidget />
          </Suspense>
        ) : (
          <EnquiryLauncher onWanted={() => setEnquiryWanted(true)} />
        )}
      </ShoppersOnly>
    </div>
  );
}
