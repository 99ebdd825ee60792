// What an audit entry changed, as the audit log shows it: for two records (or two lists of rows), only the
// fields that differ, each "field: before → after", a row's fields named by the row ("row 2
// price_per_pallet_cents: 15000 → 17500"); a record made or removed, itself. A long value is shown as a
// line's worth around where the two differ (the whole records cut at 400 characters read the same on
// both sides when the change was further in). Rows are compared by position.

/** The longest a value is shown. */
const MAX_VALUE = 160;

/** How much of what the two share is kept before where they differ. */
const LEAD = 30;

const text = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** `value` in a line's worth from `from` on, marked … where it is cut. */
const windowOf = (value: string, from: number) => {
  const start = value.length > MAX_VALUE ? Math.min(from, value.length - MAX_VALUE) : 0;
  const end = start + MAX_VALUE;
  return `${start > 0 ? '…' : ''}${value.slice(start, end)}${end < value.length ? '…' : ''}`;
};

const shown = (value: unknown) => windowOf(text(value), 0);

/** "before → after", each long one from a little before the first character where they differ. */
function pair(before: unknown, after: unknown): string {
  const a = text(before);
  const b = text(after);
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same += 1;
  const from = Math.max(0, same - LEAD);
  return `${windowOf(a, from)} → ${windowOf(b, from)}`;
}

type Fields = Record<string, unknown> | unknown[];
const hasFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The differing fields of two records or lists, `depth` levels down, each line prefixed by `at`. */
function differences(before: Fields, after: Fields, at: string, depth: number): string[] {
  const lists = Array.isArray(before) && Array.isArray(after);
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const lines: string[] = [];
  for (const key of keys) {
    const a = (before as Record<string, unknown>)[key];
    const b = (after as Record<string, unknown>)[key];
    if (same(a, b)) continue;
    const name = `${at}${lists ? `row ${Number(key) + 1}` : key}`;
    if (depth > 0 && hasFields(a) && hasFields(b) && Array.isArray(a) === Array.isArray(b))
      lines.push(...differences(a, b, `${name} `, depth - 1));
    else lines.push(`${name}: ${pair(a, b)}`);
  }
  return lines;
}

/** One line per changed field (`title: "Oak" → "Oak SPC"`), or the record made or removed. */
export function auditChange(before: unknown, after: unknown): string[] {
  const none = (v: unknown) => v === null || v === undefined;
  if (none(before) && none(after)) return [];
  if (none(before)) return [`→ ${shown(after)}`];
  if (none(after)) return [`${shown(before)} →`];
  if (same(before, after)) return ['no field changed'];
  if (!hasFields(before) || !hasFields(after) || Array.isArray(before) !== Array.isArray(after))
    return [pair(before, after)];
  return differences(before, after, '', 1);
}
