// The sign-up form: a deferred part of /sign-up (SignUpScreen), hydrated at the first touch, focus or key.
// §5 rules (accountSchemas.ts); §7 fields (signUp in src/api/auth.ts); §8 failure texts.
import { useState } from 'react';
import { Anchor, Checkbox, Stack } from '@mantine/core';
import { useLocation } from 'wouter';
import { signUp } from '@/api/auth';
import { messageOf } from '@/api/errors';
import { paths } from '@/config/paths';
import { FORM_MESSAGES, MIN_PASSWORD_LENGTH } from '@/domain/validation';
import { BusyButton } from '@/ui';
import { EmailField, FormErrorAlert, NameFields, PasswordField } from './AccountFields';
import type { SignUpValues } from './accountSchemas';
import { emptySignUp } from './accountValues';
import { useSchemaForm, useSingleSubmit } from './useAccountForm';
import { useRedirectParam } from './useRedirectParam';

const FORM = 'sign-up';

/** The form's rules (zod), loaded at the first focus, touch or key, or with a first submit (useSchemaForm). */
const rules = () => import('./accountSchemas').then((m) => m.signUpSchema);

export default function SignUpForm() {
  const [, navigate] = useLocation();
  const redirect = useRedirectParam();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm<SignUpValues>(FORM, rules, emptySignUp);
  const submit = useSingleSubmit(form, FORM, async (values) => {
    setServerError(null);
    try {
      await signUp({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
      });
    } catch (error) {
      // §8: the server's message; anything else (network, unexpected answer) the generic alert.
      setServerError(messageOf(error, FORM_MESSAGES.somethingWentWrong));
      return;
    }
    navigate(redirect ?? paths.home, { replace: true });
  });

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <NameFields first={form.getInputProps('firstName')} last={form.getInputProps('lastName')} />
        <EmailField {...form.getInputProps('email')} />
        <PasswordField
          label="Password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
          autoComplete="new-password"
          name="password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          name="confirmPassword"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Checkbox
          name="terms"
          label={
            <>
              I agree to the{' '}
              <Anchor href={paths.termsAndConditions} target="_blank" rel="noopener" inherit>
                Terms &amp; Conditions
              </Anchor>{' '}
              and{' '}
              <Anchor href={paths.privacyPolicy} target="_blank" rel="noopener" inherit>
                Privacy Policy
              </Anchor>
            </>
          }
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <FormErrorAlert message={serverError} />
        <BusyButton type="submit" size="md" fullWidth loading={form.submitting}>
          Sign up
        </BusyButton>
      </Stack>
    </form>
  );
}
