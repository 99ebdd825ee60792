// §5 validation rules and their messages, shared by the forms (client) and the reference server.

export const MOBILE_DIGITS = 10;

/** Sign-up passwords: at least this many characters (decision, docs/decisions.md). */
export const MIN_PASSWORD_LENGTH = 8;

export const ADDRESS_MESSAGES = {
  name: 'Please enter recipient name',
  addressLine1: 'Please enter address line 1',
  city: 'Please enter city',
  state: 'Please enter state',
  mobile: 'Please enter valid 10-digit mobile number',
  terms: 'Please agree to Terms & Conditions',
  authKey: 'Auth key missing',
} as const;

export const FORM_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  enquiryIncomplete: 'Please fill all fields before sending.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  loginFailed: 'Login failed',
  contactThanks: 'Thanks for the message, one of our team will be in touch shortly',
} as const;

/** Exactly MOBILE_DIGITS digits (§5): the number as it is sent and stored (see normaliseMobile). */
export function isValidMobile(value: string): boolean {
  const digits = value.trim();
  return digits.length === MOBILE_DIGITS && /^\d+$/.test(digits);
}

/** What people put between a phone number's digits: spaces, parentheses, dots, hyphens and dashes. */
const PHONE_SEPARATORS = /[\s().\-\u2010-\u2015]/g;

/**
 * A US phone number as people type it → its 10 digits (§5 asks for a 10-digit number, the contract sends
 * digits only): "(713) 555-0123", "713-555-0123", "713.555.0123", "713 555 0123", "+1 713 555 0123" and
 * "1 713 555 0123" → "7135550123". Anything else comes back as typed (trimmed), for isValidMobile to
 * refuse: letters, an extension, another country's prefix, too few or too many digits.
 */
export function normaliseMobile(value: string): string {
  const typed = value.trim();
  const match = /^(?:\+?1)?(\d{10})$/.exec(typed.replace(PHONE_SEPARATORS, ''));
  return match ? match[1]! : typed;
}

// A pragmatic e-mail check (what type="email" accepts, roughly): something@something.tld
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
