// Contract cases: sign-up, login, profile and contact. Run by both implementations' suites (../contract-cases.ts).
import { expect } from 'vitest';
import { failureMessages, successMessages } from '../../../src/contract/messages';
import { signupFields } from '../../support/shop-fields';
import { type ContractCase, fails, says, uniqueEmail } from '../case-kit';

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
  {
    title: 'usersignup refuses a bad email',
    endpoint: 'signup',
    as: 'none',
    fields: () => ({ ...signupFields('not-an-email') }),
    expect: fails(/email/, 400),
  },
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
  {
    title: 'login refuses a wrong password',
    endpoint: 'login',
    as: 'none',
    fields: (_s, ctx) => ({ 'Appuser[email]': ctx.me.email, 'Appuser[password]': 'definitely wrong' }),
    expect: fails(failureMessages.loginFailed, 400),
  },
  {
    title: 'login answers an unknown account exactly as a wrong password',
    endpoint: 'login',
    as: 'none',
    fields: () => ({ 'Appuser[email]': uniqueEmail('nobody'), 'Appuser[password]': 'definitely wrong' }),
    expect: fails(failureMessages.loginFailed, 400),
  },
  {
    title: 'login without a password names the field',
    endpoint: 'login',
    as: 'none',
    fields: { 'Appuser[email]': 'a@example.com' },
    expect: fails(/password/, 400),
  },
  {
    title: 'forgotpassword answers without an auth key',
    endpoint: 'forgotPassword',
    as: 'none',
    fields: (_s, ctx) => ({ 'Appuser[email]': ctx.me.email }),
    expect: says(successMessages.forgotPassword, (d) =>
      expect((d as { auth_key?: string } | null)?.auth_key).toBeUndefined(),
    ),
  },
  {
    title: 'forgotpassword refuses a bad email',
    endpoint: 'forgotPassword',
    as: 'none',
    fields: { 'Appuser[email]': 'nope' },
    expect: fails(/email/, 400),
  },
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
  {
    title: 'contactus names a missing field',
    endpoint: 'contactUs',
    as: 'none',
    fields: { 'Contactus[first_name]': 'Ada' },
    expect: fails(/last_name|email|message/, 400),
  },
];
