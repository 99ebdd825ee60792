// The public account calls that do not start a session (§7): password recovery and the contact form.
// Login and sign-up live in src/api/auth.ts because they store the session.
import { call } from '@/api/client';
import type { endpoints, RequestOf } from '@/contract';
import type { ContactValues } from './accountSchemas';

/** §4 "after submit and a 2 second delay shows the Check your email state". */
export const FORGOT_PASSWORD_DELAY_MS = 2000;
/** §8 shown only if the forgot-password answer carries an auth key. */
export const LOGGED_IN_MESSAGE = 'Logged in successfully!';

export function contactFields(values: ContactValues): RequestOf<typeof endpoints.contactUs> {
  return {
    'Contactus[first_name]': values.firstName.trim(),
    'Contactus[last_name]': values.lastName.trim(),
    'Contactus[email]': values.email.trim(),
    'Contactus[message]': values.message.trim(),
  };
}

/** POST /beforeauth/contactus; resolves when the server answers status 1 (§7). */
export async function sendContactMessage(values: ContactValues): Promise<void> {
  await call('contactUs', contactFields(values));
}

/**
 * POST /beforeauth/forgotpassword. §7: the answer is not relied on, except that §8 shows
 * "Logged in successfully!" when it carries an auth key. Resolves with that key, if any.
 */
export async function requestPasswordReset(email: string): Promise<string | null> {
  const data = await call('forgotPassword', { 'Appuser[email]': email.trim() });
  return data?.auth_key || null;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
