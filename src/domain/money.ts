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

/** "1234567" → "1,234,567" (en-US digit grouping of a string of digits). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// Formatting is done here rather than with Intl.NumberFormat: the first Intl formatter a page creates
// loads the locale data, measured at 50–85 ms of main thread on our bench host (×4 on Lighthouse's
// phone), inside the first long task of every page. Cents are integers, so the text is exact.
// tests/unit/domain.test.ts checks both against Intl's output.

/** Cents to "$1,234.56" — the one place money is formatted for people (what en-US Intl currency gives). */
export function formatUsd(cents: number): string {
  const abs = Math.round(Math.abs(cents));
  const sign = cents < 0 && abs > 0 ? '-' : '';
  return `${sign}$${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/** 23.77 → "23.77", 20 → "20", 1234.5 → "1,234.5": at most `maxFractionDigits` decimals, no trailing
 *  zeros, en-US grouping — what Intl's `maximumFractionDigits` gives, which rounds the number's shortest
 *  decimal text half away from zero (0.015 → "0.02", where toFixed's binary value gives "0.01"). */
export function formatDecimal(value: number, maxFractionDigits = 2): string {
  const text = String(Math.abs(value));
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  // Exponent notation (below 1e-6 or from 1e21): far outside any quantity the store shows.
  const [whole, fraction = ''] = match
    ? [match[1]!, match[2]]
    : Math.abs(value).toFixed(maxFractionDigits).split('.');
  let units = BigInt(whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0'));
  if ((fraction[maxFractionDigits] ?? '0') >= '5') units += 1n;
  const digits = units.toString().padStart(maxFractionDigits + 1, '0');
  const integer = digits.slice(0, digits.length - maxFractionDigits);
  const decimals = digits.slice(digits.length - maxFractionDigits).replace(/0+$/, '');
  const sign = value < 0 && units > 0n ? '-' : '';
  return `${sign}${groupThousands(integer)}${decimals ? `.${decimals}` : ''}`;
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
