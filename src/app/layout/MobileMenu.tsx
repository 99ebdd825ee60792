import type { MouseEvent } from 'react';
import { Anchor, Stack } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { brand } from '@/config/brand';
import { closeMobileMenu, uiStore } from '@/state';
import { SideDrawer } from '@/ui';
import { navLinks, useRevisit } from './navLinks';
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
              <MenuLink href={link.href} label={link.label} />
            </li>
          ))}
        </Stack>
      </nav>
    </SideDrawer>
  );
}

function MenuLink({ href, label }: { href: string; label: string }) {
  const revisit = useRevisit(href);
  return (
    <Anchor
      component={Link}
      href={href}
      className={classes.link}
      onClick={(event: MouseEvent) => {
        closeMobileMenu();
        revisit(event);
      }}
      underline="never"
    >
      {label}
    </Anchor>
  );
}
