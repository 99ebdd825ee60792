// The rules of the account and contact forms (§5), as zod schemas (zod/mini: only the checks used reach
// the page) the forms validate with (Mantine's `schemaResolver`) and unit tests check. Product texts come from src/domain/validation.ts;
// the per-field prompts below are ours (the spec only says which fields are required).
import { z } from '@/contract/zod-mini';
import { FIELD_LIMITS, tooLong } from '@/contract/limits';
import { ADDRESS_MESSAGES, FORM_MESSAGES, isValidEmail, MIN_PASSWORD_LENGTH } from '@/domain/validation';

export const ACCOUNT_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter your email',
  emailFormat: 'Please enter a valid email address',
  password: 'Please enter your password',
  newPassword: 'Please choose a password',
  passwordLength: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  confirmPassword: 'Please confirm your password',
  message: 'Please enter your message',
  // §5 texts
  passwordsDoNotMatch: FORM_MESSAGES.passwordsDoNotMatch,
  terms: ADDRESS_MESSAGES.terms,
} as const;

const required = (message: string, label: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(label, max)));

/** Required, then e-mail format (§5 "email inputs use email format"); the first failing message shows. */
const email = required(ACCOUNT_MESSAGES.email, 'Email', FIELD_LIMITS.email).check(
  z.refine((v) => v === '' || isValidEmail(v), ACCOUNT_MESSAGES.emailFormat),
);
const firstName = required(ACCOUNT_MESSAGES.firstName, 'First name', FIELD_LIMITS.name);
const lastName = required(ACCOUNT_MESSAGES.lastName, 'Last name', FIELD_LIMITS.name);
const passwordTooLong = tooLong('Password', FIELD_LIMITS.password);

export const loginSchema = z.object({
  email,
  // Passwords are never trimmed: spaces may be part of one.
  password: z
    .string()
    .check(z.minLength(1, ACCOUNT_MESSAGES.password), z.maxLength(FIELD_LIMITS.password, passwordTooLong)),
  remember: z.boolean(),
});

/** A new password and its confirmation (sign-up, the mailed reset link): the password rules, §5's texts. */
const newPassword = {
  password: z.string().check(
    z.minLength(1, ACCOUNT_MESSAGES.newPassword),
    z.maxLength(FIELD_LIMITS.password, passwordTooLong),
    z.refine((v) => v === '' || v.length >= MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordLength),
  ),
  confirmPassword: z.string().check(z.minLength(1, ACCOUNT_MESSAGES.confirmPassword)),
};

/** The confirmation must match: checked even when other fields fail, but only once one was typed. */
const passwordsMatch = {
  path: ['confirmPassword'],
  message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
  when: ({ value }: { value: unknown }) => {
    const v = value as { password?: unknown; confirmPassword?: unknown };
    return (
      typeof v.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== ''
    );
  },
};
const confirmed = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

export const signUpSchema = z
  .object({
    firstName,
    lastName,
    email,
    ...newPassword,
    terms: z.boolean().check(z.refine((v) => v, ACCOUNT_MESSAGES.terms)),
  })
  .check(z.refine(confirmed, passwordsMatch));

export const forgotPasswordSchema = z.object({ email });

/** The mailed reset link's form: the new password twice, with sign-up's rules and §5's mismatch text. */
export const resetPasswordSchema = z.object(newPassword).check(z.refine(confirmed, passwordsMatch));

export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

export const contactSchema = z.object({
  firstName,
  lastName,
  email,
  message: required(ACCOUNT_MESSAGES.message, 'Message', FIELD_LIMITS.message),
});

export type LoginValues = z.input<typeof loginSchema>;
export type SignUpValues = z.input<typeof signUpSchema>;
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
export type ContactValues = z.input<typeof contactSchema>;
