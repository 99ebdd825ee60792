// @vitest-environment jsdom
// Account forms: the §5 rules of each form, and exactly what each form posts (§7 field
// names and values), with fetch stubbed. Logout: the §4 order of events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, logout, signUp } from '@/api/auth';
import { ApiError, messageOf } from '@/api/errors';
import { setEnv } from '@/config/env-schema';
import { endpoints, FIELD_LIMITS, SIGNUP_PLACEHOLDERS } from '@/contract';
import { FORM_MESSAGES } from '@/domain/validation';
import { contactFields, requestPasswordReset, sendContactMessage } from '@/features/account/accountRequests';
import {
  ACCOUNT_MESSAGES,
  contactSchema,
  forgotPasswordSchema,
  loginSchema,
  signUpSchema,
} from '@/features/account/accountSchemas';
import { emptyContact, emptySignUp } from '@/features/account/accountValues';
import { endSession, sessionStore, startSession } from '@/state/session';

/** Field → first message, as Mantine's schemaResolver shows them. */
function errorsOf(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  values: unknown,
) {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('login rules', () => {
  it('requires email and password', () => {
    expect(errorsOf(loginSchema, { email: '', password: '', remember: false })).toEqual({
      email: ACCOUNT_MESSAGES.email,
      password: ACCOUNT_MESSAGES.password,
    });
  });
  it('checks the email format (after trimming) and keeps passwords as typed', () => {
    expect(errorsOf(loginSchema, { email: 'alex@', password: 'x', remember: true })).toEqual({
      email: ACCOUNT_MESSAGES.emailFormat,
    });
    expect(errorsOf(loginSchema, { email: '  alex@floor.test ', password: ' ', remember: true })).toEqual({});
  });
});

describe('sign-up rules', () => {
  const valid = {
    firstName: 'Sam',
    lastName: 'Rivera',
    email: 'sam@floor.test',
    password: 'Oak-floors-2026',
    confirmPassword: 'Oak-floors-2026',
    terms: true,
  };
  it('requires every field and the terms', () => {
    expect(errorsOf(signUpSchema, emptySignUp)).toEqual({
      firstName: ACCOUNT_MESSAGES.firstName,
      lastName: ACCOUNT_MESSAGES.lastName,
      email: ACCOUNT_MESSAGES.email,
      password: ACCOUNT_MESSAGES.newPassword,
      confirmPassword: ACCOUNT_MESSAGES.confirmPassword,
      terms: 'Please agree to Terms & Conditions',
    });
    expect(errorsOf(signUpSchema, { ...valid, firstName: '   ' })).toEqual({
      firstName: ACCOUNT_MESSAGES.firstName,
    });
  });
  it('says "Passwords do not match" on the confirmation, even while other fields are wrong', () => {
    expect(errorsOf(signUpSchema, { ...valid, confirmPassword: 'Oak-floors-2025' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(errorsOf(signUpSchema, { ...valid, email: '', confirmPassword: 'other' })).toEqual({
      email: ACCOUNT_MESSAGES.email,
      confirmPassword: 'Passwords do not match',
    });
  });
  it('checks email format and the contract minimum password length', () => {
    expect(errorsOf(signUpSchema, { ...valid, email: 'sam.floor.test' })).toEqual({
      email: ACCOUNT_MESSAGES.emailFormat,
    });
    expect(errorsOf(signUpSchema, { ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(errorsOf(signUpSchema, valid)).toEqual({});
  });
});

describe('forgot password and contact rules', () => {
  it('forgot password needs a well-formed email', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: ACCOUNT_MESSAGES.email });
    expect(errorsOf(forgotPasswordSchema, { email: 'x@y' })).toEqual({ email: ACCOUNT_MESSAGES.emailFormat });
  });
  it('contact needs first name, last name, email and message', () => {
    expect(errorsOf(contactSchema, emptyContact)).toEqual({
      firstName: ACCOUNT_MESSAGES.firstName,
      lastName: ACCOUNT_MESSAGES.lastName,
      email: ACCOUNT_MESSAGES.email,
      message: ACCOUNT_MESSAGES.message,
    });
  });
});

// ---- what is posted ----

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  fields: Record<string, string> | null;
  contentType: string;
}

let sent: Sent[] = [];
let answers: Array<() => Response | Promise<Response>> = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const grant = { auth_key: 'key-1', first_name: 'Sam', last_name: 'Rivera', full_name: 'Sam Rivera' };

beforeEach(() => {
  sent = [];
  answers = [];
  setEnv({ VITE_API_BASE_URL: 'https://shop.example/api' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body;
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        fields:
          body instanceof FormData
            ? Object.fromEntries([...body.entries()].map(([k, v]) => [k, String(v)]))
            : null,
        contentType: body instanceof FormData ? 'multipart/form-data' : typeof body,
      });
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next();
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
  endSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const deviceFieldsShape = {
  'Appuser[devices_type]': 'Web',
  'Appuser[devices_name]': expect.any(String),
  'Appuser[app_version]': expect.any(String),
  'Appuser[devices_id]': expect.stringMatching(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  ),
};

describe('login()', () => {
  it('posts the §7 multipart fields with the device token and keeps an unremembered session for the browser session', async () => {
    answers.push(() => json({ status: 1, message: 'Logged in', data: grant }));
    await login({ email: 'sam@floor.test', password: ' pass word ', remember: false });
    expect(sent[0]).toMatchObject({
      url: 'https://shop.example/api/beforeauth/login',
      method: 'POST',
      contentType: 'multipart/form-data',
    });
    expect(sent[0]!.fields).toEqual({
      'Appuser[email]': 'sam@floor.test',
      'Appuser[password]': ' pass word ',
      ...deviceFieldsShape,
    });
    expect(sent[0]!.fields!['Appuser[devices_id]']).toBe(localStorage.getItem('deviceToken'));
    expect(sessionStore).toMatchObject({ authKey: 'key-1', firstName: 'Sam', lastName: 'Rivera' });
    expect(sessionStorage.getItem('authKey')).toBe('key-1');
    expect(localStorage.getItem('authKey')).toBeNull();
  });

  it('Remember me keeps the session in localStorage', async () => {
    answers.push(() => json({ status: 1, message: 'Logged in', data: grant }));
    await login({ email: 'sam@floor.test', password: 'x', remember: true });
    expect(localStorage.getItem('authKey')).toBe('key-1');
    expect(sessionStorage.getItem('authKey')).toBeNull();
  });

  it('a refusal carries the server message; a network failure falls back to "Login failed"', async () => {
    answers.push(() => json({ status: 0, message: 'Invalid email or password', data: null }));
    const refused = await login({ email: 'sam@floor.test', password: 'bad', remember: false }).catch(
      (e: unknown) => e,
    );
    expect(messageOf(refused, FORM_MESSAGES.loginFailed)).toBe('Invalid email or password');
    const offline = await login({ email: 'sam@floor.test', password: 'bad', remember: false }).catch(
      (e: unknown) => e,
    );
    expect(offline).toBeInstanceOf(ApiError);
    expect(messageOf(offline, FORM_MESSAGES.loginFailed)).toBe('Login failed');
    expect(sessionStore.authKey).toBeNull();
  });
});

describe('signUp()', () => {
  it('posts names, email, password, the fixed placeholders, login_type Normal and the device fields; then signs in', async () => {
    answers.push(() => json({ status: 1, message: 'Created', data: grant }));
    await signUp({
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'sam@floor.test',
      password: 'Oak-floors-2026',
    });
    expect(sent[0]!.url).toBe('https://shop.example/api/beforeauth/usersignup');
    expect(sent[0]!.fields).toEqual({
      'Appuser[first_name]': 'Sam',
      'Appuser[last_name]': 'Rivera',
      'Appuser[email]': 'sam@floor.test',
      'Appuser[password]': 'Oak-floors-2026',
      'Appuser[postal_code]': SIGNUP_PLACEHOLDERS.postal_code,
      'Appuser[phone_number]': SIGNUP_PLACEHOLDERS.phone_number,
      'Appuser[login_type]': 'Normal',
      ...deviceFieldsShape,
    });
    expect(localStorage.getItem('firstName')).toBe('Sam');
    expect(sessionStore.authKey).toBe('key-1');
  });

  it('falls back to the typed names when the answer has only first_name and full_name', async () => {
    answers.push(() =>
      json({ status: 1, message: 'Created', data: { auth_key: 'key-2', full_name: 'Sam Rivera' } }),
    );
    await signUp({
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'sam@floor.test',
      password: 'Oak-floors-2026',
    });
    expect(sessionStore).toMatchObject({
      authKey: 'key-2',
      firstName: 'Sam',
      lastName: 'Rivera',
      fullName: 'Sam Rivera',
    });
  });

  it('server message on refusal; "Something went wrong. Please try again." on an unexpected answer', async () => {
    answers.push(() => json({ status: 0, message: 'An account with this email already exists', data: null }));
    const taken = await signUp({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: '12345678',
    }).catch((e: unknown) => e);
    expect(messageOf(taken, FORM_MESSAGES.somethingWentWrong)).toBe(
      'An account with this email already exists',
    );
    answers.push(() => new Response('<html>Bad gateway</html>', { status: 200 }));
    const garbled = await signUp({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: '12345678',
    }).catch((e: unknown) => e);
    expect(messageOf(garbled, FORM_MESSAGES.somethingWentWrong)).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('forgot password and contact calls', () => {
  it('forgot password posts Appuser[email] and returns an auth key only when one comes back', async () => {
    answers.push(() => json({ status: 1, message: 'Sent', data: null }));
    await expect(requestPasswordReset(' sam@floor.test ')).resolves.toBeNull();
    expect(sent[0]!.url).toBe('https://shop.example/api/beforeauth/forgotpassword');
    expect(sent[0]!.fields).toEqual({ 'Appuser[email]': 'sam@floor.test' });
    answers.push(() => json({ status: 1, message: 'Sent', data: { auth_key: 'reset-key' } }));
    await expect(requestPasswordReset('sam@floor.test')).resolves.toBe('reset-key');
  });

  it('contact posts the four Contactus fields, trimmed', async () => {
    const values = {
      firstName: ' Priya ',
      lastName: 'Shah',
      email: 'priya@example.com ',
      message: ' 3 pallets? ',
    };
    expect(contactFields(values)).toEqual({
      'Contactus[first_name]': 'Priya',
      'Contactus[last_name]': 'Shah',
      'Contactus[email]': 'priya@example.com',
      'Contactus[message]': '3 pallets?',
    });
    answers.push(() => json({ status: 1, message: 'Thanks', data: null }));
    await sendContactMessage(values);
    expect(sent[0]!.url).toBe('https://shop.example/api/beforeauth/contactus');
    expect(sent[0]!.fields).toEqual(contactFields(values));
    answers.push(() => json({ status: 0, message: 'Nope', data: null }));
    await expect(sendContactMessage(values)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('logout()', () => {
  it('calls the logout endpoint with the key, clears state and storage, then loads /login', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    startSession({ authKey: 'key-9', firstName: 'Sam', lastName: 'Rivera' }, true);
    answers.push(() => json({ status: 1, message: 'Logged out', data: null }));
    await logout();
    expect(sent[0]!.url).toBe('https://shop.example/api/userauth/logout');
    expect(sent[0]!.headers.get('auth_key')).toBe('key-9');
    expect(sessionStore.authKey).toBeNull();
    expect(localStorage.getItem('authKey')).toBeNull();
    expect(localStorage.getItem('firstName')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('still signs out and leaves when the logout call fails', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    startSession({ authKey: 'key-9', firstName: 'Sam', lastName: 'Rivera' }, false);
    await logout(); // no answer queued: fetch rejects
    expect(sessionStore.authKey).toBeNull();
    expect(sessionStorage.getItem('authKey')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });
});

describe('the forms and the contract agree on bounded input', () => {
  const longest = {
    firstName: 'F'.repeat(FIELD_LIMITS.name),
    lastName: 'L'.repeat(FIELD_LIMITS.name),
    email: `${'e'.repeat(FIELD_LIMITS.email - 'x@floor.test'.length)}x@floor.test`.slice(-FIELD_LIMITS.email),
    password: 'p'.repeat(FIELD_LIMITS.password),
    message: 'm'.repeat(FIELD_LIMITS.message),
  };

  it('the longest values each form accepts are posted as fields the contract accepts', async () => {
    expect(errorsOf(loginSchema, { ...longest, remember: false })).toEqual({});
    expect(errorsOf(signUpSchema, { ...longest, confirmPassword: longest.password, terms: true })).toEqual(
      {},
    );
    expect(errorsOf(contactSchema, longest)).toEqual({});
    expect(errorsOf(forgotPasswordSchema, longest)).toEqual({});
    for (let i = 0; i < 4; i += 1) answers.push(() => json({ status: 1, message: 'OK', data: grant }));
    await login({ ...longest, remember: false });
    await signUp(longest);
    await sendContactMessage(longest);
    await requestPasswordReset(longest.email);
    const [loginSent, signUpSent, contactSent, forgotSent] = sent.map((s) => s.fields);
    expect(endpoints.login.request.safeParse(loginSent).error).toBeUndefined();
    expect(endpoints.signup.request.safeParse(signUpSent).error).toBeUndefined();
    expect(endpoints.contactUs.request.safeParse(contactSent).error).toBeUndefined();
    expect(endpoints.forgotPassword.request.safeParse(forgotSent).error).toBeUndefined();
  });

  it('a form refuses one character more, before anything is sent', () => {
    expect(errorsOf(contactSchema, { ...longest, message: `${longest.message}m` })).toEqual({
      message: 'Message must be at most 5000 characters',
    });
    expect(
      errorsOf(signUpSchema, {
        ...longest,
        firstName: `${longest.firstName}F`,
        confirmPassword: longest.password,
        terms: true,
      }),
    ).toEqual({
      firstName: 'First name must be at most 100 characters',
    });
    expect(errorsOf(loginSchema, { ...longest, password: `${longest.password}p`, remember: false })).toEqual({
      password: 'Password must be at most 128 characters',
    });
  });
});
