import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useSearch } from 'wouter';
import { paths, redirectTarget } from '@/config/paths';
import { sessionStore } from '@/state';
import { useHydrated } from '@/ui/ClientOnly';

/**
 * §2 visitors only: a signed-in user who opens login, forgot password or sign up is sent to /
 * (login honours ?redirect). The redirect replaces the history entry.
 *
 * The server cannot know who is signed in (the session is the browser's), so it renders the screen as a
 * visitor sees it: the form is the same for everyone, and it is the page's largest paint. While React
 * takes that HTML over, this renders it as the server did (else hydration would mismatch); a signed-in
 * shopper is sent on once the page has hydrated. In a page the browser renders alone (a link followed in
 * the app), the redirect comes first.
 */
export function GuestOnly({
  children,
  honourRedirect = false,
}: {
  children: ReactNode;
  honourRedirect?: boolean;
}) {
  const hydrated = useHydrated();
  const { authKey } = useSnapshot(sessionStore);
  const search = useSearch();
  if (!authKey || !hydrated) return <>{children}</>;
  const target = honourRedirect ? redirectTarget(search) : null;
  return <Redirect to={target ?? paths.home} replace />;
}
