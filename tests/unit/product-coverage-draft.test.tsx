// The coverage draft kept across the login round-trip (sessionStorage, jsdom).
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearCoverageDraft,
  readCoverageDraft,
  saveCoverageDraft,
} from '@/features/catalog/details/coverageDraft';

afterEach(() => sessionStorage.clear());

describe('coverage draft', () => {
  it('round-trips per slug and clears', () => {
    saveCoverageDraft('coastal-oak-spc', { sqft: 250, boxes: 12, wastage: true });
    expect(readCoverageDraft('coastal-oak-spc')).toEqual({ sqft: 250, boxes: 12, wastage: true });
    expect(readCoverageDraft('smoked-walnut-spc')).toBeNull();
    clearCoverageDraft('coastal-oak-spc');
    expect(readCoverageDraft('coastal-oak-spc')).toBeNull();
  });

  it('ignores anything that is not a draft', () => {
    sessionStorage.setItem('coverageDraft:x', '{"sqft":-1,"boxes":1,"wastage":true}');
    expect(readCoverageDraft('x')).toBeNull();
    sessionStorage.setItem('coverageDraft:y', 'not json');
    expect(readCoverageDraft('y')).toBeNull();
  });
});
