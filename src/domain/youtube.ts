// YouTube links: the video id of the links owners paste (watch?v=, youtu.be/, /embed/, /shorts/) and the
// privacy-enhanced embed the product page plays. Pure; used by the storefront and the back office's rules.

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
