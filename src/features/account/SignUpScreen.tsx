// §2 Sign up: first name, last name, email, password, confirm password, the terms checkbox with links
// to /terms-and-conditions and /privacy-policy, and a Sign in link keeping ?redirect. The form is a
// deferred part (SignUpForm.deferred.tsx): server HTML at once, its code at the first touch, focus or key.
import { Anchor, Skeleton, Text } from '@mantine/core';
import { Link } from 'wouter';
import { paths, withRedirect } from '@/config/paths';
import { deferHydration } from '@/ui';
import { AccountCard } from './AccountCard';
import classes from './AccountCard.module.css';
import { FORM_DEFER } from './formDefer';
import { useRedirectParam } from './useRedirectParam';

const SignUpForm = deferHydration(() => import('./SignUpForm.deferred'), {
  ...FORM_DEFER,
  fallback: <Skeleton className={classes.signUpPlaceholder} aria-hidden />,
});

export default function SignUpScreen() {
  const redirect = useRedirectParam();
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
      <SignUpForm />
    </AccountCard>
  );
}
