// The back office's loading and failed states, the same on every admin screen: the screen's own stories
// give each its name and, for the failure, what the screen shows once the retry has loaded it. And what the
// "changed elsewhere" stories share: another owner's save, the notice, a field typed over.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminEndpointName } from '@/contract/admin';
import { ADMIN_TEXT } from '@/features/admin/adminText';
import { adminMock, adminStates } from '@mocks/handlers/admin';
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

/** Another owner's save: the mock shop's data changed; this window hears of it when a read is asked again. */
export const savedElsewhere = (change: (shop: ReturnType<typeof adminMock>) => void) => change(adminMock());
/** …and this window is back online: its reads are asked again. */
export const thenOnline = () => window.dispatchEvent(new Event('online'));

/** The field `label` emptied, then `text` typed in it. */
export const retype = async (canvas: Canvas, label: string | RegExp, text: string) => {
  const field = canvas.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
};

/** The "changed elsewhere" notice (useFollowRead). */
export const changedNotice = (canvas: Canvas) =>
  canvas.findByRole('status', { name: ADMIN_TEXT.changedElsewhere });
export const noChangedNotice = (canvas: Canvas) =>
  expect(canvas.queryByRole('status', { name: ADMIN_TEXT.changedElsewhere })).toBeNull();
/** The notice's Load the latest has the focus: a refused save brought it into view. */
export const changedNoticeFocused = async (canvas: Canvas) => {
  const shown = await changedNotice(canvas);
  await waitFor(() =>
    expect(within(shown).getByRole('button', { name: ADMIN_TEXT.loadLatest })).toHaveFocus(),
  );
};

/** The settings screen loaded: its settings form. */
export const settingsForm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Shop settings' });
  return within(canvas.getByRole('button', { name: ADMIN_TEXT.save }).closest('form')!);
};
