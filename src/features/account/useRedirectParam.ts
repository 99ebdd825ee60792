import { useSearch } from 'wouter';
import { redirectTarget } from '@/config/paths';

/** The same-site ?redirect target, or null. (Its own module: the pages' first visit needs it, not the
 * form state of useAccountForm.) */
export function useRedirectParam(): string | null {
  return redirectTarget(useSearch());
}
