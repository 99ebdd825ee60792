// §2 Login: email, password, Remember me, a link to /forgot-password and Create an Account (keeping
// ?redirect). §4/§7: posts the multipart login fields; success stores the session and goes to the
// redirect target or home; §8 failure shows the server's message or "Login failed".
import { useState } from 'react';
import { Anchor, Button, Checkbox, Divider, Group, Stack } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { login } from '@/api/auth';
import { messageOf } from '@/api/errors';
import { paths, withRedirect } from '@/config/paths';
import { FORM_MESSAGES } from '@/domain/validation';
import { BusyButton } from '@/ui';
import { AccountCard, EmailField, FormErrorAlert, PasswordField } from './AccountCard';
import type { LoginValues } from './accountSchemas';
import { emptyLogin } from './accountValues';
import { useRedirectParam, useSchemaForm, useSingleSubmit } from './useAccountForm';

const FORM = 'login';

/** The form's rules (zod), loaded at the first focus, touch or key, or with a first submit (useSchemaForm). */
const rules = () => import('./accountSchemas').then((m) => m.loginSchema);

export default function LoginScreen() {
  const [, navigate] = useLocation();
  const redirect = useRedirectParam();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm<LoginValues>(FORM, rules, emptyLogin);
  const submit = useSingleSubmit(form, FORM, async (values) => {
    setServerError(null);
    try {
      await login({ email: values.email.trim(), password: values.password, remember: values.remember });
    } catch (error) {
      setServerError(messageOf(error, FORM_MESSAGES.loginFailed));
      return;
    }
    navigate(redirect ?? paths.home, { replace: true });
  });

  return (
    <AccountCard
      title="Sign in"
      subtitle="Welcome back. Sign in to see your cart and check out."
      footer={
        <Stack gap="xs">
          <Divider label="New to our store?" labelPosition="center" />
          <Button component={Link} href={withRedirect(paths.signUp, redirect)} variant="default" fullWidth>
            Create an Account
          </Button>
        </Stack>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailField {...form.getInputProps('email')} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            name="password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox
              label="Remember me"
              name="remember"
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            <Anchor component={Link} href={paths.forgotPassword} size="sm" fw={500}>
              Forgot password?
            </Anchor>
          </Group>
          <FormErrorAlert message={serverError} />
          <BusyButton type="submit" size="md" fullWidth loading={form.submitting}>
            Sign in
          </BusyButton>
        </Stack>
      </form>
    </AccountCard>
  );
}
