// Dates as the shop shows them: en-US "medium" style in UTC, the day ("Nov 30, 2026") or the day and the
// time ("Nov 30, 2026, 10:14 PM"). Formatted here rather than with Intl.DateTimeFormat for the reason money
// is (./money.ts): the first Intl formatter a page creates loads locale and time-zone data, which was most
// of the orders screens' module time on the phone profile. UTC, as the server's day filters count days.
// tests/unit/dates.test.ts checks both against Intl's output.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function readDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const day = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;

/** "Nov 30, 2026" in UTC ('' for a date that cannot be read). */
export function formatDate(iso: string): string {
  const date = readDate(iso);
  return date ? day(date) : '';
}

/** "Nov 30, 2026, 10:14 PM" in UTC ('' for a date that cannot be read). */
export function formatDateTime(iso: string): string {
  const date = readDate(iso);
  if (!date) return '';
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${day(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A day as a date field gives it, "2026-02-28": four-digit year 0001–9998 (the database's range with the
 * day after it), a month and a day that exist. "2026-02-30" and "2026-13-45" are not days.
 */
export function isIsoDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || year > 9998) return false;
  const d = new Date(Date.UTC(2000, month - 1, date));
  d.setUTCFullYear(year);
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === date;
}
