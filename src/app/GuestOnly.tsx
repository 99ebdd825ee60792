import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useSearch } from 'wouter';
import { paths, redirectTarget } from '@/config/paths';
import { sessionStore } from '@/state';

/**
 * §2 visitors only: a signed-in user who opens login, forgot password or sign up is sent to /
 * (login honours ?redirect). The redirect replaces the history entry.
 */
export function GuestOnly({
  children,
  honourRedirect = false,
}: {
  children: ReactNode;
  honourRedirect?: boolean;
}) {
  const { authKey } = useSnapshot(sessionStore);
  const search = useSearch();
  if (!authKey) return <>{children}</>;
  const target = honourRedirect ? redirectTarget(search) : null;
  return <Redirect to={target ?? paths.home} replace />;
}
