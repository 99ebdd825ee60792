// Sign in (§2 /login): the app's route table at /login, guarded by GuestOnly (honours ?redirect).
// The §7 request fields and where the session is kept are unit-tested (tests/unit/account.test.ts).
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SIGN_IN_NOTICE } from '@/config/routes';
import { endpoints } from '@/contract';
import { FORM_MESSAGES } from '@/domain/validation';
import { AccountCard } from '@/features/account/AccountCard';
import { ACCOUNT_MESSAGES } from '@/features/account/accountSchemas';
import LoginScreen from '@/features/account/LoginScreen';
// The form is a deferred part of the screen (loaded after it): documented here with it.
import LoginForm from '@/features/account/LoginForm.deferred';
import { EmailField, PasswordField } from '@/features/account/AccountFields';
import { demoUser, DEMO_PASSWORD, scenarios } from '@mocks/index';
import { expectNavigatedTo, mobile, routesAt, type Canvas } from '../../support';
import { accountFormStories } from '../../support/account-form';

const meta = preview.meta({
  title: 'Screens/Account/Login',
  component: LoginScreen,
  subcomponents: { AccountCard, LoginForm, EmailField, PasswordField },
  parameters: routesAt('/login'),
});

/** The page's title, once its form (a deferred part, loaded after the card) is in too. */
const heading = async (canvas: Canvas) => {
  const title = await canvas.findByRole('heading', { level: 1, name: 'Sign in' });
  await canvas.findByRole('button', { name: 'Sign in' });
  return title;
};
const email = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });
const password = (canvas: Canvas) => canvas.getByLabelText(/^Password/, { selector: 'input' });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Sign in' });

async function signIn(canvas: Canvas, values = { email: demoUser.email, password: DEMO_PASSWORD }) {
  await heading(canvas);
  await userEvent.type(email(canvas), values.email);
  await userEvent.type(password(canvas), values.password);
  await userEvent.click(submit(canvas));
}

export const Pristine = meta.story({
  parameters: { route: '/login?redirect=%2Fproducts%2Fcoastal-oak-spc' },
  play: async ({ canvas, step }) => {
    await expect(await heading(canvas)).toBeVisible();
    await step('fields ask the browser for saved credentials', async () => {
      await expect(email(canvas)).toHaveAttribute('autocomplete', 'email');
      await expect(password(canvas)).toHaveAttribute('autocomplete', 'current-password');
      await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    });
    await step('Create an Account keeps ?redirect', async () => {
      await expect(canvas.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
        'href',
        '/sign-up?redirect=%2Fproducts%2Fcoastal-oak-spc',
      );
    });
    await step('no notice: the way back is not a shopper’s own page', async () => {
      await expect(canvas.queryByRole('status')).toBeNull();
    });
  },
});

/** Sent here from a shopper's own page (the route table's signInNotice): the card says why. */
const sentFrom = (route: string, notice: string) => ({
  parameters: { route },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await heading(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent(notice);
  },
});

export const SentFromCart = meta.story({
  name: 'Sent from the cart (says why)',
  ...sentFrom('/login?redirect=%2Fmy-cart', SIGN_IN_NOTICE.cart),
});

export const SentFromOrderMobile = meta.story({
  name: 'Sent from an order (says why, 375)',
  globals: mobile,
  ...sentFrom('/login?redirect=%2Forders%2F12', SIGN_IN_NOTICE.orders),
});

export const PasswordShown = meta.story({
  name: 'Password shown',
  play: async ({ canvas }) => {
    await heading(canvas);
    await userEvent.type(password(canvas), 'secret-123');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password(canvas)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
});

const form = accountFormStories({ endpoint: endpoints.login, ready: heading, send: signIn, submit });

export const Invalid = meta.story({
  name: 'Invalid (submit empty)',
  ...form.submittedEmpty(async (canvas) => {
    // A first submit waits for the form's rules, which load with it (useSchemaForm).
    await waitFor(() => expect(email(canvas)).toHaveAccessibleDescription(ACCOUNT_MESSAGES.email));
    await expect(password(canvas)).toHaveAccessibleDescription(ACCOUNT_MESSAGES.password);
    await expect(email(canvas)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email(canvas)).toHaveFocus());
  }, 'each error is tied to its field; focus goes to the first'),
});

export const InvalidMobile = Invalid.extend({ name: 'Invalid (mobile)', globals: mobile });

export const Submitting = meta.story({ name: 'Submitting', ...form.submitting });

export const Refused = meta.story({
  name: 'Refused (server message)',
  parameters: { msw: { handlers: scenarios.statusZero(endpoints.login, 'Invalid email or password') } },
  play: async ({ canvas, loaded }) => {
    await signIn(canvas, { email: demoUser.email, password: 'wrong-password' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(loaded.location.history).toEqual(['/login']);
  },
});

export const NetworkError = meta.story({
  name: 'Network error',
  ...form.networkError(FORM_MESSAGES.loginFailed),
});

export const Success = meta.story({
  name: 'Success → ?redirect',
  tags: ['no-visual'], // ends on another screen (the cart's stories show it)
  ...form.success('/login?redirect=%2Fmy-cart', '/my-cart'),
});

export const SuccessRemembered = meta.story({
  name: 'Success with Remember me → home',
  tags: ['no-visual'], // ends on the home screen (its stories show it)
  play: async ({ canvas, loaded }) => {
    await heading(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await signIn(canvas);
    await expectNavigatedTo(loaded, '/');
  },
});

export const SignedInRedirect = meta.story({
  name: 'Signed in → ?redirect',
  tags: ['no-visual'], // shows another screen (its own stories show it)
  ...form.signedInRedirect('/products', '/login?redirect=%2Fproducts'),
});

export const Mobile = meta.story({ name: 'Pristine (mobile)', ...form.mobile });
