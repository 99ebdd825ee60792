// The back office's loading and failed states, the same on every admin screen: the screen's own stories
// give each its name and, for the failure, what the screen shows once the retry has loaded it.
import { expect, userEvent } from 'storybook/test';
import type { AdminEndpointName } from '@/contract/admin';
import { adminStates } from '@mocks/handlers/admin';
import type { Canvas } from './index';

/** While `endpoint` never answers: the back office's "Loading…". */
export function adminLoading(endpoint: AdminEndpointName) {
  return {
    parameters: { msw: { handlers: adminStates.loading(endpoint) } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(await canvas.findByText('Loading…')).toBeVisible();
    },
  };
}

/** `endpoint` fails (HTTP 500) until "Try again" is pressed, then answers: `loaded` waits for the screen.
 * `route` for a screen at another address than the meta's. */
export function adminFailedThenRetried(
  endpoint: AdminEndpointName,
  loaded: (canvasElement: HTMLElement) => Promise<unknown>,
  route?: string,
) {
  const failure = adminStates.outage(endpoint);
  return {
    beforeEach: failure.begin,
    parameters: { ...(route && { route }), msw: { handlers: failure.handlers } },
    play: async ({ canvas, canvasElement }: { canvas: Canvas; canvasElement: HTMLElement }) => {
      await canvas.findByRole('heading', { name: 'The back office could not load' });
      failure.end();
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await loaded(canvasElement);
    },
  };
}
