// Create an account (§2 /sign-up): the app's route table at /sign-up, guarded by GuestOnly.
// The §7 request fields and the form rules are unit-tested (tests/unit/account.test.ts).
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { endpoints, failureMessages } from '@/contract';
import { FORM_MESSAGES } from '@/domain/validation';
import { ACCOUNT_MESSAGES } from '@/features/account/accountSchemas';
import SignUpScreen from '@/features/account/SignUpScreen';
// The form is a deferred part of the screen (loaded after it): documented here with it.
import SignUpForm from '@/features/account/SignUpForm.deferred';
import { NameFields } from '@/features/account/AccountFields';
import { demoUser } from '@mocks/index';
import { mobile, routesAt, type Canvas } from '../../support';
import { accountFormStories } from '../../support/account-form';

const meta = preview.meta({
  title: 'Screens/Account/Sign up',
  component: SignUpScreen,
  subcomponents: { SignUpForm, NameFields },
  parameters: routesAt('/sign-up'),
});

/** The page's title, once its form (a deferred part, loaded after the card) is in too. */
const heading = async (canvas: Canvas) => {
  const title = await canvas.findByRole('heading', { level: 1, name: 'Create an account' });
  await canvas.findByRole('button', { name: 'Sign up' });
  return title;
};
const text = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const confirm = (canvas: Canvas) => canvas.getByLabelText(/^Confirm password/, { selector: 'input' });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Sign up' });

const newShopper = {
  firstName: 'Sam',
  lastName: 'Rivera',
  email: 'sam.rivera@example.com',
  password: 'Oak-floors-2026',
};

async function fillIn(canvas: Canvas, values = newShopper, confirmation = values.password) {
  await heading(canvas);
  await userEvent.type(text(canvas, 'First name'), values.firstName);
  await userEvent.type(text(canvas, 'Last name'), values.lastName);
  await userEvent.type(text(canvas, 'Email'), values.email);
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), values.password);
  await userEvent.type(confirm(canvas), confirmation);
  await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }));
}

async function signUp(canvas: Canvas, values = newShopper) {
  await fillIn(canvas, values);
  await userEvent.click(submit(canvas));
}

export const Pristine = meta.story({
  parameters: { route: '/sign-up?redirect=%2Fmy-cart' },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    // The Sign in link keeps the redirect parameter.
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmy-cart',
    );
  },
});

const form = accountFormStories({ endpoint: endpoints.signup, ready: heading, send: signUp, submit });

export const Invalid = meta.story({
  name: 'Invalid (submit empty)',
  ...form.submittedEmpty(async (canvas) => {
    // A first submit waits for the form's rules, which load with it (useSchemaForm).
    await waitFor(() =>
      expect(text(canvas, 'First name')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.firstName),
    );
    await expect(canvas.getByText(ACCOUNT_MESSAGES.terms)).toBeVisible();
    await waitFor(() => expect(text(canvas, 'First name')).toHaveFocus());
  }, 'every field says what it needs; focus goes to the first'),
});

export const PasswordsDoNotMatch = meta.story({
  name: 'Invalid (passwords do not match, email format)',
  play: async ({ canvas }) => {
    await fillIn(canvas, { ...newShopper, email: 'sam.rivera@' }, 'Oak-floors-2025');
    await userEvent.click(submit(canvas));
    // A first submit waits for the form's rules, which load with it (useSchemaForm).
    await waitFor(() =>
      expect(confirm(canvas)).toHaveAccessibleDescription(FORM_MESSAGES.passwordsDoNotMatch),
    );
    await expect(canvas.getByText(ACCOUNT_MESSAGES.emailFormat)).toBeVisible();
    await waitFor(() => expect(text(canvas, 'Email')).toHaveFocus());
  },
});

export const InvalidMobile = Invalid.extend({ name: 'Invalid (mobile)', globals: mobile });

export const Submitting = meta.story({ ...form.submitting });

export const EmailTaken = meta.story({
  name: 'Refused (email taken)',
  play: async ({ canvas }) => {
    await signUp(canvas, { ...newShopper, email: demoUser.email });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(failureMessages.emailTaken);
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
  },
});

export const NetworkError = meta.story({
  name: 'Network error',
  ...form.networkError(FORM_MESSAGES.somethingWentWrong),
});

export const Success = meta.story({
  name: 'Success → ?redirect',
  tags: ['no-visual'], // ends on another screen (the cart's stories show it)
  ...form.success('/sign-up?redirect=%2Fmy-cart', '/my-cart'),
});

export const SignedInRedirect = meta.story({
  name: 'Signed in → home',
  tags: ['no-visual'], // shows another screen (its own stories show it)
  ...form.signedInRedirect('/'),
});

export const Mobile = meta.story({ name: 'Pristine (mobile)', ...form.mobile });
