import { Container, Title } from '@mantine/core';
import { useSettings } from '@/api';
import { HtmlContent, LoadingView, StatusView } from '@/ui';

const documents = {
  privacy: { title: 'Privacy Policy', field: 'privacy_policy' },
  terms: { title: 'Terms & Conditions', field: 'terms_conditions' },
} as const;

export type PolicyKind = keyof typeof documents;

/** §2 /privacy-policy and /terms-and-conditions: HTML from the site settings, sanitized. */
export function PolicyScreen({ kind }: { kind: PolicyKind }) {
  const { title, field } = documents[kind];
  const { data, error, isLoading, mutate } = useSettings();
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Title order={1} mb="lg">
        {title}
      </Title>
      {isLoading ? (
        <LoadingView label={`Loading ${title}…`} />
      ) : error ? (
        <StatusView
          kind="error"
          title={`We couldn’t load the ${title}`}
          actionLabel="Try again"
          onAction={() => mutate()}
        />
      ) : data?.[field] ? (
        <HtmlContent html={data[field]} />
      ) : (
        <StatusView
          kind="empty"
          icon={null}
          titleOrder={2}
          title={`The ${title} will be published here soon.`}
        />
      )}
    </Container>
  );
}

export function PrivacyPolicyScreen() {
  return <PolicyScreen kind="privacy" />;
}

export function TermsScreen() {
  return <PolicyScreen kind="terms" />;
}
