import { describe, expect, it } from 'vitest';
import { deliveryTierProblems, hasAtMostDecimals } from '../../src/domain/admin';

const tier = (min_mile: number, max_mile: number) => ({ min_mile, max_mile });

describe('deliveryTierProblems (§9 tiers, matched on 2-decimal miles)', () => {
  it('accepts tiers that meet 0.01 mi apart from 0, in any order, and none at all', () => {
    expect(deliveryTierProblems([tier(100.01, 200), tier(0, 100)])).toEqual([]);
    expect(deliveryTierProblems([])).toEqual([]);
  });
  it('names the tier that overlaps, leaves a gap, or does not start at 0', () => {
    expect(deliveryTierProblems([tier(0, 100), tier(100, 200)])).toEqual([
      { index: 1, field: 'min_mile', message: 'Overlaps the tier ending at 100.00 mi' },
    ]);
    expect(deliveryTierProblems([tier(0, 100), tier(100.5, 200)])).toEqual([
      { index: 1, field: 'min_mile', message: 'Leaves a gap after 100.00 mi: start at 100.01' },
    ]);
    expect(deliveryTierProblems([tier(1, 100)])).toEqual([
      { index: 0, field: 'min_mile', message: 'The first tier must start at 0 miles' },
    ]);
  });
  it('refuses a reversed range and a third decimal', () => {
    expect(deliveryTierProblems([tier(0, 10), tier(20, 10.01)])[0]).toEqual({
      index: 1,
      field: 'max_mile',
      message: 'To must not be less than From',
    });
    expect(deliveryTierProblems([tier(0, 10.005)])[0]).toEqual({
      index: 0,
      field: 'max_mile',
      message: 'Miles have at most 2 decimals',
    });
    expect(deliveryTierProblems([tier(0.001, 10)])[0]?.field).toBe('min_mile');
  });
  it('refuses miles past 10,000 (a larger figure was a server error)', () => {
    expect(deliveryTierProblems([tier(0, 10_000)])).toEqual([]);
    expect(deliveryTierProblems([tier(0, 10_000.01)])).toEqual([
      { index: 0, field: 'max_mile', message: 'Miles must be at most 10,000' },
    ]);
    expect(deliveryTierProblems([tier(0, 100), tier(100.01, 1e12)])).toEqual([
      { index: 1, field: 'max_mile', message: 'Miles must be at most 10,000' },
    ]);
  });
});

describe('hasAtMostDecimals', () => {
  it('counts decimals as typed, within binary rounding', () => {
    expect(hasAtMostDecimals(23.77, 2)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 1)).toBe(true);
    expect(hasAtMostDecimals(9999.999, 3)).toBe(true);
    expect(hasAtMostDecimals(23.777, 2)).toBe(false);
    expect(hasAtMostDecimals(0.0004, 3)).toBe(false);
  });
});
