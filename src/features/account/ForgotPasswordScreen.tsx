// §2/§4 Forgot password: an email field, then the "Check your email" state. The form is a deferred part
// (ForgotPasswordForm.deferred.tsx): server HTML at once, its code at the first touch, focus or key.
import { useCallback, useState } from 'react';
import { Anchor, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { deferHydration } from '@/ui';
import { AccountCard } from './AccountCard';
import { FORM_DEFER } from './formDefer';

const ForgotPasswordForm = deferHydration(() => import('./ForgotPasswordForm.deferred'), {
  ...FORM_DEFER,
  fallback: <Skeleton height={119} aria-hidden />,
});

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
  // "try again" brings the form back with the address it was sent to.
  const [lastSent, setLastSent] = useState('');
  const onSent = useCallback((email: string) => {
    setLastSent(email);
    setSentTo(email);
  }, []);

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
      <ForgotPasswordForm onSent={onSent} email={lastSent} />
    </AccountCard>
  );
}
