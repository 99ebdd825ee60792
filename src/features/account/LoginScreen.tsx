// §2 Login: email, password, Remember me, a link to /forgot-password and Create an Account (keeping
// ?redirect). The form is a deferred part (LoginForm.deferred.tsx): server HTML at once, its code at the
// shopper's first touch, focus or key (docs/first-visit.md).
import { Button, Divider, Skeleton, Stack } from '@mantine/core';
import { Link } from 'wouter';
import { paths, withRedirect } from '@/config/paths';
import { signInNoticeFor } from '@/config/routes';
import { deferHydration } from '@/ui';
import { AccountCard } from './AccountCard';
import { FORM_DEFER } from './formDefer';
import { useRedirectParam } from './useRedirectParam';

const LoginForm = deferHydration(() => import('./LoginForm.deferred'), {
  ...FORM_DEFER,
  fallback: <Skeleton height={232} aria-hidden />,
});

export default function LoginScreen() {
  const redirect = useRedirectParam();
  return (
    <AccountCard
      title="Sign in"
      subtitle="Welcome back. Sign in to see your cart and check out."
      // Sent here from a shopper's own page (the cart, the orders): why.
      notice={signInNoticeFor(redirect)}
      footer={
        <Stack gap="xs">
          <Divider label="New to our store?" labelPosition="center" />
          <Button component={Link} href={withRedirect(paths.signUp, redirect)} variant="default" fullWidth>
            Create an Account
          </Button>
        </Stack>
      }
    >
      <LoginForm />
    </AccountCard>
  );
}
