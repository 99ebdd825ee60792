// Money is integer cents inside the app (§9: shown with 2 decimals, in dollars).
// API prices arrive as numbers (12.5) or numeric strings ("12.50"): toCents parses the
// decimal text itself so that "19.99" is 1999 exactly, never 1998.9999.

const DECIMAL = /^\s*([+-])?(\d*)(?:\.(\d*))?\s*$/;

/** Dollars (number or numeric string) to integer cents, rounding half away from zero at the third decimal. */
export function toCents(value: number | string): number {
  const text = typeof value === 'number' ? numberToPlainString(value) : value;
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Not an amount of money: ${JSON.stringify(value)}`);
  }
  const sign = match[1] === '-' ? -1 : 1;
  const whole = match[2] === '' ? 0 : Number(match[2]);
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let cents = whole * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: ${JSON.stringify(value)}`);
  return sign * cents || 0;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount of money: ${value}`);
  // Avoid exponent notation (1e21, 1e-7) which the decimal pattern does not read.
  return Math.abs(value) < 1e-6 ? '0' : value.toFixed(6);
}

/** True when the value parses as money. */
export function isMoney(value: unknown): value is number | string {
  if (typeof value !== 'number' && typeof value !== 'string') return false;
  try {
    toCents(value);
    return true;
  } catch {
    return false;
  }
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents to "$1,234.56" — the one place money is formatted for people. */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** Cents to the wire's decimal text "1234.56" (what the shop API expects in form fields). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Percentage of an amount in cents, rounded to the nearest cent (half up). */
export function percentOf(cents: number, percent: number): number {
  // Work in hundredths of a percent to keep 8.25% exact.
  const basisPoints = Math.round(percent * 100);
  return Math.round((cents * basisPoints) / 10_000);
}
