// Keeps what the shopper entered in the calculator across the login round-trip (§4: adding while
// signed out goes to /login?redirect=…; back on the product the coverage must still be there).
// sessionStorage: per tab, gone when the tab closes; one entry per product slug, cleared once read.
// Blocked or full storage loses the draft, never the page (the storage wrapper never throws).
import type { CoverageState } from '@/domain/coverage';
import { storage } from '@/state/storage';

const PREFIX = 'coverageDraft:';

/** A stored draft as this module wrote it (three plain fields; checked by hand so the product page's
 * first visit carries no schema library). */
function asDraft(value: unknown): CoverageState | null {
  if (!value || typeof value !== 'object') return null;
  const { sqft, boxes, wastage } = value as Record<string, unknown>;
  if (typeof sqft !== 'number' || !Number.isFinite(sqft) || sqft < 0) return null;
  if (typeof boxes !== 'number' || !Number.isInteger(boxes) || boxes < 0) return null;
  if (typeof wastage !== 'boolean') return null;
  return { sqft, boxes, wastage };
}

export function saveCoverageDraft(slug: string, state: CoverageState): void {
  const draft = asDraft(state);
  if (draft) storage.set(PREFIX + slug, JSON.stringify(draft), 'session');
}

/** The saved draft for this product, if any (does not clear it: see clearCoverageDraft). */
export function readCoverageDraft(slug: string): CoverageState | null {
  const raw = storage.get(PREFIX + slug, 'session');
  if (!raw) return null;
  try {
    return asDraft(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function clearCoverageDraft(slug: string): void {
  storage.remove(PREFIX + slug, 'session');
}
