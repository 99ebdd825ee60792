import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, okEnvelope } from '@/contract';
import { FORM_MESSAGES } from '@/domain/validation';
import { FORGOT_PASSWORD_DELAY_MS, LOGGED_IN_MESSAGE } from '@/features/account/accountRequests';
import { demoSessions, demoUser, scenarios } from '@mocks/index';
import { on } from '@mocks/handlers/http';
import { AccountRoutes, mobile, recordPosts, type Loaded } from './accountStory';

const meta = {
  title: 'Screens/Account/Forgot password',
  component: AccountRoutes,
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
} satisfies Meta<typeof AccountRoutes>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const email = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Send reset link' });
const body = () => within(document.body);
/** The 2 s delay plus slack. */
const afterDelay = { timeout: FORGOT_PASSWORD_DELAY_MS + 3000 };

export const Pristine: Story = {
  name: 'Pristine (submit disabled while empty)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expect(email(canvas)).toHaveAttribute('autocomplete', 'email');
    await expect(submit(canvas)).toBeDisabled();
    await userEvent.type(email(canvas), ' ');
    await expect(submit(canvas)).toBeDisabled();
    await userEvent.type(email(canvas), 'a');
    await expect(submit(canvas)).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Invalid: Story = {
  name: 'Invalid (email format)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(email(canvas), 'floors.example.com');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(email(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(canvas)).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(email(canvas)).toHaveFocus();
  },
};

const resetPosts = recordPosts(endpoints.forgotPassword);

export const Submitting: Story = {
  name: 'Submitting',
  parameters: { msw: { handlers: [resetPosts.handler, ...scenarios.loading(endpoints.forgotPassword)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(email(canvas), demoUser.email);
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(submit(canvas)).toBeDisabled());
    await expect(submit(canvas)).toHaveAttribute('data-loading', 'true');
    await waitFor(() => expect(resetPosts.posted.at(-1)).toEqual({ 'Appuser[email]': demoUser.email }));
  },
};

export const CheckYourEmail: Story = {
  name: 'Success (Check your email after 2 s)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(email(canvas), demoUser.email);
    const sent = performance.now();
    await userEvent.click(submit(canvas));
    const heading = await canvas.findByRole('heading', { name: 'Check your email' }, afterDelay);
    await expect(performance.now() - sent).toBeGreaterThanOrEqual(FORGOT_PASSWORD_DELAY_MS - 50);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(demoUser.email)).toBeVisible();
    // The mock answers without an auth key: no "Logged in successfully!".
    await expect(body().queryByText(LOGGED_IN_MESSAGE)).toBeNull();
  },
};

export const AuthKeyReturned: Story = {
  name: 'Success with an auth key (toast)',
  parameters: {
    msw: {
      handlers: [
        on(endpoints.forgotPassword, () => HttpResponse.json(okEnvelope({ auth_key: 'key-from-reset' }))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(email(canvas), demoUser.email);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('heading', { name: 'Check your email' }, afterDelay)).toBeVisible();
    await expect(await body().findByText(LOGGED_IN_MESSAGE)).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Server error (status 0: the server’s message)',
  parameters: {
    msw: { handlers: scenarios.statusZero(endpoints.forgotPassword, 'No account with this email') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(email(canvas), 'nobody@example.com');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert', {}, afterDelay)).toHaveTextContent(
      'No account with this email',
    );
    await expect(canvas.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  },
};

export const NetworkError: Story = {
  name: 'Network error',
  parameters: { msw: { handlers: scenarios.networkError(endpoints.forgotPassword) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(email(canvas), demoUser.email);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert', {}, afterDelay)).toHaveTextContent(
      FORM_MESSAGES.somethingWentWrong,
    );
    await expect(submit(canvas)).toBeEnabled();
  },
};

export const SignedInRedirect: Story = {
  name: 'Signed in: redirected home',
  parameters: { session: demoSessions.withCart },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Arrived at /')).toBeVisible();
    await expect((loaded as Loaded).location.history.at(-1)).toBe('/');
  },
};

export const Mobile: Story = {
  name: 'Pristine (mobile)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Forgot password' }),
    ).toBeVisible();
  },
};

export const CheckYourEmailMobile: Story = {
  ...CheckYourEmail,
  name: 'Success (mobile)',
  globals: mobile,
};
