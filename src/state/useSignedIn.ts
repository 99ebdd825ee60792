import { useSnapshot } from 'valtio';
import { useHydrated } from '@/ui/ClientOnly';
import { sessionStore } from './session';

/**
 * Whether the shopper is signed in, as a component may show it. The server's HTML is the same for every
 * visitor (signed out), so the shopper's own state shows only once the page has hydrated: before that,
 * signed out, whatever the session holds.
 */
export function useSignedIn(): { signedIn: boolean; firstName: string } {
  const session = useSnapshot(sessionStore);
  return { signedIn: useHydrated() && Boolean(session.authKey), firstName: session.firstName };
}
