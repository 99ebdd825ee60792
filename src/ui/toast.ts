// §9 toasts: success, error, loading, info; 3000 ms; top-right.
// Mantine's notifications load with the first toast (no first visit shows one): toast() returns
// its id at once and shows it when the module is there (calls keep their order); AppProviders mounts
// the container once toasts are loaded (useToastsLoaded).
import { randomId } from '@mantine/hooks';
import type * as MantineNotifications from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'loading' | 'info';

const colors: Record<ToastType, string> = { success: 'green', error: 'red', loading: 'oak', info: 'blue' };

export const TOAST_MS = 3000;

type NotificationsModule = typeof MantineNotifications;
let loading: Promise<NotificationsModule> | null = null;
const listeners = new Set<() => void>();

/** Mantine's notifications, loaded once. */
export function loadToasts(): Promise<NotificationsModule> {
  if (!loading) {
    loading = import('@mantine/notifications');
    for (const listener of listeners) listener();
  }
  return loading;
}

/** True once a toast was asked for (the container should be mounted). */
export function useToastsLoaded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading !== null,
    () => false,
  );
}

/** Shows a toast; returns its id (a loading toast can later be replaced with updateToast). */
export function toast(type: ToastType, message: string, id: string = randomId(), title?: string): string {
  void loadToasts().then(({ notifications }) =>
    notifications.show({
      id,
      title,
      message,
      // Also before the container has mounted, the store places it top-right.
      position: 'top-right',
      color: colors[type],
      loading: type === 'loading',
      autoClose: type === 'loading' ? false : TOAST_MS,
      withCloseButton: true,
      // Mantine's close button has no accessible name of its own (axe: button-name).
      closeButtonProps: { 'aria-label': 'Close notification' },
    }),
  );
  return id;
}

export function updateToast(id: string, type: Exclude<ToastType, 'loading'>, message: string): void {
  void loadToasts().then(({ notifications }) =>
    notifications.update({ id, message, color: colors[type], loading: false, autoClose: TOAST_MS }),
  );
}
