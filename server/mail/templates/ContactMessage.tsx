// tsx (npm run start:api, the e2e server) reads the solution tsconfig, which sets no JSX mode: say it here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The contact form's message, to the shop; the mail's Reply-To is the sender.
import { Text } from '@react-email/components';
import { heading, mailColours, MailLayout, paragraph, type ShopInfo } from './Layout';

export interface ContactMessageProps {
  shop: ShopInfo;
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

export const contactMessageSubject = (p: ContactMessageProps) =>
  `Contact form: ${p.firstName} ${p.lastName}`.trim();

export function ContactMessage({ shop, firstName, lastName, email, message }: ContactMessageProps) {
  return (
    <MailLayout preview={`A message from ${firstName} ${lastName}`} shop={shop}>
      <Text style={heading}>A message from the contact form</Text>
      <Text style={paragraph}>
        From {firstName} {lastName} ({email}). Reply to this mail to answer.
      </Text>
      <Text
        style={{
          ...paragraph,
          whiteSpace: 'pre-wrap',
          backgroundColor: mailColours.oakLight,
          padding: 16,
          borderRadius: 6,
        }}
      >
        {message}
      </Text>
    </MailLayout>
  );
}
