// §2/§4 Forgot password: an email field (§5 submit disabled while empty); after submit and a 2 second
// delay the "Check your email" state. §8 "Logged in successfully!" only if an auth key comes back.
// §7 the answer's data is not relied on; a refusal (status 0) shows the server's message and an
// unreachable shop "Something went wrong. Please try again." (docs/decisions-accounts.md).
import { useState } from 'react';
import { Anchor, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ApiError, messageOf } from '@/api/errors';
import { paths } from '@/config/paths';
import { FORM_MESSAGES } from '@/domain/validation';
import { BusyButton, toast } from '@/ui';
import { AccountCard, EmailField, FormErrorAlert } from './AccountCard';
import { FORGOT_PASSWORD_DELAY_MS, LOGGED_IN_MESSAGE, requestPasswordReset, wait } from './accountRequests';
import type { ForgotPasswordValues } from './accountSchemas';
import { useSchemaForm, useSingleSubmit } from './useAccountForm';

const FORM = 'forgot-password';

/** The form's rules (zod), loaded at the first focus, touch or key, or with a first submit (useSchemaForm). */
const rules = () => import('./accountSchemas').then((m) => m.forgotPasswordSchema);

function BackToSignIn() {
  return (
    <Anchor component={Link} href={paths.login} fw={600} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      Back to sign in
    </Anchor>
  );
}

export default function ForgotPasswordScreen() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm<ForgotPasswordValues>(FORM, rules, { email: '' });
  const submit = useSingleSubmit(form, FORM, async ({ email }) => {
    setServerError(null);
    const [answer] = await Promise.all([
      requestPasswordReset(email).then(
        (authKey) => ({ authKey }),
        (error: unknown) => ({ error }),
      ),
      wait(FORGOT_PASSWORD_DELAY_MS),
    ]);
    // A refusal or an unreachable shop: no e-mail is on its way, so say why. (An answer that is status 1
    // but not of the expected shape is still a success: its data is not relied on.)
    if ('error' in answer && !(answer.error instanceof ApiError && answer.error.kind === 'shape')) {
      setServerError(messageOf(answer.error, FORM_MESSAGES.somethingWentWrong));
      return;
    }
    if ('authKey' in answer && answer.authKey) toast('success', LOGGED_IN_MESSAGE);
    setSentTo(email.trim());
  });

  if (sentTo) {
    return (
      // The page changes under the shopper: focus moves to the new heading so it is read out.
      <AccountCard title="Check your email" footer={<BackToSignIn />} focusTitle>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconMailCheck size={30} stroke={1.6} />
          </ThemeIcon>
          <Text c="gray.8">
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset your password.
          </Text>
          <Text size="sm" c="gray.7">
            No email after a few minutes? Check your spam folder or{' '}
            <Anchor component="button" type="button" inherit onClick={() => setSentTo(null)}>
              try again
            </Anchor>
            .
          </Text>
        </Stack>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title="Forgot password"
      subtitle="Enter the email you signed up with and we will send you a link to reset your password."
      footer={<BackToSignIn />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailField {...form.getInputProps('email')} />
          <FormErrorAlert message={serverError} />
          <BusyButton
            type="submit"
            size="md"
            fullWidth
            loading={form.submitting}
            disabled={form.values.email.trim() === ''}
          >
            Send reset link
          </BusyButton>
        </Stack>
      </form>
    </AccountCard>
  );
}
