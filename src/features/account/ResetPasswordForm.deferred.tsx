// The new-password form of /reset-password (ResetPasswordScreen), a deferred part hydrated at the first
// touch, focus or key. The new password twice (sign-up's rules, §5 "Passwords do not match"); on success
// every other session of the account is signed out and this browser signed in, then home with a toast.
import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useLocation } from 'wouter';
import { isFeatureMissing, messageOf, resetPassword } from '@/api';
import { successMessages } from '@/contract/messages';
import { paths } from '@/config/paths';
import { FORM_MESSAGES } from '@/domain/validation';
import { BusyButton, toast } from '@/ui';
import { FormErrorAlert, PasswordField } from './AccountFields';
import type { ResetPasswordValues } from './accountSchemas';
import { RESET_TEXT } from './resetText';
import { useSchemaForm, useSingleSubmit } from './useAccountForm';

const FORM = 'reset-password';

/** The form's rules (zod), loaded at the first focus, touch or key, or with a first submit (useSchemaForm). */
const rules = () => import('./accountSchemas').then((m) => m.resetPasswordSchema);

export default function ResetPasswordForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm<ResetPasswordValues>(FORM, rules, {
    password: '',
    confirmPassword: '',
  });
  const submit = useSingleSubmit(form, FORM, async ({ password }) => {
    setServerError(null);
    try {
      await resetPassword({ token, password });
    } catch (error) {
      setServerError(
        isFeatureMissing(error) ? RESET_TEXT.unavailable : messageOf(error, FORM_MESSAGES.somethingWentWrong),
      );
      return;
    }
    toast('success', successMessages.passwordReset);
    navigate(paths.home, { replace: true });
  });

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordField label="New password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <FormErrorAlert message={serverError} />
        <BusyButton type="submit" size="md" fullWidth loading={form.submitting}>
          {RESET_TEXT.submit}
        </BusyButton>
      </Stack>
    </form>
  );
}
