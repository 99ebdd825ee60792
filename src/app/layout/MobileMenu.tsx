import { Anchor, Stack } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { brand } from '@/config/brand';
import { closeMobileMenu, uiStore } from '@/state';
import { SideDrawer } from '@/ui';
import { navLinks } from './navLinks';
import classes from './MobileMenu.module.css';

/** §2 mobile slide-in menu (max width 300px) with the header's links; closes on outside click. */
export function MobileMenu() {
  const { mobileMenuOpen } = useSnapshot(uiStore);
  return (
    <SideDrawer
      opened={mobileMenuOpen}
      onClose={closeMobileMenu}
      position="left"
      size="min(300px, 85vw)"
      title={brand.name}
      closeLabel="Close menu"
      // Below the header, as the cart drawer: the header's cart button (and the burger) stay usable while
      // the menu is open.
      top="var(--app-header-height)"
    >
      <nav aria-label="Mobile">
        <Stack gap={4} component="ul" className={classes.list}>
          {navLinks.map((link) => (
            <li key={link.label}>
              <Anchor
                component={Link}
                href={link.href}
                className={classes.link}
                onClick={closeMobileMenu}
                underline="never"
              >
                {link.label}
              </Anchor>
            </li>
          ))}
        </Stack>
      </nav>
    </SideDrawer>
  );
}
