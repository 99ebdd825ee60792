import { describe, expect, it } from 'vitest';
import { auditChange } from '@/features/admin/auditChange';

describe('auditChange (the audit log’s "What changed")', () => {
  const description = `<p>${'Wide planks of coastal oak. '.repeat(30)}</p>`;

  it('names only the fields that differ, however far into the record', () => {
    const before = { id: 4, description, title: 'Whitewash Driftwood SPC', price_cents: 212 };
    const after = { ...before, title: 'Whitewash Driftwood SPC Plus', price_cents: 229 };
    expect(auditChange(before, after)).toEqual([
      'title: "Whitewash Driftwood SPC" → "Whitewash Driftwood SPC Plus"',
      'price_cents: 212 → 229',
    ]);
  });

  it('shows a long value around where the two differ, and a field added or dropped', () => {
    const [end] = auditChange({ description }, { description: description.replace(' </p>', ' Oiled.</p>') });
    expect(end!.length).toBeLessThan(340);
    expect(end).toMatch(/^description: ….*oak\. <\/p>" → ….*oak\. Oiled\.<\/p>"$/);
    const [start] = auditChange({ description }, { description: `<h2>New</h2>${description}` });
    expect(start).toMatch(/^description: "<p>Wide planks.*… → "<h2>New<\/h2><p>Wide.*…$/);
    expect(auditChange({ a: 1 }, { a: 1, b: [1, 2] })).toEqual(['b: — → [1,2]']);
  });

  it('a list of rows names the row and its changed field', () => {
    const tiers = [
      { min_mile: 0, max_mile: 100, price_per_pallet_cents: 15000 },
      { min_mile: 100, max_mile: 200, price_per_pallet_cents: 20000 },
    ];
    const edited = [tiers[0], { ...tiers[1], price_per_pallet_cents: 17500 }];
    expect(auditChange(tiers, edited)).toEqual(['row 2 price_per_pallet_cents: 20000 → 17500']);
    expect(auditChange(tiers, tiers.slice(0, 1))).toEqual([
      'row 2: {"min_mile":100,"max_mile":200,"price_per_pallet_cents":20000} → —',
    ]);
  });

  it('a record made or removed is shown itself; nothing changed says so', () => {
    expect(auditChange(null, { title: 'New' })).toEqual(['→ {"title":"New"}']);
    expect(auditChange({ title: 'Old' }, null)).toEqual(['{"title":"Old"} →']);
    expect(auditChange({ a: 1 }, { a: 1 })).toEqual(['no field changed']);
    expect(auditChange('Confirm', 'Refunded')).toEqual(['"Confirm" → "Refunded"']);
    expect(auditChange(undefined, null)).toEqual([]);
  });
});
