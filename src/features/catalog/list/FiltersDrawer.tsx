import { useEffect, useState, type ReactNode } from 'react';
import { SideDrawer } from '@/ui';

export interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The phone's filters in a drawer: its own chunk, loaded when the shopper first opens it. */
export default function FiltersDrawer({ opened, onClose, children }: FiltersDrawerProps) {
  // Mantine's drawer notes what had the focus only when it opens after its mount; this one mounts open
  // at the first tap (its chunk loads then), and gave the focus back to nothing (the page's body). The
  // opener is noted at that first render and given the focus back when the drawer closes.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(() => {
    if (!opened) opener?.focus();
  }, [opened, opener]);
  return (
    <SideDrawer
      opened={opened}
      onClose={onClose}
      position="left"
      size="min(360px, 100vw)"
      title="Filters"
      closeLabel="Close filters"
    >
      {children}
    </SideDrawer>
  );
}
