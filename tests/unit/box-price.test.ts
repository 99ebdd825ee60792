// The box price rule (src/domain/box-price.ts): price per box = price per sqft × sqft per box, in exact
// decimals, rounded half up to the cent; more than a cent off is a mismatch naming the right figure.
import { describe, expect, it } from 'vitest';
import { products } from '@fixtures';
import { adminEndpoints } from '@/contract/admin';
import { BOX_PRICE_TOLERANCE_CENTS, boxPriceCents, boxPriceMismatch, toCents } from '@/domain';

describe('boxPriceCents', () => {
  it.each([
    [279, 23.77, 6632], // Coastal Oak: $2.79 × 23.77 sqft = $66.3183 → $66.32
    [259, 23.77, 6156], // repriced to $2.59: $61.5643 → $61.56
    [249, 27.5, 6848], // $68.475: half a cent rounds up
    [250, 23.77, 5943], // $59.425 → $59.43
    [100, 1.005, 101], // 100.5 cents exactly; in binary 100 × 1.005 is 100.49999…, which Math.round takes down
    [649, 0.98, 636], // a trim sold per piece of 0.98 sqft
    [499, 20, 9980],
    [0, 23.77, 0],
    [100_000_000, 10_000, 1_000_000_000_000],
    [1, 1e-7, 0],
  ])('%i cents × %f sqft = %i cents', (cents, sqft, expected) => {
    expect(boxPriceCents(cents, sqft)).toBe(expected);
  });

  it('refuses what is not a price in cents or a quantity', () => {
    expect(() => boxPriceCents(2.5, 10)).toThrow(RangeError);
    expect(() => boxPriceCents(-1, 10)).toThrow(RangeError);
    expect(() => boxPriceCents(100, -1)).toThrow(RangeError);
    expect(() => boxPriceCents(100, Number.NaN)).toThrow(RangeError);
    expect(() => boxPriceCents(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('holds for every product of the demo catalogue, to the cent', () => {
    for (const p of products)
      expect(toCents(p.price_per_box!), String(p.title)).toBe(
        boxPriceCents(toCents(p.price!), Number(p.sqft_in_box)),
      );
  });
});

describe('boxPriceMismatch', () => {
  const oak = { priceCents: 279, sqftInBox: 23.77, pricePerBoxCents: 6632 };

  it('is null when the box price is price per sqft × sqft per box, or a cent either side', () => {
    expect(BOX_PRICE_TOLERANCE_CENTS).toBe(1);
    expect(boxPriceMismatch(oak)).toBeNull();
    expect(boxPriceMismatch({ ...oak, pricePerBoxCents: 6633 })).toBeNull();
    expect(boxPriceMismatch({ ...oak, pricePerBoxCents: 6631 })).toBeNull();
  });

  it('names the box price the other two call for when it is more than a cent off', () => {
    // The bug QA found: the price per sqft lowered to $2.59, the box still $66.32.
    expect(boxPriceMismatch({ ...oak, priceCents: 259 })?.expectedCents).toBe(6156);
    expect(boxPriceMismatch({ ...oak, sqftInBox: 20 })?.expectedCents).toBe(5580);
    expect(boxPriceMismatch({ ...oak, pricePerBoxCents: 6634 })?.expectedCents).toBe(6632);
    expect(boxPriceMismatch({ ...oak, pricePerBoxCents: 6630 })?.expectedCents).toBe(6632);
  });

  it('has nothing to compare while a price or the box size is missing', () => {
    expect(boxPriceMismatch({ ...oak, priceCents: null, pricePerBoxCents: 1 })).toBeNull();
    expect(boxPriceMismatch({ ...oak, sqftInBox: null, pricePerBoxCents: 1 })).toBeNull();
    expect(boxPriceMismatch({ ...oak, pricePerBoxCents: null })).toBeNull();
  });
});

describe('the save call’s schema (adminSaveProduct, the form’s and the server’s check)', () => {
  const request = adminEndpoints.adminSaveProduct.request;
  const product = {
    category_id: 1,
    title: 'Coastal Oak SPC',
    slug: 'coastal-oak-spc',
    price_cents: 279,
    main_price_cents: null,
    save_button_price: '',
    price_per_box_cents: 6632,
    sqft_in_box: 23.77,
    image: '',
    description: '',
    hidden: false,
    specifications: [],
  };
  const messages = (over: object) => {
    const parsed = request.safeParse({ ...product, ...over });
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('refuses a box price more than a cent off on the price per box field, naming both figures', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ price_cents: 259 })).toEqual([
      'price_per_box_cents: Price per box $66.32 does not match the price per sqft: $2.59 × 23.77 sqft = $61.56',
    ]);
    expect(messages({ price_cents: 259, price_per_box_cents: 6156 })).toEqual([]);
  });

  it('leaves figures that fail their own checks to their own messages (and never throws)', () => {
    expect(messages({ price_cents: -1 })).toEqual(['price_cents: Price per sqft cannot be negative']);
    expect(messages({ sqft_in_box: 0 })).toEqual(['sqft_in_box: Sqft per box must be more than 0']);
    expect(messages({ price_per_box_cents: 1.5 })).toEqual([
      'price_per_box_cents: Price per box must be whole cents',
    ]);
    expect(messages({ sqft_in_box: 'many' })).toHaveLength(1);
    // $0.00 is no price (a cart no card can pay): refused, while empty (no price, not sold online) is not.
    expect(messages({ price_per_box_cents: 0 })).toEqual([
      'price_per_box_cents: Price per box cannot be $0.00 (leave it empty if the product has no price)',
    ]);
    expect(messages({ price_cents: 0, price_per_box_cents: null })).toEqual([
      'price_cents: Price per sqft cannot be $0.00 (leave it empty if the product has no price)',
    ]);
    expect(messages({ main_price_cents: 0 })).toEqual([
      'main_price_cents: Main price cannot be $0.00 (leave it empty if the product has no price)',
    ]);
  });
});
