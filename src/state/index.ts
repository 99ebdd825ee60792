// valtio stores: one module each, actions beside them; components read with useSnapshot, write through actions.
export * from './session';
export * from './cartMode';
export * from './ui';
export { useSignedIn } from './useSignedIn';
import { resetSessionStore } from './session';
import { resetCartModeStore } from './cartMode';
import { resetUiStore } from './ui';

/** Back to a fresh app (stories and tests). Does not touch storage. */
export function resetAllStores(): void {
  resetSessionStore();
  resetCartModeStore();
  resetUiStore();
}
