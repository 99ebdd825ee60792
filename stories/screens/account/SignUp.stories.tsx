import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, failureMessages, SIGNUP_PLACEHOLDERS } from '@/contract';
import { FORM_MESSAGES } from '@/domain/validation';
import { ACCOUNT_MESSAGES } from '@/features/account/accountSchemas';
import { demoSessions, demoUser, resetDb, scenarios } from '@mocks/index';
import { AccountRoutes, mobile, recordPosts, type Loaded } from './accountStory';

const meta = {
  title: 'Screens/Account/Sign up',
  component: AccountRoutes,
  parameters: { layout: 'fullscreen', route: '/sign-up' },
} satisfies Meta<typeof AccountRoutes>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const text = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const password = (canvas: Canvas) => canvas.getByLabelText(/^Password/, { selector: 'input' });
const confirm = (canvas: Canvas) => canvas.getByLabelText(/^Confirm password/, { selector: 'input' });
const terms = (canvas: Canvas) => canvas.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Sign up' });

const newShopper = {
  firstName: 'Sam',
  lastName: 'Rivera',
  email: 'sam.rivera@example.com',
  password: 'Oak-floors-2026',
};

async function fillIn(canvas: Canvas, values = newShopper, confirmation = values.password) {
  await userEvent.type(text(canvas, 'First name'), values.firstName);
  await userEvent.type(text(canvas, 'Last name'), values.lastName);
  await userEvent.type(text(canvas, 'Email'), values.email);
  await userEvent.type(password(canvas), values.password);
  await userEvent.type(confirm(canvas), confirmation);
  await userEvent.click(terms(canvas));
}

export const Pristine: Story = {
  parameters: { route: '/sign-up?redirect=%2Fmy-cart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(text(canvas, 'First name')).toHaveAttribute('autocomplete', 'given-name');
    await expect(text(canvas, 'Last name')).toHaveAttribute('autocomplete', 'family-name');
    await expect(text(canvas, 'Email')).toHaveAttribute('autocomplete', 'email');
    await expect(password(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(terms(canvas)).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    // The Sign in link keeps the redirect parameter.
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmy-cart',
    );
  },
};

export const Invalid: Story = {
  name: 'Invalid (submit empty)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(ACCOUNT_MESSAGES.firstName)).toBeVisible();
    for (const message of [
      ACCOUNT_MESSAGES.lastName,
      ACCOUNT_MESSAGES.email,
      ACCOUNT_MESSAGES.newPassword,
      ACCOUNT_MESSAGES.confirmPassword,
      ACCOUNT_MESSAGES.terms,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(text(canvas, 'First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(text(canvas, 'First name')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.firstName);
    await expect(terms(canvas)).toHaveAccessibleDescription(ACCOUNT_MESSAGES.terms);
    await expect(text(canvas, 'First name')).toHaveFocus();
  },
};

export const PasswordsDoNotMatch: Story = {
  name: 'Invalid (passwords do not match, email format)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { ...newShopper, email: 'sam.rivera@' }, 'Oak-floors-2025');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(FORM_MESSAGES.passwordsDoNotMatch)).toBeVisible();
    await expect(confirm(canvas)).toHaveAccessibleDescription(FORM_MESSAGES.passwordsDoNotMatch);
    await expect(canvas.getByText(ACCOUNT_MESSAGES.emailFormat)).toBeVisible();
    await expect(text(canvas, 'Email')).toHaveFocus();
  },
};

export const InvalidMobile: Story = {
  ...Invalid,
  name: 'Invalid (mobile)',
  globals: mobile,
};

const signupPosts = recordPosts(endpoints.signup);

export const Submitting: Story = {
  name: 'Submitting (no double submit)',
  parameters: { msw: { handlers: [signupPosts.handler, ...scenarios.loading(endpoints.signup)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = signupPosts.posted.length;
    await fillIn(canvas);
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(submit(canvas)).toBeDisabled());
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(signupPosts.posted.length).toBe(before + 1));
    // §7: the form's fields, the fixed placeholders, login_type Normal and the device fields.
    await expect(signupPosts.posted.at(-1)).toMatchObject({
      'Appuser[first_name]': newShopper.firstName,
      'Appuser[last_name]': newShopper.lastName,
      'Appuser[email]': newShopper.email,
      'Appuser[password]': newShopper.password,
      'Appuser[postal_code]': SIGNUP_PLACEHOLDERS.postal_code,
      'Appuser[phone_number]': SIGNUP_PLACEHOLDERS.phone_number,
      'Appuser[login_type]': 'Normal',
      'Appuser[devices_type]': 'Web',
      'Appuser[devices_id]': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  },
};

export const ServerError: Story = {
  name: 'Server error (email taken)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { ...newShopper, email: demoUser.email });
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(failureMessages.emailTaken);
    await expect(submit(canvas)).toBeEnabled();
  },
};

export const NetworkError: Story = {
  name: 'Exception (network)',
  parameters: { msw: { handlers: scenarios.networkError(endpoints.signup) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FORM_MESSAGES.somethingWentWrong);
  },
};

export const UnexpectedAnswer: Story = {
  name: 'Exception (unexpected answer)',
  tags: ['no-visual'],
  parameters: { msw: { handlers: scenarios.invalidShape(endpoints.signup) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FORM_MESSAGES.somethingWentWrong);
  },
};

export const Success: Story = {
  name: 'Success (signed in, goes to ?redirect)',
  parameters: { route: '/sign-up?redirect=%2Fmy-cart' },
  loaders: [
    () => {
      resetDb(); // the e-mail is new on every run
      return {};
    },
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText('Arrived at /my-cart')).toBeVisible();
    await expect((loaded as Loaded).location.history.at(-1)).toBe('/my-cart');
    await expect(localStorage.getItem('firstName')).toBe(newShopper.firstName);
    await expect(localStorage.getItem('authKey')).toBeTruthy();
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
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(submit(canvas)).toBeVisible();
  },
};
