// Per-story reset, run as a loader before every story renders: no state leaks between stories.
import { notifications } from '@mantine/notifications';
import type { Loader } from '@storybook/react-vite';
import { memoryLocation } from 'wouter/memory-location';
import { roadDistance } from '@/services/roadDistance';
import { resetAllStores, startSession } from '@/state';
import { resetDb } from '@mocks/db';

function clearAppStorage(): void {
  // The iframe shares its origin with Storybook's manager: keep Storybook's own keys.
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (!/^@?storybook/.test(key)) storage.removeItem(key);
    }
  }
}

export type StoryLocation = ReturnType<typeof memoryLocation<unknown>> & { history: string[] };

/**
 * Resets app storage, notifications, every valtio store and the mock shop's data (carts,
 * addresses, users back to the demo seed), then signs in `parameters.session` if given.
 * Returns `{ location }` in `context.loaded`: the story's in-memory wouter location, so play
 * functions can assert navigation with `loaded.location.history`.
 */
export const storyStateLoader: Loader = ({ parameters }) => {
  clearAppStorage();
  notifications.clean();
  notifications.cleanQueue();
  resetAllStores();
  resetDb();
  roadDistance().clearCache(); // no road distance measured in one story answers another
  if (parameters.session) startSession(parameters.session);

  const location = memoryLocation({ path: parameters.route ?? '/', record: true });
  return { location };
};
