// Images under /media: `GET /media/<file>?w=<width>` answers the picture scaled down to that
// width (never enlarged), in the best format the request's Accept allows (AVIF, WebP, else JPEG). Only
// these widths are made (a bounded cache); any other `w` is refused with 400. A server that ignores `w`
// answers the original, which the storefront shows just the same.

/** The widths the server makes, smallest first. The storefront's srcset lists exactly these. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The query parameter naming the width. */
export const MEDIA_WIDTH_PARAM = 'w';

/** Raster pictures the server can resize (SVG and video pass through untouched). */
export const RESIZABLE_MEDIA = /\.(jpe?g|png|webp|avif)$/i;

/** The URL of `src` at `width`: only for our own /media rasters (other hosts may not speak `w`). */
export function mediaUrl(src: string, width: MediaWidth): string | null {
  if (!src.startsWith('/media/') || src.includes('?') || !RESIZABLE_MEDIA.test(src)) return null;
  return `${src}?${MEDIA_WIDTH_PARAM}=${width}`;
}

/** A <video>'s poster (no srcset there): our own rasters at `width`, others as they are, none without one. */
export function posterUrl(src: string | null | undefined, width: MediaWidth): string | undefined {
  return src ? (mediaUrl(src, width) ?? src) : undefined;
}

/** `srcset` for `src` with every width up to `maxWidth` (the master's width when known), or undefined. */
export function mediaSrcSet(src: string, maxWidth = Infinity): string | undefined {
  if (mediaUrl(src, MEDIA_WIDTHS[0]) === null) return undefined;
  const widths = MEDIA_WIDTHS.filter((w, i) => w <= maxWidth || i === 0);
  return widths.map((w) => `${mediaUrl(src, w)} ${w}w`).join(', ');
}
