// The plain text of HTML the catalogue sends, and excerpts of it: meta descriptions, link previews,
// JSON-LD. Pure: no DOM (the server uses it too).

import { formatDecimal } from './money';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** The readable text of a bit of HTML, whitespace collapsed (meta description, JSON-LD). */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function truncateText(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * A text field's length against its limit as the shopper sees it while typing ("1,234 / 5,000
 * characters"), and by how much it is over. Counted as the forms' rules and the contract count it: the
 * trimmed text, in UTF-16 units (zod's maxLength).
 */
export function lengthCount(value: string, max: number): { text: string; over: number } {
  const length = value.trim().length;
  const over = Math.max(0, length - max);
  const text = `${formatDecimal(length, 0)} / ${formatDecimal(max, 0)} characters`;
  return { text: over > 0 ? `${text}: ${formatDecimal(over, 0)} too many` : text, over };
}
