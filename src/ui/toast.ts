// §9 toasts: success, error, loading, info; 3000 ms; top-right (the <Notifications> position).
import { notifications } from '@mantine/notifications';

export type ToastType = 'success' | 'error' | 'loading' | 'info';

const colors: Record<ToastType, string> = { success: 'green', error: 'red', loading: 'oak', info: 'blue' };

export const TOAST_MS = 3000;

/** Shows a toast; returns its id (a loading toast can later be replaced with updateToast). */
export function toast(type: ToastType, message: string, id?: string, title?: string): string {
  return notifications.show({
    id,
    title,
    message,
    color: colors[type],
    loading: type === 'loading',
    autoClose: type === 'loading' ? false : TOAST_MS,
    withCloseButton: true,
    // Mantine's close button has no accessible name of its own (axe: button-name).
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

export function updateToast(id: string, type: Exclude<ToastType, 'loading'>, message: string): void {
  notifications.update({ id, message, color: colors[type], loading: false, autoClose: TOAST_MS });
}
