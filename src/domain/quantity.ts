// §5 quantity stepper: empty or non-numeric becomes 0, leading zeros stripped, 0 shows as empty.

/** Reads what a shopper typed into a quantity field. Decimals are allowed (sqft); commas are ignored. */
export function parseQuantityInput(raw: string): number {
  const cleaned = raw.replace(/,/g, '').trim();
  if (cleaned === '' || !/^\d*\.?\d*$/.test(cleaned) || cleaned === '.') return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** What a quantity field shows for a value: 0 as empty, otherwise the number without leading zeros. */
export function formatQuantityInput(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '';
  return String(value);
}

/**
 * Normalises text being typed (keeps a trailing "." or decimals so typing "12." works) and strips
 * leading zeros ("007" → "7", "0.5" stays). Returns '' for 0 or garbage.
 */
export function normaliseQuantityText(raw: string): string {
  const cleaned = raw.replace(/,/g, '').trim();
  if (!/^\d*\.?\d*$/.test(cleaned)) return formatQuantityInput(parseQuantityInput(cleaned));
  const [whole = '', fraction] = cleaned.split('.');
  const strippedWhole = whole.replace(/^0+(?=\d)/, '');
  if (fraction === undefined) return strippedWhole === '0' || strippedWhole === '' ? '' : strippedWhole;
  return `${strippedWhole === '' ? '0' : strippedWhole}.${fraction}`;
}
