import { lazy, startTransition, Suspense, useState } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { useCart } from '@/api';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { toggleCartDrawer, toggleMobileMenu, uiStore, useSignedIn } from '@/state';
import { AccountButton } from './AccountButton';
import { HeaderSearch } from './HeaderSearch';
import { isOverlayRoute, navLinks, useRevisit } from './navLinks';
import classes from './Header.module.css';

const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

function NavLink({ href, label }: { href: string; label: string }) {
  return (
    <Anchor
      component={Link}
      href={href}
      className={classes.link}
      underline="never"
      onClick={useRevisit(href)}
    >
      {label}
    </Anchor>
  );
}

/**
 * §2 header: links, cart button with a badge of cart lines, login button / first name with Logout.
 * The menu button, the cart button and its badge are plain elements styled as Mantine's Burger,
 * ActionIcon and Indicator style them (Header.module.css): the header is in every first visit, and
 * those components' code was there for these three alone.
 *
 * Each part that follows the shopper's state (menu open, cart lines, session) reads it itself: a store
 * or SWR update renders synchronously, so the cart's arrival redraws the badge, not the whole header
 * with its search box and links.
 */
export function Header() {
  const [location] = useLocation();
  const overlay = isOverlayRoute(location);

  return (
    <header className={classes.header} data-overlay={overlay || undefined}>
      <Group className={classes.inner} justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <MenuButton />
          <Anchor component={Link} href={paths.home} className={classes.brand} underline="never">
            {brand.name}
          </Anchor>
        </Group>

        <HeaderSearch />

        <nav aria-label="Main" className={classes.nav}>
          <Group gap="lg" visibleFrom="sm" component="ul" className={classes.links}>
            {navLinks.map((link) => (
              <li key={link.label}>
                <NavLink href={link.href} label={link.label} />
              </li>
            ))}
          </Group>
        </nav>

        <Group gap="sm" wrap="nowrap">
          <CartButton />
          <AccountArea />
        </Group>
      </Group>
    </header>
  );
}

function MenuButton() {
  const ui = useSnapshot(uiStore);
  return (
    <button
      type="button"
      className={`mantine-focus-auto mantine-hidden-from-sm ${classes.burger}`}
      onClick={toggleMobileMenu}
      aria-label="Open menu"
      aria-expanded={ui.mobileMenuOpen}
    >
      <span className={classes.burgerLines} data-opened={ui.mobileMenuOpen || undefined} />
    </button>
  );
}

function CartButton() {
  const ui = useSnapshot(uiStore);
  const { signedIn } = useSignedIn();
  const { data: cart } = useCart();
  const lines = signedIn ? (cart?.length ?? 0) : 0;
  return (
    <div className={classes.cart}>
      {signedIn ? <span className={classes.badge}>{lines}</span> : null}
      <button
        type="button"
        className={`mantine-focus-auto mantine-active ${classes.icon} ${classes.iconButton}`}
        onClick={toggleCartDrawer}
        aria-label={signedIn ? `Cart, ${lines} ${lines === 1 ? 'item' : 'items'}` : 'Cart'}
        aria-expanded={ui.cartDrawerOpen}
      >
        <IconShoppingCart size={22} stroke={1.7} aria-hidden />
      </button>
    </div>
  );
}

function AccountArea() {
  const { signedIn, firstName } = useSignedIn();
  // The account menu's code (Mantine's Menu brings floating-ui: ≈ 20 KB gzip) loads at the shopper's first
  // sign of using it — the pointer over the button, its focus or a press — not with every signed-in page,
  // where its evaluation was a long task on a phone (TBT). Until then the same button stands in.
  const [menuCode, setMenuCode] = useState(false);
  // Pressed while the account menu's code was still loading: it opens once loaded.
  const [menuWanted, setMenuWanted] = useState(false);
  // The stand-in had the keyboard focus: the menu's own button takes it over.
  const [standInFocused, setStandInFocused] = useState(false);
  // In a transition, React keeps the stand-in on screen (and focused) while the code loads.
  const loadMenu = () => startTransition(() => setMenuCode(true));
  if (!signedIn) {
    return (
      <Button
        component={Link}
        href={paths.login}
        variant="white"
        color="dark"
        size="sm"
        className={classes.login}
      >
        Login
      </Button>
    );
  }
  const standIn = (
    <AccountButton
      firstName={firstName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={loadMenu}
      onFocus={() => {
        setStandInFocused(true);
        loadMenu();
      }}
      onBlur={(event) => {
        if (event.relatedTarget) setStandInFocused(false);
      }}
      onClick={() => {
        setMenuWanted(true);
        loadMenu();
      }}
    />
  );
  return (
    <Suspense fallback={standIn}>
      {menuCode ? (
        <AccountMenu firstName={firstName} defaultOpened={menuWanted} takeFocus={standInFocused} />
      ) : (
        standIn
      )}
    </Suspense>
  );
}
