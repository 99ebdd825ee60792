// tsx (npm run start:api, the e2e server) reads the solution tsconfig, which sets no JSX mode: say it here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The password reset link (an hour, once).
import { Button, Text } from '@react-email/components';
import { button, heading, MailLayout, mailColours, paragraph, type ShopInfo } from './Layout';

export interface PasswordResetProps {
  shop: ShopInfo;
  firstName: string;
  /** The storefront's /reset-password?token=… */
  url: string;
}

export const passwordResetSubject = (p: PasswordResetProps) => `Reset your ${p.shop.name} password`;

export function PasswordReset({ shop, firstName, url }: PasswordResetProps) {
  return (
    <MailLayout preview="Reset your password (the link works once, for an hour)" shop={shop}>
      <Text style={heading}>Reset your password</Text>
      <Text style={paragraph}>{`Hello ${firstName},`}</Text>
      <Text style={paragraph}>
        Someone (we hope you) asked to reset the password of your account. The link below works once, for one
        hour.
      </Text>
      <Button href={url} style={button}>
        Choose a new password
      </Button>
      <Text style={{ ...paragraph, marginTop: 16, fontSize: 13, color: mailColours.muted }}>
        If the button does not work, open this address:{' '}
        {/* A long address breaks anywhere rather than widen the mail past a phone's screen. */}
        <span style={{ wordBreak: 'break-all' }}>{url}</span>
      </Text>
      <Text style={{ ...paragraph, fontSize: 13, color: mailColours.muted }}>
        If you did not ask for this, ignore this mail: your password stays as it is.
      </Text>
    </MailLayout>
  );
}
