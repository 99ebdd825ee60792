// tsx (npm run start:api, the e2e server) reads the solution tsconfig, which sets no JSX mode: say it here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The frame of every mail: the shop's name on an ink band, a white card, the footer with the shop's contact.
// React Email's components (tables and inline styles under the hood) so it reads the same in Gmail, Outlook
// and Apple Mail, and narrows to a phone's width.
import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';

/** The storefront's theme colours (src/ui/theme.ts), as mail clients need them: literal hex values. */
export const mailColours = {
  oak: '#82572b',
  oakLight: '#fbf6ee',
  ink: '#1c1917',
  text: '#2a2622',
  muted: '#57514a',
  border: '#e6e3de',
  page: '#f8f7f5',
} as const;

export interface ShopInfo {
  name: string;
  /** The shop's public URL (links in the mail). */
  url: string;
  email: string;
  phone: string;
}

export const font =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function MailLayout({
  preview,
  shop,
  children,
}: {
  preview: string;
  shop: ShopInfo;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: mailColours.page, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: 600, width: '100%', margin: '0 auto' }}>
          <Section
            style={{ backgroundColor: mailColours.ink, padding: '20px 24px', borderRadius: '8px 8px 0 0' }}
          >
            <Text style={{ color: '#ffffff', fontSize: 22, fontWeight: 700, margin: 0 }}>{shop.name}</Text>
          </Section>
          <Section
            style={{
              backgroundColor: '#ffffff',
              padding: '24px',
              border: `1px solid ${mailColours.border}`,
              borderTop: 'none',
              borderRadius: '0 0 8px 8px',
              color: mailColours.text,
            }}
          >
            {children}
          </Section>
          <Hr style={{ borderColor: mailColours.border, margin: '24px 0 12px' }} />
          <Text
            style={{
              color: mailColours.muted,
              fontSize: 12,
              lineHeight: '18px',
              margin: 0,
              textAlign: 'center',
            }}
          >
            {shop.name}
            {shop.phone ? ` · ${shop.phone}` : ''}
            {shop.email ? ` · ${shop.email}` : ''}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const heading = { fontSize: 22, fontWeight: 700, color: mailColours.ink, margin: '0 0 12px' } as const;
export const paragraph = { fontSize: 15, lineHeight: '22px', margin: '0 0 12px' } as const;
export const button = {
  backgroundColor: mailColours.oak,
  color: '#ffffff',
  borderRadius: 6,
  padding: '12px 20px',
  fontSize: 15,
  fontWeight: 600,
  textDecoration: 'none',
  display: 'inline-block',
} as const;
