// Forgot password (§2 /forgot-password): the app's route table there, guarded by GuestOnly.
// "Check your email" comes no sooner than 2 s after sending (§9), whatever the answer.
import preview from '../../../.storybook/preview';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { endpoints, okEnvelope } from '@/contract';
import { FORM_MESSAGES } from '@/domain/validation';
import { FORGOT_PASSWORD_DELAY_MS, LOGGED_IN_MESSAGE } from '@/features/account/accountRequests';
import ForgotPasswordScreen from '@/features/account/ForgotPasswordScreen';
// The form is a deferred part of the screen (loaded after it): documented here with it.
import ForgotPasswordForm from '@/features/account/ForgotPasswordForm.deferred';
import { demoUser, scenarios } from '@mocks/index';
import { on } from '@mocks/handlers/http';
import { mobile, routesAt, type Canvas } from '../../support';
import { accountFormStories } from '../../support/account-form';

const meta = preview.meta({
  title: 'Screens/Account/Forgot password',
  component: ForgotPasswordScreen,
  subcomponents: { ForgotPasswordForm },
  parameters: routesAt('/forgot-password'),
});

/** The page's title, once its form (a deferred part, loaded after the card) is in too. */
const heading = async (canvas: Canvas) => {
  const title = await canvas.findByRole('heading', { level: 1, name: 'Forgot password' });
  await canvas.findByRole('button', { name: 'Send reset link' });
  return title;
};
const email = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Send reset link' });
const checkYourEmail = (canvas: Canvas) => canvas.findByRole('heading', { name: 'Check your email' });

async function send(canvas: Canvas, address: string = demoUser.email) {
  await heading(canvas);
  await userEvent.type(email(canvas), address);
  await userEvent.click(submit(canvas));
}

export const Pristine = meta.story({
  name: 'Pristine (send disabled while empty)',
  play: async ({ canvas, step }) => {
    await expect(await heading(canvas)).toBeVisible();
    await step('Send stays disabled until something but spaces is typed', async () => {
      await expect(submit(canvas)).toBeDisabled();
      await userEvent.type(email(canvas), ' ');
      await expect(submit(canvas)).toBeDisabled();
      await userEvent.clear(email(canvas));
    });
  },
});

export const Invalid = meta.story({
  name: 'Invalid (email format)',
  play: async ({ canvas }) => {
    await send(canvas, 'floors.example.com');
    // A first submit may wait for the form's rules (useSchemaForm).
    await waitFor(() =>
      expect(email(canvas)).toHaveAccessibleDescription('Please enter a valid email address'),
    );
    await waitFor(() => expect(email(canvas)).toHaveFocus());
  },
});

const form = accountFormStories({ endpoint: endpoints.forgotPassword, ready: heading, send, submit });

export const Submitting = meta.story({ ...form.submitting });

export const CheckYourEmail = meta.story({
  name: 'Sent: check your email',
  play: async ({ canvas, step }) => {
    const sent = performance.now();
    await send(canvas);
    const done = await checkYourEmail(canvas);
    await step('not before the §9 delay; focus on the news; no sign-in toast', async () => {
      await expect(performance.now() - sent).toBeGreaterThanOrEqual(FORGOT_PASSWORD_DELAY_MS);
      await waitFor(() => expect(done).toHaveFocus());
      await expect(canvas.getByText(demoUser.email)).toBeVisible();
      await expect(screen.queryByText(LOGGED_IN_MESSAGE)).toBeNull();
    });
  },
});

export const CheckYourEmailMobile = CheckYourEmail.extend({ name: 'Sent (mobile)', globals: mobile });

export const SignedInByReset = meta.story({
  name: 'Sent, answer signs in (toast)',
  parameters: {
    msw: {
      handlers: [
        on(endpoints.forgotPassword, () => HttpResponse.json(okEnvelope({ auth_key: 'key-from-reset' }))),
      ],
    },
  },
  play: async ({ canvas }) => {
    await send(canvas);
    await expect(await checkYourEmail(canvas)).toBeVisible();
    await expect(await screen.findByText(LOGGED_IN_MESSAGE)).toBeVisible();
  },
});

export const Refused = meta.story({
  name: 'Refused (status 0: the server’s message)',
  parameters: {
    msw: { handlers: scenarios.statusZero(endpoints.forgotPassword, 'No account with this email') },
  },
  play: async ({ canvas }) => {
    await send(canvas, 'nobody@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No account with this email');
    await expect(canvas.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  },
});

export const NetworkError = meta.story({
  name: 'Network error',
  ...form.networkError(FORM_MESSAGES.somethingWentWrong),
});

export const SignedInRedirect = meta.story({
  name: 'Signed in → home',
  tags: ['no-visual'], // shows another screen (its own stories show it)
  ...form.signedInRedirect('/'),
});

export const Mobile = meta.story({ name: 'Pristine (mobile)', ...form.mobile });
