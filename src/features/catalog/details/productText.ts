// Pure helpers for the product page's words and links: the save badge, the YouTube embed, and the
// plain text of the HTML description (for meta tags and JSON-LD). No React, no stores.

import { formatDecimal } from '@/domain/money';

export { plainText, truncateText } from '@/domain/text';

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

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The video id of a YouTube link (watch?v=, youtu.be/, /embed/, /shorts/), or null. */
export function youtubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), 'https://www.youtube.com');
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = parsed.searchParams.get('v');
    const match = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(parsed.pathname);
    if (match) id = match[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** Privacy-enhanced embed (no cookies until the shopper plays), or null for a link we cannot read. */
export function youtubeEmbedUrl(url: string | null | undefined): string | null {
  const id = youtubeId(url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}?rel=0` : null;
}

/** "23.77" / "20" — sqft with at most two decimals, no trailing zeros. */
export function formatSqft(sqft: number): string {
  return formatDecimal(sqft, 2);
}
