// The forgot-password form: a deferred part of /forgot-password (ForgotPasswordScreen), hydrated at the
// first touch, focus or key. §5 submit disabled while the email is empty; after the submit and a 2 second
// delay the screen shows "Check your email" (onSent). §8 "Logged in successfully!" only if an auth key
// comes back. §7 the answer's data is not relied on; a refusal (status 0) shows the server's message and
// an unreachable shop "Something went wrong. Please try again." (docs/decisions-accounts.md).
import { useState } from 'react';
import { Stack } from '@mantine/core';
import { ApiError, messageOf } from '@/api/errors';
import { FORM_MESSAGES } from '@/domain/validation';
import { BusyButton, toast, useHydrated } from '@/ui';
import { EmailField, FormErrorAlert } from './AccountFields';
import { FORGOT_PASSWORD_DELAY_MS, LOGGED_IN_MESSAGE, requestPasswordReset, wait } from './accountRequests';
import type { ForgotPasswordValues } from './accountSchemas';
import { useSchemaForm, useSingleSubmit } from './useAccountForm';

const FORM = 'forgot-password';

/** The form's rules (zod), loaded at the first focus, touch or key, or with a first submit (useSchemaForm). */
const rules = () => import('./accountSchemas').then((m) => m.forgotPasswordSchema);

/**
 * `email` fills the field at first (the address of a "try again"). Both props must stay equal until the
 * part has hydrated (a deferred part: src/ui/Deferred).
 */
export default function ForgotPasswordForm({
  onSent,
  email: initialEmail,
}: {
  onSent: (email: string) => void;
  email: string;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const form = useSchemaForm<ForgotPasswordValues>(FORM, rules, { email: initialEmail });
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
    onSent(email.trim());
  });

  const empty = form.values.email.trim() === '';
  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField {...form.getInputProps('email')} />
        <FormErrorAlert message={serverError} />
        <BusyButton
          type="submit"
          size="md"
          fullWidth
          loading={form.submitting}
          // Until the part has hydrated the button only looks disabled: a disabled default button makes
          // the browser drop Enter in the field (no implicit submission, so no click for the boot script
          // or the part to hold and replay), and the address typed before hydration was never sent.
          disabled={hydrated && empty}
          data-disabled={!hydrated && empty}
        >
          Send reset link
        </BusyButton>
      </Stack>
    </form>
  );
}
