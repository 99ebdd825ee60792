// Session calls: login, sign-up, logout (§4, §7), and the password reset's.
import useSWR from 'swr';
import { SIGNUP_PLACEHOLDERS } from '@/contract/wire';
import { deviceToken, endSession, startSession } from '@/state/session';
import { resetCartModeStore } from '@/state/cartMode';
import { call } from './client';
import { ApiError } from './errors';
import { paths } from '@/config/paths';

declare const __APP_VERSION__: string | undefined;

/** §7 device fields sent with login and sign-up. */
export function deviceFields() {
  return {
    'Appuser[devices_type]': 'Web' as const,
    'Appuser[devices_name]': browserName(),
    'Appuser[app_version]': typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
    'Appuser[devices_id]': deviceToken(),
  };
}

function browserName(): string {
  const ua = globalThis.navigator?.userAgent ?? '';
  const known = [
    ['Edg/', 'Edge'],
    ['OPR/', 'Opera'],
    ['Firefox/', 'Firefox'],
    ['Chrome/', 'Chrome'],
    ['Safari/', 'Safari'],
  ] as const;
  const hit = known.find(([token]) => ua.includes(token));
  return hit ? hit[1] : 'Browser';
}

/** What a mailed reset link can do, asked on opening it (without using it up). */
export type ResetLinkState = { state: 'live' } | { state: 'dead'; message: string } | { state: 'unknown' };

/**
 * Asks the shop whether a reset link's token can still set a password. `dead`: the shop refused the token
 * (expired; used, replaced or forged), with its message. `unknown`: no answer to go by (a server without the
 * check, too many attempts, the network): the page shows the form, and the reset itself says.
 */
export async function checkResetLink(token: string): Promise<ResetLinkState> {
  try {
    await call('checkResetToken', { token });
    return { state: 'live' };
  } catch (error) {
    const refused = error instanceof ApiError && (error.kind === 'status' || error.httpStatus === 400);
    return refused && error.serverMessage
      ? { state: 'dead', message: error.serverMessage }
      : { state: 'unknown' };
  }
}

/** What a mailed password-reset link can do (checkResetLink: never fails), asked once the page is the app's.
 *  Here, not with the entry's hooks (src/api/hooks/account.ts): this module is a chunk of its own. */
export function useResetLink(token: string) {
  return useSWR(token ? ['reset-link', token] : null, ([, t]: readonly [string, string]) =>
    checkResetLink(t),
  );
}

/** Completes a password reset from the mailed link; the server signs this browser in (other sessions out). */
export async function resetPassword(input: { token: string; password: string }) {
  const grant = await call('resetPassword', {
    token: input.token,
    'Appuser[password]': input.password,
    ...deviceFields(),
  });
  startSession({
    authKey: grant.auth_key,
    firstName: grant.first_name,
    lastName: grant.last_name,
    fullName: grant.full_name,
  });
  return grant;
}

export async function login(input: { email: string; password: string; remember: boolean }) {
  const grant = await call('login', {
    'Appuser[email]': input.email,
    'Appuser[password]': input.password,
    ...deviceFields(),
  });
  startSession(
    {
      authKey: grant.auth_key,
      firstName: grant.first_name,
      lastName: grant.last_name,
      fullName: grant.full_name,
    },
    input.remember,
  );
  return grant;
}

/**
 * §7 sign-up: the form's fields, the fixed placeholders for postal_code and phone_number, login_type
 * Normal and the device fields. Success signs the shopper in (kept across browser restarts: sign-up
 * has no Remember me box).
 */
export async function signUp(input: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}) {
  const grant = await call('signup', {
    'Appuser[first_name]': input.firstName,
    'Appuser[last_name]': input.lastName,
    'Appuser[email]': input.email,
    'Appuser[password]': input.password,
    'Appuser[postal_code]': SIGNUP_PLACEHOLDERS.postal_code,
    'Appuser[phone_number]': SIGNUP_PLACEHOLDERS.phone_number,
    'Appuser[login_type]': 'Normal',
    ...deviceFields(),
  });
  startSession(
    {
      authKey: grant.auth_key,
      // The form's names when the answer leaves them out (§7 names only first_name and full_name).
      firstName: grant.first_name || input.firstName,
      lastName: grant.last_name || input.lastName,
      fullName: grant.full_name || `${input.firstName} ${input.lastName}`,
    },
    true,
  );
  return grant;
}

/** §4 logout: clear state and stored values, call the logout endpoint, go to /login and reload. */
export async function logout(): Promise<void> {
  const request = call('logout').catch(() => undefined); // sent with the key before it is cleared
  endSession();
  resetCartModeStore(); // the next shopper on this browser starts with Pickup and no address
  await request;
  globalThis.location?.assign(paths.login);
}
