// /reset-password?token=…: the mailed link's page. The new password twice (sign-up's rules, §5 "Passwords do
// not match"); on success every other session of the account is signed out and this browser signed in, then
// home with a toast. An expired, used or forged link says so and offers to ask again; a link without a
// token, or a server without the reset call, says the link cannot be used here.
import { useState } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation, useSearch } from 'wouter';
import { isFeatureMissing, messageOf, resetPassword } from '@/api';
import { successMessages } from '@/contract/messages';
import { paths } from '@/config/paths';
import { FORM_MESSAGES } from '@/domain/validation';
import { BusyButton, toast } from '@/ui';
import { AccountCard, FormErrorAlert, PasswordField } from './AccountCard';
import type { ResetPasswordValues } from './accountSchemas';
import { useSchemaForm, useSingleSubmit } from './useAccountForm';

const FORM = 'reset-password';

/** The form's rules (zod), loaded at the first focus, touch or key, or with a first submit (useSchemaForm). */
const rules = () => import('./accountSchemas').then((m) => m.resetPasswordSchema);

export const RESET_TEXT = {
  title: 'Choose a new password',
  subtitle: 'Your new password signs you in here and signs you out everywhere else.',
  submit: 'Set new password',
  noToken: 'This link is incomplete. Open the link from the e-mail again, or ask for a new one.',
  unavailable: 'Password reset links are not available on this store. Please contact us.',
  askAgain: 'Ask for a new link',
} as const;

function AskAgain() {
  return (
    <Anchor component={Link} href={paths.forgotPassword} fw={600} size="sm">
      {RESET_TEXT.askAgain}
    </Anchor>
  );
}

export default function ResetPasswordScreen() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
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

  if (!token)
    return (
      <AccountCard title={RESET_TEXT.title} footer={<AskAgain />}>
        <Text role="alert">{RESET_TEXT.noToken}</Text>
      </AccountCard>
    );

  return (
    <AccountCard title={RESET_TEXT.title} subtitle={RESET_TEXT.subtitle} footer={<AskAgain />}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
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
    </AccountCard>
  );
}
