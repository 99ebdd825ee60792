import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  Alert,
  Paper,
  PasswordInput,
  SimpleGrid,
  Text,
  TextInput,
  Title,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import classes from './AccountCard.module.css';

export interface AccountCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** A strip under the form, e.g. "Already have an account? Sign in". */
  footer?: ReactNode;
  /** Content beside the form at ≥768px (below it on small screens). */
  aside?: ReactNode;
  /** Card width in px. */
  width?: number;
  /** Moves focus to the title on mount (a state that replaces the form, e.g. "Check your email"). */
  focusTitle?: boolean;
}

/** The page shell of login, sign-up, forgot password and contact: a centred card on a soft background. */
export function AccountCard({
  title,
  subtitle,
  children,
  footer,
  aside,
  width = 460,
  focusTitle = false,
}: AccountCardProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  const body = (
    <div className={classes.body}>
      <header className={classes.header}>
        <Title
          order={1}
          id={titleId}
          className={classes.title}
          ref={titleRef}
          tabIndex={focusTitle ? -1 : undefined}
        >
          {title}
        </Title>
        {subtitle ? <Text className={classes.subtitle}>{subtitle}</Text> : null}
      </header>
      {children}
    </div>
  );
  return (
    <section className={classes.page} aria-labelledby={titleId}>
      <Paper className={classes.card} maw={width} withBorder>
        {aside ? (
          <div className={classes.split}>
            {body}
            <aside className={classes.aside}>{aside}</aside>
          </div>
        ) : (
          body
        )}
        {footer ? <div className={classes.footer}>{footer}</div> : null}
      </Paper>
    </section>
  );
}

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
