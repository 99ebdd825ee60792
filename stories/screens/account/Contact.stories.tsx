// Contact us (§2 /contact-us): the app's route table there; open to guests and shoppers alike.
// The §7 request fields and the form rules are unit-tested (tests/unit/account.test.ts).
import preview from '../../../.storybook/preview';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { endpoints } from '@/contract';
import { FORM_MESSAGES } from '@/domain/validation';
import { ACCOUNT_MESSAGES } from '@/features/account/accountSchemas';
import ContactScreen from '@/features/account/ContactScreen';
// The form is a deferred part of the screen (loaded after it): documented here with it.
import ContactForm from '@/features/account/ContactForm.deferred';
import { demoSessions, scenarios } from '@mocks/index';
import { mobile, routesAt, type Canvas } from '../../support';
import { accountFormStories } from '../../support/account-form';

const meta = preview.meta({
  title: 'Screens/Account/Contact us',
  component: ContactScreen,
  subcomponents: { ContactForm },
  parameters: routesAt('/contact-us'),
});

const text = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Send message' });
/** The screen with the store's details from the site settings, and its form (a deferred part). */
const loaded = async (canvas: Canvas) => {
  const phone = await canvas.findByRole('link', { name: /\(555\)/ });
  await canvas.findByRole('button', { name: 'Send message' });
  return phone;
};

const enquiry = {
  'First name': 'Priya',
  'Last name': 'Shah',
  Email: 'priya.shah@example.com',
  Message: 'Do you deliver 3 pallets of Coastal Oak to Katy, TX next week?',
};

async function send(canvas: Canvas) {
  await loaded(canvas);
  for (const [name, value] of Object.entries(enquiry)) await userEvent.type(text(canvas, name), value);
  await userEvent.click(submit(canvas));
}

export const Pristine = meta.story({
  play: async ({ canvas }) => {
    await expect(await loaded(canvas)).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  },
});

const form = accountFormStories({ endpoint: endpoints.contactUs, ready: loaded, send, submit });

export const Invalid = meta.story({
  name: 'Invalid (submit empty)',
  ...form.submittedEmpty(async (canvas) => {
    // A first submit waits for the form's rules, which load with it (useSchemaForm).
    await waitFor(() =>
      expect(text(canvas, 'Message')).toHaveAccessibleDescription(new RegExp(ACCOUNT_MESSAGES.message)),
    );
    await waitFor(() => expect(text(canvas, 'First name')).toHaveFocus());
  }),
});

export const InvalidMobile = Invalid.extend({ name: 'Invalid (mobile)', globals: mobile });

export const Submitting = meta.story({ ...form.submitting });

/** The message's limit is told as the shopper types, not first on submit. */
export const MessageCount = meta.story({
  name: 'Message count as typed',
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(text(canvas, 'Message')).toHaveAccessibleDescription('0 / 5,000 characters');
    await userEvent.type(text(canvas, 'Message'), enquiry.Message);
    await expect(text(canvas, 'Message')).toHaveAccessibleDescription('62 / 5,000 characters');
  },
});

export const MessageTooLong = meta.story({
  name: 'Message over the limit (before submit)',
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(text(canvas, 'Message'));
    await userEvent.paste('Oak floor. '.repeat(455) + 'Thank');
    await expect(text(canvas, 'Message')).toHaveAccessibleDescription(
      '5,010 / 5,000 characters: 10 too many',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const MessageTooLongMobile = MessageTooLong.extend({
  name: 'Message over the limit (mobile)',
  globals: mobile,
});

export const Refused = meta.story({
  name: 'Refused (status 0)',
  parameters: { msw: { handlers: scenarios.statusZero(endpoints.contactUs, 'Message could not be saved') } },
  play: async ({ canvas }) => {
    await send(canvas);
    // §8 "Contact failure: the same alert." The form keeps what was typed.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FORM_MESSAGES.somethingWentWrong);
    await expect(text(canvas, 'Message')).toHaveValue(enquiry.Message);
  },
});

export const Sent = meta.story({
  name: 'Sent (thanks, form cleared)',
  play: async ({ canvas }) => {
    await send(canvas);
    await expect(await screen.findByRole('alert')).toHaveTextContent(FORM_MESSAGES.contactThanks);
    await waitFor(() => expect(text(canvas, 'Message')).toHaveValue(''));
  },
});

export const SignedIn = meta.story({
  name: 'Signed in (open to everyone)',
  parameters: { session: demoSessions.withCart },
  play: Pristine.play,
});

export const Mobile = Pristine.extend({ name: 'Pristine (mobile)', globals: mobile });
