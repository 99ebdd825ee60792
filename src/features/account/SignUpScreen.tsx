// §2 Sign up: first name, last name, email, password, confirm password, the terms checkbox with links
// to /terms-and-conditions and /privacy-policy, and a Sign in link keeping ?redirect.
// §5 rules (accountSchemas.ts); §7 fields (signUp in src/api/auth.ts); §8 failure texts.
import { useState } from 'react';
import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { signUp } from '@/api/auth';
import { messageOf } from '@/api/errors';
import { paths, withRedirect } from '@/config/paths';
import { FORM_MESSAGES, MIN_PASSWORD_LENGTH } from '@/domain/validation';
import { BusyButton } from '@/ui';
import { AccountCard, EmailField, FormErrorAlert, NameFields, PasswordField } from './AccountCard';
import type { SignUpValues } from './accountSchemas';
import { emptySignUp } from './accountValues';
import { useRedirectParam, useSchemaForm, useSingleSubmit } from './useAccountForm';

const FORM = 'sign-up';

/** The form's rules (zod), loaded at the first focus, touch or key, or with a first submit (useSchemaForm). */
const rules = () => import('./accountSchemas').then((m) => m.signUpSchema);

export default function SignUpScreen() {
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
    <AccountCard
      title="Create an account"
      subtitle="Save your cart and check out faster."
      width={520}
      footer={
        <Text size="sm" c="gray.7">
          Already have an account?{' '}
          <Anchor component={Link} href={withRedirect(paths.login, redirect)} fw={600}>
            Sign in
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
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
    </AccountCard>
  );
}
