// /reset-password?token=…: the mailed link's page. The form (ResetPasswordForm.deferred.tsx) is a deferred
// part: server HTML at once, its code at the first touch, focus or key. An expired, used or forged link
// says so and offers to ask again, at once on opening it (checkresettoken, asked without using the link up;
// a server without that check: when the new password is sent); a link without a token, or a server without
// the reset call, says the link cannot be used here. A signed-in shopper is offered the shop instead of a
// new link (/forgot-password is for visitors: it would send them home, a dead end).
import { Anchor, Skeleton, Text } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { useResetLink } from '@/api/auth';
import { paths } from '@/config/paths';
import { useSignedIn } from '@/state';
import { deferHydration } from '@/ui';
import { AccountCard } from './AccountCard';
import { FORM_DEFER } from './formDefer';
import { RESET_TEXT } from './resetText';

const ResetPasswordForm = deferHydration(() => import('./ResetPasswordForm.deferred'), {
  ...FORM_DEFER,
  fallback: <Skeleton height={196} aria-hidden />,
});

/** The way on: a new link, or, for a signed-in shopper (whom /forgot-password sends home), the shop. */
function AskAgain({ signedIn }: { signedIn: boolean }) {
  return (
    <Anchor component={Link} href={signedIn ? paths.home : paths.forgotPassword} fw={600} size="sm">
      {signedIn ? RESET_TEXT.continueShopping : RESET_TEXT.askAgain}
    </Anchor>
  );
}

export default function ResetPasswordScreen() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  // The server renders the form (it does not ask: the token is the shopper's); a dead link replaces it
  // once the shop has said so, with the focus on the title (the field the shopper was in is gone).
  const link = useResetLink(token).data;
  const { signedIn } = useSignedIn();

  if (!token || link?.state === 'dead')
    return (
      <AccountCard
        title={RESET_TEXT.deadTitle}
        footer={<AskAgain signedIn={signedIn} />}
        focusTitle={Boolean(token)}
      >
        <Text role="alert">{link?.state === 'dead' ? link.message : RESET_TEXT.noToken}</Text>
        {signedIn ? (
          <Text size="sm" mt="sm">
            {RESET_TEXT.signedIn}
          </Text>
        ) : null}
      </AccountCard>
    );

  return (
    <AccountCard
      title={RESET_TEXT.title}
      subtitle={RESET_TEXT.subtitle}
      footer={<AskAgain signedIn={signedIn} />}
    >
      <ResetPasswordForm token={token} />
    </AccountCard>
  );
}
