// Contract cases: sign-up, login, profile and contact. Run by both implementations' suites (../contract-cases.ts).
import { expect } from 'vitest';
import type { EndpointName } from '../../../src/contract/endpoints';
import { failureMessages, successMessages } from '../../../src/contract/messages';
import { signupFields } from '../../support/shop-fields';
import { type ContractCase, fails, says, uniqueEmail } from '../case-kit';

/** A visitor's call refused as a bad request, with a message that says why. */
const refused = (
  title: string,
  endpoint: EndpointName,
  fields: ContractCase['fields'],
  message: string | RegExp,
): ContractCase => ({ title, endpoint, as: 'none', fields, expect: fails(message, 400) });

export const accountsCases: ContractCase[] = [
  {
    title: 'usersignup answers a session grant',
    endpoint: 'signup',
    as: 'none',
    fields: () => signupFields(uniqueEmail('signup')),
    expect: says(successMessages.signup, (d) =>
      expect((d as { first_name: string }).first_name).toBe('Casey'),
    ),
  },
  refused('usersignup refuses a bad email', 'signup', () => ({ ...signupFields('not-an-email') }), /email/),
  {
    title: 'usersignup refuses a taken email',
    endpoint: 'signup',
    as: 'none',
    fields: (_s, ctx) => signupFields(ctx.me.email),
    expect: fails(failureMessages.emailTaken, 409),
  },
  {
    title: 'login answers a session grant for the right password',
    endpoint: 'login',
    as: 'none',
    fields: (_s, ctx) => ({
      'Appuser[email]': ctx.me.email,
      'Appuser[password]': ctx.me.password,
      'Appuser[devices_type]': 'Web',
    }),
    expect: says(successMessages.login, (d) =>
      expect((d as { auth_key: string }).auth_key.length).toBeGreaterThan(0),
    ),
  },
  refused(
    'login refuses a wrong password',
    'login',
    (_s, ctx) => ({ 'Appuser[email]': ctx.me.email, 'Appuser[password]': 'definitely wrong' }),
    failureMessages.loginFailed,
  ),
  refused(
    'login answers an unknown account exactly as a wrong password',
    'login',
    () => ({ 'Appuser[email]': uniqueEmail('nobody'), 'Appuser[password]': 'definitely wrong' }),
    failureMessages.loginFailed,
  ),
  refused(
    'login without a password names the field',
    'login',
    { 'Appuser[email]': 'a@example.com' },
    /password/,
  ),
  {
    title: 'forgotpassword answers without an auth key',
    endpoint: 'forgotPassword',
    as: 'none',
    fields: (_s, ctx) => ({ 'Appuser[email]': ctx.me.email }),
    expect: says(successMessages.forgotPassword, (d) =>
      expect((d as { auth_key?: string } | null)?.auth_key).toBeUndefined(),
    ),
  },
  refused('forgotpassword refuses a bad email', 'forgotPassword', { 'Appuser[email]': 'nope' }, /email/),
  {
    title: 'contactus thanks the sender',
    endpoint: 'contactUs',
    as: 'none',
    fields: {
      'Contactus[first_name]': 'Ada',
      'Contactus[last_name]': 'Lovelace',
      'Contactus[email]': 'ada@example.com',
      'Contactus[message]': 'Do you stock 8 mm SPC?',
    },
    expect: says(successMessages.contactUs),
  },
  refused(
    'contactus names a missing field',
    'contactUs',
    { 'Contactus[first_name]': 'Ada' },
    /last_name|email|message/,
  ),
];
