// /admin/login: the owner signs in to the back office. The form, the contract's messages on empty fields,
// the server's refusal, and on success the orders; an owner page visited signed out comes here first.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminScenarios } from '@mocks/handlers/admin';
import { AdminLoginScreen } from '@/features/admin/AdminScreen';
import AdminLoginPage from '@/features/admin/AdminLoginPage';
import { expectNavigatedTo, mobile, routesAt } from '../../support';

const meta = preview.meta({
  title: 'Screens/Back office/Sign in',
  component: AdminLoginScreen,
  // The pages the back office's screen module shows at this story's address.
  subcomponents: { AdminLoginPage },
  parameters: routesAt('/admin/login', { msw: { handlers: adminScenarios.signedOut() } }),
});

const form = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Sign in to the back office' });
  return canvas;
};

export const SignIn = meta.story({
  name: 'Sign-in form',
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByLabelText(/E-mail/)).toBeVisible();
    await expect(canvas.getByLabelText(/Password/)).toBeVisible();
  },
});

export const ValidationErrors = meta.story({
  name: 'Validation errors',
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('E-mail is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/E-mail/)).toHaveFocus());
  },
});

export const WrongPassword = meta.story({
  name: 'Refused by the server',
  parameters: { msw: { handlers: [] } },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'owner@floorshop.test');
    await userEvent.type(canvas.getByLabelText(/Password/), 'not it');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is not correct.',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  },
});

export const SignedIn = meta.story({
  name: 'Signed in: to the orders',
  tags: ['no-visual'], // ends on the orders list, whose stories picture it
  parameters: { msw: { handlers: [] } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await form(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'owner@floorshop.test');
    await userEvent.type(canvas.getByLabelText(/Password/), 'owner password 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await canvas.findByRole('heading', { level: 1, name: 'Orders' });
    await expectNavigatedTo(loaded, '/admin');
  },
});

export const SignInMobile = SignIn.extend({ name: 'Sign-in form (mobile)', globals: mobile });
