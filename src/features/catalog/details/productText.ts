// Pure helpers for the product page's words and links: the save badge, the YouTube embed (src/domain/youtube), and the
// plain text of the HTML description (for meta tags and JSON-LD). No React, no stores.

import { formatDecimal } from '@/domain/money';

export { plainText, truncateText } from '@/domain/text';
export { youtubeEmbedUrl, youtubeId } from '@/domain/youtube';

/**
 * §2 save badge from save_button_price, shown as given ("20%" → "Save 20%"). A bare amount is
 * money per sqft ("0.70" → "Save $0.70"); text that already says "Save" is left alone.
 */
export function saveBadgeLabel(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (!text) return null;
  if (/^save\b/i.test(text)) return text;
  if (/^\$?\d+(\.\d+)?$/.test(text)) {
    const amount = Number(text.replace('$', ''));
    if (!(amount > 0)) return null;
    return `Save $${amount.toFixed(2)}`;
  }
  return `Save ${text}`;
}

/** "23.77" / "20" — sqft with at most two decimals, no trailing zeros. */
export function formatSqft(sqft: number): string {
  return formatDecimal(sqft, 2);
}
