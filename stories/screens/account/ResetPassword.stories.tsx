// Reset password (/reset-password?token=…, the mailed link): the form, the mismatch, an expired or used link
// told at once on opening it (with a way to ask again), the same on submit from a server without the check,
// a link without a token, and success (signed in, home, toast).
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSessions } from '@mocks/db';
import { MOCK_RESET_TOKENS, orderScenarios } from '@mocks/handlers/orders';
import { failureMessages, successMessages } from '@/contract';
import ResetPasswordScreen from '@/features/account/ResetPasswordScreen';
// The form is a deferred part of the screen (loaded after it): documented here with it.
import ResetPasswordForm from '@/features/account/ResetPasswordForm.deferred';
import { RESET_TEXT } from '@/features/account/resetText';
import { sessionStore } from '@/state';
import { expectNavigatedTo, mobile, routesAt, type Canvas } from '../../support';

const route = (token: string) => `/reset-password?token=${token}`;

const meta = preview.meta({
  title: 'Screens/Account/Reset password',
  component: ResetPasswordScreen,
  subcomponents: { ResetPasswordForm },
  parameters: routesAt(route(MOCK_RESET_TOKENS.valid)),
});

/** The page's title, once its form (a deferred part, loaded after the card) is in too. */
const heading = async (canvas: Canvas) => {
  const title = await canvas.findByRole(
    'heading',
    { level: 1, name: 'Choose a new password' },
    { timeout: 8000 },
  );
  await canvas.findByRole('button', { name: 'Set new password' });
  return title;
};
const newPassword = (canvas: Canvas) => canvas.getByLabelText('New password', { selector: 'input' });
const confirm = (canvas: Canvas) => canvas.getByLabelText('Confirm new password', { selector: 'input' });

async function fill(canvas: Canvas, password: string, again = password) {
  await heading(canvas);
  await userEvent.type(newPassword(canvas), password);
  await userEvent.type(confirm(canvas), again);
  await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
}

export const Form = meta.story({
  play: async ({ canvas }) => {
    await heading(canvas);
    await expect(newPassword(canvas)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
});

export const Mismatch = meta.story({
  name: 'Passwords do not match',
  play: async ({ canvas }) => {
    await fill(canvas, 'new password 1', 'new password 2');
    // A first submit may wait for the form's rules (useSchemaForm).
    await waitFor(() => expect(confirm(canvas)).toHaveAccessibleDescription('Passwords do not match'));
    await waitFor(() => expect(confirm(canvas)).toHaveFocus());
  },
});

/** A dead link is told on opening it, under a title that says so: no form to fill in vain, the way to a
 * new link next. */
const toldOnOpening =
  (message: string) =>
  async ({ canvas }: { canvas: Canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1, name: 'This link cannot be used' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await expect(title).toHaveFocus();
    await expect(canvas.queryByLabelText('New password')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveFocus();
  };

export const Expired = meta.story({
  name: 'Expired link (told on opening)',
  parameters: { route: route(MOCK_RESET_TOKENS.expired) },
  play: toldOnOpening(failureMessages.resetExpired),
});

/** Signed in, a new link cannot be asked for (forgot password sends a signed-in shopper home): the shop is
 * offered instead, and how to get a new password. */
export const ExpiredSignedIn = meta.story({
  name: 'Expired link, signed in (the shop offered)',
  parameters: { route: route(MOCK_RESET_TOKENS.expired), session: demoSessions.withCart },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1, name: 'This link cannot be used' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(failureMessages.resetExpired);
    await expect(await canvas.findByText(RESET_TEXT.signedIn)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Ask for a new link' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await expect(title).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveFocus();
  },
});

export const UsedOrForged = meta.story({
  name: 'Used or forged link (told on opening)',
  parameters: { route: route('not-a-real-token') },
  play: toldOnOpening(failureMessages.resetInvalid),
});

export const UsedWithoutCheck = meta.story({
  name: 'Used link, server without the check (told on submit)',
  parameters: { route: route('not-a-real-token'), msw: { handlers: orderScenarios.noResetCheck() } },
  play: async ({ canvas }) => {
    await fill(canvas, 'new password 1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(failureMessages.resetInvalid);
  },
});

export const NoToken = meta.story({
  name: 'Link without a token',
  parameters: { route: '/reset-password' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  },
});

export const Success = meta.story({
  name: 'Success: signed in, home',
  tags: ['no-visual'], // ends on the home page
  play: async ({ canvas, loaded }) => {
    await fill(canvas, 'new password 1');
    await expectNavigatedTo(loaded, '/');
    await expect(await within(document.body).findByText(successMessages.passwordReset)).toBeVisible();
    await expect(sessionStore.authKey).toBeTruthy();
  },
});

export const FormMobile = Form.extend({ name: 'Form (375)', globals: mobile });

export const ExpiredMobile = Expired.extend({ name: 'Expired link (375)', globals: mobile });

export const ExpiredSignedInMobile = ExpiredSignedIn.extend({
  name: 'Expired link, signed in (375)',
  globals: mobile,
});
