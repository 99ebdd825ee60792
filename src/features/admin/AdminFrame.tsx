// The back office's frame around every screen but sign-in: who is signed in, the sections and sign-out.
// Without an owner's session (401) it sends the owner to /admin/login and back here after.
import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Container, Group, Stack, Text } from '@mantine/core';
import { Link, Redirect, useLocation } from 'wouter';
import { withRedirect } from '@/config/paths';
import { LoadFailed, LoadingView, PageStatus, toast } from '@/ui';
import { adminCall, failureOf, isForbidden, isNotFound, isSignedOut, useAdmin } from './api';
import { adminPaths } from './adminPaths';
import { ADMIN_TEXT } from './adminText';

const SECTIONS = [
  {
    href: adminPaths.orders,
    label: 'Orders',
    match: (p: string) => p === '/admin' || p.startsWith('/admin/orders'),
  },
  { href: adminPaths.products, label: 'Products', match: (p: string) => p.startsWith('/admin/products') },
  {
    href: adminPaths.categories,
    label: 'Categories',
    match: (p: string) => p.startsWith('/admin/categories'),
  },
  { href: adminPaths.settings, label: 'Settings', match: (p: string) => p === adminPaths.settings },
  { href: adminPaths.content, label: 'Home & About', match: (p: string) => p === adminPaths.content },
  { href: adminPaths.audit, label: 'Audit log', match: (p: string) => p === adminPaths.audit },
];

export function AdminFrame({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const me = useAdmin('adminMe', {});
  if (isSignedOut(me.error)) return <Redirect to={withRedirect(adminPaths.login, location)} replace />;
  if (isForbidden(me.error))
    return <PageStatus kind="error" title={ADMIN_TEXT.forbiddenTitle} message={failureOf(me.error)} />;
  if (me.error)
    return (
      <Container size="sm" py="xl">
        <LoadFailed title={ADMIN_TEXT.failedTitle} error={me.error} onRetry={() => me.mutate()} />
      </Container>
    );
  if (!me.data) return <LoadingView label={ADMIN_TEXT.loading} mih={320} />;
  const signOut = async () => {
    try {
      await adminCall('adminLogout', {});
      await me.mutate(undefined, { revalidate: false });
      navigate(adminPaths.login);
    } catch (error) {
      toast('error', failureOf(error));
    }
  };
  return (
    <Container size="lg" py="lg" className="admin-frame">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm" className="admin-no-print">
          <Group component="nav" aria-label={ADMIN_TEXT.sections} gap="md" wrap="wrap">
            <Text fw={700}>{ADMIN_TEXT.backOffice}</Text>
            {SECTIONS.map((s) => (
              <Anchor
                key={s.href}
                component={Link}
                href={s.href}
                fw={s.match(location) ? 700 : 500}
                aria-current={s.match(location) ? 'page' : undefined}
              >
                {s.label}
              </Anchor>
            ))}
          </Group>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {me.data.email}
            </Text>
            <Button variant="default" size="xs" onClick={() => void signOut()}>
              {ADMIN_TEXT.signOut}
            </Button>
          </Group>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * The frame of one numbered item's page (/admin/orders/:id): `children` with the address's id, or "not
 * found" with the way back to the list (`missing`) when it holds no number; `newItem` at /…/new.
 */
export function AdminItemFrame({
  id,
  missing,
  newItem,
  children,
}: {
  id: string;
  missing: Missing;
  newItem?: ReactNode;
  children: (id: number) => ReactNode;
}) {
  const itemId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  let body;
  if (newItem !== undefined && id === 'new') body = newItem;
  else if (itemId === null) body = <PageStatus kind="error" {...missing} />;
  else body = children(itemId);
  return <AdminFrame>{body}</AdminFrame>;
}

/** What an item's page shows when there is no such item, with the way back to its list. */
export interface Missing {
  title: string;
  actionLabel: string;
  actionHref: string;
}

/**
 * An admin read as the page shows it: its failure with a retry, loading, or `render` with its data. A
 * function the page calls as it renders (not a component), so the page reads the SWR answer's fields
 * itself and is told when they change, also while the frame holds its children back. Once there is data, a
 * failed read again (on focus, after a refused save) keeps it, with `ReloadFailed` above. An item's read
 * answered "not found" (404) shows `missing`: a retry would never find it.
 */
export function whenLoaded<T>(
  read: { data?: T; error?: unknown; mutate: () => Promise<unknown> },
  render: (data: T) => ReactNode,
  missing?: Missing,
): ReactNode {
  if (read.data !== undefined)
    return (
      <>
        <ReloadFailed error={read.error} onRetry={() => read.mutate()} />
        {render(read.data)}
      </>
    );
  if (missing && isNotFound(read.error)) return <PageStatus kind="error" {...missing} />;
  if (read.error)
    return <LoadFailed title={ADMIN_TEXT.failedTitle} error={read.error} onRetry={() => read.mutate()} />;
  return <LoadingView label={ADMIN_TEXT.loading} mih={320} />;
}

/**
 * A read that failed again while its data is on screen (none: nothing shown). The page stays as it is, so
 * an open form keeps the owner's unsaved edits: the load-failed view in its place wiped them.
 */
export function ReloadFailed({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" title={ADMIN_TEXT.failedTitle}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{failureOf(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => void onRetry()}>
          {ADMIN_TEXT.retry}
        </Button>
      </Group>
    </Alert>
  );
}
