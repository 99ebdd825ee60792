import type { ReactNode } from 'react';
import { SideDrawer } from '@/ui';

export interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The phone's filters in a drawer: its own chunk, loaded when the shopper first opens it. */
export default function FiltersDrawer({ opened, onClose, children }: FiltersDrawerProps) {
  // It mounts open at the first tap (its chunk loads then): SideDrawer gives the focus back to the
  // opener when it first closes.
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
