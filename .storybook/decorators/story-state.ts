// Per-story reset, run as a loader before every story renders: no state leaks between stories.
import { notifications } from '@mantine/notifications';
import type { Loader } from '@storybook/react-vite';
import { memoryLocation } from 'wouter/memory-location';
import type { StorySessionSeed } from '../../types/storybook';
import { resetDb } from '@mocks/db';
import { stateModule } from './project-modules';

function clearAppStorage(): void {
  // The iframe shares its origin with Storybook's manager: keep Storybook's own keys.
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (!/^@?storybook/.test(key)) storage.removeItem(key);
    }
  }
}

function seedSession(seed: StorySessionSeed): void {
  const session = { fullName: `${seed.firstName} ${seed.lastName}`, ...seed };
  if (stateModule?.startSession) stateModule.startSession(session);
  else if (stateModule?.session) Object.assign(stateModule.session, session);
  else console.warn('[storybook] parameters.session given but src/state has no session store yet');
}

export type StoryLocation = ReturnType<typeof memoryLocation<unknown>> & { history: string[] };

/**
 * Returns `{ location }` in `context.loaded`: the story's in-memory wouter location.
 * Play functions can assert navigation with `loaded.location.history`.
 */
export const storyStateLoader: Loader = ({ parameters }) => {
  clearAppStorage();
  notifications.clean();
  notifications.cleanQueue();
  stateModule?.resetAllStores?.();
  resetDb(); // the mock shop's data: carts, addresses, users back to the demo seed
  if (parameters.session) seedSession(parameters.session);

  const location = memoryLocation({ path: parameters.route ?? '/', record: true });
  return { location };
};
