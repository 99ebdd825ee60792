// Keeps what the shopper entered in the calculator across the login round-trip (§4: adding while
// signed out goes to /login?redirect=…; back on the product the coverage must still be there).
// sessionStorage: per tab, gone when the tab closes; one entry per product slug, cleared once read.
// Blocked or full storage loses the draft, never the page (the storage wrapper never throws).
import { z } from 'zod';
import type { CoverageState } from '@/domain/coverage';
import { storage } from '@/state/storage';

const PREFIX = 'coverageDraft:';

const Draft = z.object({
  sqft: z.number().finite().nonnegative(),
  boxes: z.number().int().nonnegative(),
  wastage: z.boolean(),
});

export function saveCoverageDraft(slug: string, state: CoverageState): void {
  const draft = Draft.safeParse(state);
  if (draft.success) storage.set(PREFIX + slug, JSON.stringify(draft.data), 'session');
}

/** The saved draft for this product, if any (does not clear it: see clearCoverageDraft). */
export function readCoverageDraft(slug: string): CoverageState | null {
  const raw = storage.get(PREFIX + slug, 'session');
  if (!raw) return null;
  try {
    const parsed = Draft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearCoverageDraft(slug: string): void {
  storage.remove(PREFIX + slug, 'session');
}
