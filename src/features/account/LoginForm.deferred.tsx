// The sign-in form: a deferred part of /login (LoginScreen), hydrated at the first touch, focus or key.
// §4/§7: posts the multipart login fields; success stores the session and goes to the redirect target or
// home; §8 failure shows the server's message or "Login failed".
import { useState } from 'react';
import { Anchor, Checkbox, Group, Stack } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { login } from '@/api/auth';
import { messageOf } from '@/api/errors';
import { paths } from '@/config/paths';
import { FORM_MESSAGES } from '@/domain/validation';
import { BusyButton } from '@/ui';
import { EmailField, FormErrorAlert, PasswordField } from './AccountFields';
import type { LoginValues } from './accountSchemas';
import { emptyLogin } from './accountValues';
import { useSchemaForm, useSingleSubmit } from './useAccountForm';
import { useRedirectParam } from './useRedirectParam';

const FORM = 'login';

/** The form's rules (zod), loaded at the first focus, touch or key, or with a first submit (useSchemaForm). */
const rules = () => import('./accountSchemas').then((m) => m.loginSchema);

export default function LoginForm() {
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
    <form method="post" onSubmit={submit} noValidate>
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
  );
}
