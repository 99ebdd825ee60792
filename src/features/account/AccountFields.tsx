// The fields and the failure alert the account forms share. Imported by the forms (deferred parts), not
// by the card: Mantine's inputs stay out of the pages' first visit.
import {
  Alert,
  PasswordInput,
  SimpleGrid,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failed submit: the server's message or the spec's fallback, announced (Mantine Alert: role="alert"). */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={message}
      styles={{ title: { marginBottom: 0 } }}
    />
  );
}

/**
 * PasswordInput with a keyboard-reachable show/hide toggle named "Show password" (aria-pressed says
 * whether it is shown). Mantine's default toggle is skipped by Tab.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      {...props}
    />
  );
}

/** The e-mail field every account form uses (type, autocomplete and keyboard for an address). */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      name="email"
      required
      {...props}
    />
  );
}

/** First and last name side by side (stacked on phones), as sign-up and contact ask for them. */
export function NameFields({ first, last }: { first: TextInputProps; last: TextInputProps }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      <TextInput label="First name" autoComplete="given-name" name="firstName" required {...first} />
      <TextInput label="Last name" autoComplete="family-name" name="lastName" required {...last} />
    </SimpleGrid>
  );
}
