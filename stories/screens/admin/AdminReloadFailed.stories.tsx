// A form's read asked again (the owner back in the window, the network back, a refused save) and failed:
// the page keeps the form with the owner's unsaved edits and says so above it, with "Try again"; the
// load-failed view is for a page with nothing loaded yet (docs/admin.md "Changed elsewhere").
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StepFunction } from 'storybook/internal/types';
import type { AdminEndpointName } from '@/contract/admin';
import { AdminSettingsScreen } from '@/features/admin/AdminScreen';
import { ADMIN_TEXT } from '@/features/admin/adminText';
import { adminStates } from '@mocks/handlers/admin';
import { routesAt, type Canvas } from '../../support';
import { retype, thenOnline } from '../../support/admin';

const meta = preview.meta({
  title: 'Screens/Back office/Read again and failed',
  component: AdminSettingsScreen,
  parameters: routesAt('/admin/settings'),
});

/**
 * `endpoint` answers until the owner has edited a field (`edit`, which answers the field), then fails when
 * it is read again; its Try again answers. The edit stays throughout. Not photographed: it ends as the form
 * does, the alert gone (tagged on each story: Storybook's index reads only the tags written in a story).
 */
function readAgainFails(
  endpoint: AdminEndpointName,
  route: string,
  edit: (canvas: Canvas) => Promise<HTMLElement>,
) {
  const failure = adminStates.outage(endpoint);
  return {
    beforeEach: failure.end,
    parameters: { route, msw: { handlers: failure.handlers } },
    play: async ({ canvasElement, step }: { canvasElement: HTMLElement; step: StepFunction }) => {
      const canvas = within(canvasElement);
      const field = await edit(canvas);
      const edited = (field as HTMLInputElement).value;
      failure.begin();
      thenOnline();
      await step('the read failed: the form and its edit stay, the failure above it', async () => {
        const alert = await canvas.findByRole('alert', { name: ADMIN_TEXT.failedTitle });
        await expect(field).toBeInTheDocument();
        await expect(field).toHaveValue(edited);
        failure.end();
        await userEvent.click(within(alert).getByRole('button', { name: ADMIN_TEXT.retry }));
      });
      await step('tried again: the failure gone, the edit still there', async () => {
        await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
        await expect(field).toHaveValue(edited);
      });
    },
  };
}

export const Settings = meta.story({
  name: 'Settings: read again and failed, the edits stay',
  tags: ['no-visual'],
  ...readAgainFails('adminSettings', '/admin/settings', async (canvas) => {
    await canvas.findByRole('heading', { name: 'Shop settings' });
    await retype(canvas, 'Contact number', '(555) 000-1111');
    return canvas.getByLabelText('Contact number');
  }),
});

export const Product = meta.story({
  name: 'Product: read again and failed, the edits stay',
  tags: ['no-visual'],
  ...readAgainFails('adminProduct', '/admin/products/1', async (canvas) => {
    await canvas.findByRole('heading', { level: 1, name: 'Coastal Oak SPC' });
    await retype(canvas, 'Save badge', 'Save 20%');
    return canvas.getByLabelText('Save badge');
  }),
});

export const Category = meta.story({
  name: 'Categories: read again and failed, an open form’s edits stay',
  tags: ['no-visual'],
  ...readAgainFails('adminCategories', '/admin/categories', async (canvas) => {
    const list = within(await canvas.findByRole('list', { name: 'Categories' }, { timeout: 8000 }));
    const [edit] = list.getAllByRole('button', { name: /^Edit: / });
    await userEvent.click(edit!);
    const form = within(list.getByRole('form', { name: /^Edit / }));
    await userEvent.type(form.getByLabelText('Description'), ' Waterproof.');
    return form.getByLabelText('Description');
  }),
});
