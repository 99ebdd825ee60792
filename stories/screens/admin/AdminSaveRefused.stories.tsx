// A save the server refuses, on the product's long form: its message sits above the fields, far above Save,
// so it is brought into view with the focus (FormFailure; a slug another product has: AdminCatalogue's
// "Edit: slug taken"). A session that ended offers sign-in in a new tab, and the edits stay to be saved
// again.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminProductScreen } from '@/features/admin/AdminScreen';
import { ADMIN_TEXT } from '@/features/admin/adminText';
import { adminMock } from '@mocks/handlers/admin';
import { routesAt } from '../../support';
import { retype } from '../../support/admin';

const meta = preview.meta({
  title: 'Screens/Back office/Product: save refused',
  component: AdminProductScreen,
  parameters: routesAt('/admin/products/1'),
});

export const SessionEnded = meta.story({
  name: 'The session ended before Save: sign in in a new tab, the edits kept',
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Coastal Oak SPC' });
    await retype(canvas, 'Save badge', 'Save 20%');
    adminMock().signedIn = false;
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.save }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/Please sign in to the back office\./);
    await waitFor(() => expect(alert).toHaveFocus());
    const signIn = within(alert).getByRole('link', { name: ADMIN_TEXT.signInAgain });
    await expect(signIn).toHaveAttribute('target', '_blank');
    await expect(signIn.getAttribute('href')).toMatch(/^\/admin\/login\?redirect=%2Fadmin%2Fproducts%2F1/);
    await expect(canvas.getByLabelText('Save badge')).toHaveValue('Save 20%');
    // Signed in again (in the other tab): the same Save now goes through.
    adminMock().signedIn = true;
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.save }));
    await waitFor(() =>
      expect(adminMock().products.find((p) => p.id === 1)!.save_button_price).toBe('Save 20%'),
    );
    await within(canvasElement.ownerDocument.body).findByText('Product saved');
  },
});
