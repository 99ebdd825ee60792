// Keeps what the shopper entered in the calculator across the login round-trip (§4: adding while
// signed out goes to /login?redirect=…; back on the product the coverage must still be there).
// sessionStorage: per tab, gone when the tab closes; one entry per product slug, cleared once read.
import { z } from 'zod';
import type { CoverageState } from '@/domain/coverage';

const PREFIX = 'coverageDraft:';

const Draft = z.object({
  sqft: z.number().finite().nonnegative(),
  boxes: z.number().int().nonnegative(),
  wastage: z.boolean(),
});

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked (privacy mode): the draft is a convenience, not a must
  }
}

export function saveCoverageDraft(slug: string, state: CoverageState): void {
  try {
    store()?.setItem(PREFIX + slug, JSON.stringify(Draft.parse(state)));
  } catch {
    // quota or blocked storage: nothing to keep
  }
}

/** The saved draft for this product, if any (does not clear it: see clearCoverageDraft). */
export function readCoverageDraft(slug: string): CoverageState | null {
  const raw = store()?.getItem(PREFIX + slug);
  if (!raw) return null;
  try {
    const parsed = Draft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearCoverageDraft(slug: string): void {
  store()?.removeItem(PREFIX + slug);
}
