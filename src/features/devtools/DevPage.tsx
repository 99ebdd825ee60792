import type { ReactNode } from 'react';
import { Alert, Badge, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCode } from '@tabler/icons-react';
import classes from './DevPage.module.css';

/**
 * The frame of the developer test pages (§2 /callback, /callbacktest): plainly marked as a developer
 * page, kept out of search engines (robots noindex, nofollow), no store chrome beyond the layout.
 */
export function DevPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} className={classes.card}>
        <Stack gap="md">
          <Badge
            variant="light"
            color="gray"
            size="lg"
            radius="sm"
            leftSection={<IconCode size={14} aria-hidden />}
            className={classes.badge}
          >
            Developer page
          </Badge>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text c="dimmed">{intro}</Text>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** A developer page's step in progress. */
export function DevWorking({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{label}</Text>
    </Group>
  );
}

/** A developer page's step that worked, with what it gave. */
export function DevDone({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      icon={<IconCircleCheck size={18} aria-hidden />}
      title={title}
    >
      {children}
    </Alert>
  );
}

/** A developer page's step that cannot go on: not set up on this deployment (`off`, grey) or failed (red). */
export function DevProblem({ title, off, children }: { title: string; off?: boolean; children?: ReactNode }) {
  return (
    <Alert color={off ? 'gray' : 'red'} variant="light" role="alert" title={title}>
      {children}
    </Alert>
  );
}
