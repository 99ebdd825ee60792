import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import classes from './SideDrawer.module.css';

export interface SideDrawerProps {
  opened: boolean;
  onClose: () => void;
  position: 'left' | 'right';
  /** CSS size, e.g. "min(340px, 100vw)". */
  size: string;
  title: ReactNode;
  /** Accessible name of the close button, e.g. "Close". */
  closeLabel: string;
  /**
   * Where the panel and its overlay start (CSS length), e.g. below a sticky header that must stay in
   * reach while the drawer is open. Default: the top of the window.
   */
  top?: string;
  children: ReactNode;
}

/**
 * A slide-in panel (cart drawer, mobile menu). Built from Drawer's parts so its header is a <div>:
 * Mantine's default <header> inside the dialog would be a second page "banner" landmark.
 * Closes on outside click and Escape.
 */
export function SideDrawer({
  opened,
  onClose,
  position,
  size,
  title,
  closeLabel,
  top,
  children,
}: SideDrawerProps) {
  // Mantine's drawer notes what had the focus only when it opens after its mount. These drawers load
  // when first opened, so they mount open (cart drawer, mobile menu, the phone's filters) and the
  // first close gave the focus back to nothing (the page's body). The opener is noted at that first
  // render and gets the focus back at the first close; later opens are Mantine's own.
  const [firstOpener] = useState(() => (opened ? (document.activeElement as HTMLElement | null) : null));
  const opener = useRef(firstOpener);
  useEffect(() => {
    if (opened || !opener.current) return;
    opener.current.focus({ preventScroll: true });
    opener.current = null;
  }, [opened]);
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position={position}
      size={size}
      styles={top ? { inner: { top }, overlay: { top } } : undefined}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <div className={classes.header}>
          <Drawer.Title className={classes.title}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={closeLabel} />
        </div>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
