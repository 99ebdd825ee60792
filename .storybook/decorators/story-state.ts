// Per-story reset, run as a loader before every story renders: no state leaks between stories.
import { notifications } from '@mantine/notifications';
import type { Loader } from '@storybook/react-vite';
import { memoryLocation } from 'wouter/memory-location';
import { roadDistance } from '@/services/roadDistance';
import { resetAllStores, startSession } from '@/state';
import { resetDb } from '@mocks/db';
import { forgetEarlierRequests } from './settle';

function clearAppStorage(): void {
  // The iframe shares its origin with Storybook's manager: keep Storybook's own keys.
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (!/^@?storybook/.test(key)) storage.removeItem(key);
    }
  }
}

/**
 * A request of an earlier story never settles in a later one. A story may end with a request in flight:
 * a mock that holds it for ever (`neverAnswer`, a "saving" state) or an answer still on its way. Chromium
 * ends a service worker's event that is still unanswered after five minutes, so such a request failed
 * later, in whatever story was open by then, and its screen's catch ran there: a saving Add Address
 * story's "Something went wrong" toast turned up in a QuantityStepper picture of a slow visual run.
 * Each story opens a new epoch; an answer (or failure) that comes after its story's epoch has ended is
 * dropped, and the code that awaited it, of a story no longer shown, waits for ever.
 */
let storyEpoch = 0;
const storyFetch = window.fetch.bind(window);
const never = () => new Promise<never>(() => {});
window.fetch = (input, init) => {
  const epoch = storyEpoch;
  return storyFetch(input, init).then(
    (response) => (epoch === storyEpoch ? response : never()),
    (error: unknown) => (epoch === storyEpoch ? Promise.reject(error) : never()),
  );
};

export type StoryLocation = ReturnType<typeof memoryLocation<unknown>> & { history: string[] };

/**
 * Resets app storage, notifications, every valtio store and the mock shop's data (carts,
 * addresses, users back to the demo seed), then signs in `parameters.session` if given.
 * Returns `{ location }` in `context.loaded`: the story's in-memory wouter location, so play
 * functions can assert navigation with `loaded.location.history`.
 */
export const storyStateLoader: Loader = ({ parameters }) => {
  storyEpoch++;
  forgetEarlierRequests();
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
