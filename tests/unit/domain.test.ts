import { describe, expect, it } from 'vitest';
import {
  billSummary,
  boxesForSqft,
  centsToDecimal,
  coverageFor,
  roundSqft,
  coverageHint,
  decreaseBoxes,
  decreaseSqft,
  deliveryQuote,
  formatQuantityInput,
  formatUsd,
  formatDecimal,
  initialCoverage,
  isValidCoordinate,
  isValidMobile,
  metresToMiles,
  normaliseQuantityText,
  palletsFor,
  parseQuantityInput,
  percentOf,
  sqftForBoxes,
  tierFor,
  toCents,
  validateSqft,
  withCoverageBoxes,
  withCoverageSqft,
  withCoverageWastage,
  withWastage,
  type DeliveryTier,
} from '@/domain';

describe('money (§9: integer cents, two decimals)', () => {
  it.each([
    ['19.99', 1999],
    [19.99, 1999],
    ['0.1', 10],
    [0.3, 30],
    ['68.575', 6858],
    ['1234', 123400],
    ['.5', 50],
    [-2.5, -250],
    [0, 0],
  ])('toCents(%j) = %i', (value, cents) => expect(toCents(value)).toBe(cents));

  it.each(['', 'abc', '1.2.3', '$5'])('rejects %j', (value) =>
    expect(() => toCents(value)).toThrow(RangeError),
  );

  it('formats cents as dollars with two decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(centsToDecimal(1999)).toBe('19.99');
    expect(centsToDecimal(5)).toBe('0.05');
  });

  it('formats money and decimals exactly as en-US Intl does (without loading Intl in the page)', () => {
    const usd = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
    });
    const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const cents = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 99999999, 100000000, 2 ** 40];
    for (const value of [...cents, ...cents.map((c) => -c).filter(Boolean)]) {
      expect(formatUsd(value), String(value)).toBe(usd.format(value / 100));
    }
    const numbers = [
      0,
      0.004,
      0.005,
      0.015,
      1.005,
      1.1,
      2.675,
      9.999,
      20,
      23.77,
      999.995,
      1000,
      1234.5,
      1e6 + 0.5,
    ];
    for (const value of [...numbers, ...numbers.map((n) => -n).filter((n) => n < -0.005)]) {
      expect(formatDecimal(value), String(value)).toBe(decimal.format(value));
    }
    expect(formatDecimal(-0.001)).toBe('0');
    expect(formatUsd(-0)).toBe('$0.00');
  });

  it('takes a percentage to the nearest cent', () => {
    expect(percentOf(10000, 8.25)).toBe(825);
    expect(percentOf(1999, 8.25)).toBe(165); // 164.9175
    expect(percentOf(0, 8.25)).toBe(0);
  });
});

describe('quantity input (§5 stepper rules)', () => {
  it.each([
    ['', 0],
    ['abc', 0],
    ['12a', 0],
    ['007', 7],
    ['12.5', 12.5],
    ['1,250', 1250],
    ['-3', 0],
    ['.', 0],
  ])('parse(%j) = %d', (raw, value) => expect(parseQuantityInput(raw)).toBe(value));

  it('shows 0 as empty and strips leading zeros while typing', () => {
    expect(formatQuantityInput(0)).toBe('');
    expect(formatQuantityInput(12)).toBe('12');
    expect(normaliseQuantityText('0012')).toBe('12');
    expect(normaliseQuantityText('0')).toBe('');
    expect(normaliseQuantityText('0.5')).toBe('0.5');
    expect(normaliseQuantityText('12.')).toBe('12.');
    expect(normaliseQuantityText('x1')).toBe('');
  });
});

describe('coverage (§5 product page)', () => {
  it('boxes = ceiling(sqft / sqft_in_box)', () => {
    expect(boxesForSqft(250, 23.77)).toBe(11);
    expect(boxesForSqft(275, 23.77)).toBe(12);
    expect(boxesForSqft(27.5 * 10, 27.5)).toBe(10); // exact multiple: no float bump
    expect(boxesForSqft(0.01, 23.77)).toBe(1);
  });

  it('copes with a missing or zero box size and non-positive sqft', () => {
    expect(boxesForSqft(250, 0)).toBe(0);
    expect(boxesForSqft(250, null)).toBe(0);
    expect(boxesForSqft(0, 20)).toBe(0);
    expect(sqftForBoxes(3, undefined)).toBe(0);
  });

  it('boxes → sqft = boxes × sqft_in_box', () => {
    expect(sqftForBoxes(11, 23.77)).toBe(261.47);
    expect(sqftForBoxes(1, 18.93)).toBe(18.93);
  });

  it('adds 10% wastage without drift when toggled repeatedly', () => {
    expect(withWastage(250)).toBe(275);
    for (let i = 0; i < 50; i++) {
      expect(coverageFor({ sqft: 250, wastage: i % 2 === 0, sqftInBox: 23.77 }).orderSqft).toBe(
        i % 2 === 0 ? 275 : 250,
      );
    }
    expect(coverageFor({ sqft: 250, wastage: true, sqftInBox: 23.77 })).toEqual({
      orderSqft: 275,
      boxes: 12,
    });
  });

  it('handles huge values', () => {
    expect(boxesForSqft(1e9, 20)).toBe(5e7);
  });

  it('floors decreases: coverage at 0, boxes at 1; requires sqft above 0', () => {
    expect(decreaseSqft(0.5)).toBe(0);
    expect(decreaseSqft(10)).toBe(9);
    expect(decreaseBoxes(1)).toBe(1);
    expect(decreaseBoxes(5)).toBe(4);
    expect(validateSqft(0)).toBe('Please enter sqft');
    expect(validateSqft(Number.NaN)).toBe('Please enter sqft');
    expect(validateSqft(1)).toBeNull();
  });
});

describe('linked coverage calculator (§2/§5 product page)', () => {
  const box = 23.77;

  it('starts at one box without wastage', () => {
    expect(initialCoverage(box)).toEqual({ sqft: 23.77, boxes: 1, wastage: false });
    expect(initialCoverage(null)).toEqual({ sqft: 0, boxes: 0, wastage: false });
  });

  it('typing coverage recounts boxes, with wastage when ticked', () => {
    const typed = withCoverageSqft(initialCoverage(box), 250, box);
    expect(typed).toEqual({ sqft: 250, boxes: 11, wastage: false });
    expect(withCoverageWastage(typed, true, box)).toEqual({ sqft: 250, boxes: 12, wastage: true });
    expect(withCoverageSqft({ sqft: 0, boxes: 0, wastage: true }, 250, box).boxes).toBe(12);
    expect(withCoverageWastage(withCoverageWastage(typed, true, box), false, box)).toEqual(typed);
  });

  it('clearing coverage gives 0 sqft and 0 boxes (then "Please enter sqft")', () => {
    expect(withCoverageSqft(initialCoverage(box), 0, box)).toEqual({ sqft: 0, boxes: 0, wastage: false });
    expect(withCoverageSqft(initialCoverage(box), Number.NaN, box).sqft).toBe(0);
  });

  it('typing boxes sets sqft = boxes × sqft_in_box and keeps the typed count', () => {
    expect(withCoverageBoxes(initialCoverage(box), 11, box)).toEqual({
      sqft: 261.47,
      boxes: 11,
      wastage: false,
    });
    // With wastage, the boxes' area is the area with its 10%: 5 × 23.77 = 118.85 = 108.04 × 1.1.
    expect(withCoverageBoxes({ sqft: 250, boxes: 12, wastage: true }, 5, box)).toEqual({
      sqft: 108.04,
      boxes: 5,
      wastage: true,
    });
    expect(withCoverageBoxes(initialCoverage(box), 2.7, box).boxes).toBe(2);
    expect(withCoverageBoxes(initialCoverage(box), 0, box)).toEqual({ sqft: 0, boxes: 0, wastage: false });
  });

  it('typed boxes with wastage: the area with wastage is what they cover, and they count back the same', () => {
    for (const size of [27.5, 23.77, 20.06, 1, 33.33, 10.006, 23.775])
      for (const boxes of [1, 2, 3, 4, 7, 10, 11, 55, 99, 1234]) {
        const typed = withCoverageBoxes({ sqft: 0, boxes: 0, wastage: true }, boxes, size);
        const shown = coverageFor({ sqft: typed.sqft, wastage: true, sqftInBox: size });
        expect(shown.boxes, `${boxes} × ${size}`).toBe(boxes);
        expect(shown.orderSqft, `${boxes} × ${size}`).toBeLessThanOrEqual(roundSqft(boxes * size));
        // Without wastage too.
        const plain = withCoverageBoxes({ sqft: 0, boxes: 0, wastage: false }, boxes, size);
        expect(coverageFor({ sqft: plain.sqft, wastage: false, sqftInBox: size }).boxes).toBe(boxes);
        // Unticked and ticked again: the same boxes.
        const again = withCoverageWastage(withCoverageWastage(typed, false, size), true, size);
        expect(again.boxes, `${boxes} × ${size}`).toBe(boxes);
      }
    expect(withCoverageBoxes({ sqft: 0, boxes: 0, wastage: true }, 10, 27.5).sqft).toBe(250);
  });

  it('hint: the spec text for one box, plurals and pallets of 55 otherwise', () => {
    expect(coverageHint(1, false)).toBe('1 box - No wastage added. Ships in 1 pallet.');
    expect(coverageHint(12, true)).toBe('12 boxes - 10% wastage added. Ships in 1 pallet.');
    expect(coverageHint(55, false)).toBe('55 boxes - No wastage added. Ships in 1 pallet.');
    expect(coverageHint(56, true)).toBe('56 boxes - 10% wastage added. Ships in 2 pallets.');
    expect(coverageHint(0, false)).toBe('0 boxes - No wastage added. Ships in 0 pallets.');
  });
});

describe('delivery (§9 pallets and tiers)', () => {
  const tiers: DeliveryTier[] = [
    { minMile: 0, maxMile: 100, pricePerPalletCents: 15000 },
    { minMile: 100.01, maxMile: 200, pricePerPalletCents: 20000 },
  ];

  it('pallets = ceiling(boxes / 55)', () => {
    expect(palletsFor(0)).toBe(0);
    expect(palletsFor(1)).toBe(1);
    expect(palletsFor(55)).toBe(1);
    expect(palletsFor(56)).toBe(2);
  });

  it('matches tiers inclusively', () => {
    expect(tierFor(100, tiers)?.pricePerPalletCents).toBe(15000);
    expect(tierFor(200, tiers)?.pricePerPalletCents).toBe(20000);
    expect(tierFor(200.5, tiers)).toBeNull();
  });

  it('prices delivery as pallets × tier price, labelled Express at 150', () => {
    expect(deliveryQuote({ miles: 42, boxes: 60, tiers })).toEqual({
      kind: 'priced',
      miles: 42,
      pallets: 2,
      chargeCents: 30000,
      label: 'Express Delivery',
      message: '(2 pallet(s))',
    });
    expect(deliveryQuote({ miles: 150, boxes: 10, tiers })).toMatchObject({
      chargeCents: 20000,
      label: 'Standard Delivery',
    });
  });

  it('asks to call when there is no route, no tier or a zero price', () => {
    const call = { kind: 'call', chargeCents: null, message: 'We will call you to set up delivery.' };
    expect(deliveryQuote({ miles: null, boxes: 10, tiers })).toMatchObject(call);
    expect(deliveryQuote({ miles: 500, boxes: 10, tiers })).toMatchObject(call);
    expect(
      deliveryQuote({ miles: 5, boxes: 10, tiers: [{ minMile: 0, maxMile: 10, pricePerPalletCents: 0 }] }),
    ).toMatchObject(call);
  });

  it('converts metres to miles and checks coordinates', () => {
    expect(metresToMiles(160934).toFixed(2)).toBe('100.00');
    expect(isValidCoordinate(33.7, -84.3)).toBe(true);
    expect(isValidCoordinate('33.7', '-84.3')).toBe(true);
    expect(isValidCoordinate('abc', 1)).toBe(false);
    expect(isValidCoordinate(95, 1)).toBe(false);
  });
});

describe('bill summary (§9 totals)', () => {
  const lines = [
    { pricePerBoxCents: 6857, quantity: 3 },
    { pricePerBoxCents: 4999, quantity: 1 },
  ];

  it('sums items, tax and delivery in cents', () => {
    expect(billSummary({ lines, taxPercent: 8.25, mode: 'delivery', deliveryChargeCents: 15000 })).toEqual({
      itemsCents: 25570,
      taxCents: 2110,
      deliveryCents: 15000,
      totalCents: 25570 + 2110 + 15000,
    });
  });

  it('ignores delivery for pickup and hides tax when the setting is null', () => {
    expect(billSummary({ lines, taxPercent: null, mode: 'pickup', deliveryChargeCents: 15000 })).toEqual({
      itemsCents: 25570,
      taxCents: null,
      deliveryCents: 0,
      totalCents: 25570,
    });
  });

  it('checks mobile numbers: exactly 10 digits', () => {
    expect(isValidMobile('5552017788')).toBe(true);
    expect(isValidMobile('555201778')).toBe(false);
    expect(isValidMobile('555-201-7788')).toBe(false);
  });
});

describe('contract error messages', async () => {
  const { describeIssues, endpoints } = await import('@/contract');
  const fail = (
    endpoint: { request: { safeParse: (v: unknown) => { success: boolean; error?: unknown } } },
    input: unknown,
  ) => {
    const result = endpoint.request.safeParse(input);
    if (result.success) throw new Error('expected a validation failure');
    return describeIssues(result.error as never);
  };

  it('keeps the spec messages as they are', () => {
    const address = {
      'Appuseraddress[name]': 'Ada',
      'Appuseraddress[address_line_1]': '1 Main St',
      'Appuseraddress[city]': 'Houston',
      'Appuseraddress[state]': 'TX',
      'Appuseraddress[mobile_number]': '123',
    };
    expect(fail(endpoints.saveAddress, address)).toBe('Please enter valid 10-digit mobile number');
    expect(fail(endpoints.saveAddress, { ...address, 'Appuseraddress[name]': ' ' })).toBe(
      'Please enter recipient name',
    );
  });

  it('names the field on generic failures', () => {
    expect(fail(endpoints.login, { 'Appuser[password]': 'x' })).toBe('email is required');
    expect(fail(endpoints.checkout, { 'Userorder[appuser_address_id]': 'abc' })).toMatch(
      /appuser_address_id/,
    );
  });
});
