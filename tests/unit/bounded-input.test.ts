// Bounded input in the contract (src/contract/primitives.ts): what every request field accepts and how it
// refuses — the same schemas the client, the MSW mocks and the reference server use.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeIssues } from '../../src/contract/envelope';
import {
  coordinateField,
  FIELD_LIMITS,
  idField,
  idListField,
  INT4_MAX,
  moneyField,
  optionalText,
  requiredText,
} from '../../src/contract/primitives';

const refusal = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : describeIssues(result.error);
};

describe('idField: decimal integers that fit an int4 column', () => {
  const id = idField('product_id');
  it.each([
    ['1', 1],
    [7, 7],
    ['2147483647', INT4_MAX],
    ['007', 7],
  ])('accepts %j', (value, parsed) => {
    expect(id.parse(value)).toBe(parsed);
  });

  it.each([
    ['2147483648', 'product_id must be at most 2147483647'],
    ['99999999999999999999999', 'product_id must be at most 2147483647'],
    [2 ** 31, 'product_id must be at most 2147483647'],
    ['0x1F', 'product_id must be a whole number'],
    ['1e3', 'product_id must be a whole number'],
    [' 7 ', 'product_id must be a whole number'],
    ['+7', 'product_id must be a whole number'],
    ['-1', 'product_id must be a whole number'],
    ['1.5', 'product_id must be a whole number'],
    [1.5, 'product_id must be a whole number'],
    ['１２', 'product_id must be a whole number'],
    ['0', 'product_id must be at least 1'],
    ['', 'product_id is required'],
    [undefined, 'product_id is required'],
  ])('refuses %j: "%s"', (value, message) => {
    expect(refusal(id, value)).toBe(message);
  });

  it('takes 0 where the field allows it (pickup has no address)', () => {
    expect(idField('appuser_address_id', { min: 0 }).parse('0')).toBe(0);
  });

  it('caps below int4 where asked', () => {
    expect(refusal(idField('quantity', { max: 10 }), '11')).toBe('quantity must be at most 10');
  });
});

describe('idListField: comma-joined ids', () => {
  const ids = idListField('user_carts_id');
  it('accepts ids within range', () => {
    expect(ids.parse('1,2,2147483647')).toBe('1,2,2147483647');
  });
  it.each(['1,2147483648', '1,,2', '1, 2', '0x1', `${'1,'.repeat(1000)}1`])('refuses %j', (value) => {
    expect(refusal(ids, value)).toMatch(/^user_carts_id must/);
  });
});

describe('text fields: a maximum length and no control characters', () => {
  it('trims, bounds and refuses control characters, naming the field', () => {
    const name = requiredText('first_name', undefined, FIELD_LIMITS.name);
    expect(name.parse('  Ada  ')).toBe('Ada');
    expect(name.parse('Å'.repeat(100))).toHaveLength(100);
    expect(refusal(name, 'A'.repeat(101))).toBe('first_name must be at most 100 characters');
    expect(refusal(name, 'A\u0000da')).toBe('first_name must not contain control characters');
    expect(refusal(name, 'A\u001bda')).toBe('first_name must not contain control characters');
    expect(refusal(name, 'A\u0085da')).toBe('first_name must not contain control characters');
    expect(refusal(name, 'A\nda')).toBe('first_name must not contain control characters');
    expect(refusal(name, '   ')).toBe('first_name is required');
  });

  it('lets a multi-line message keep its line breaks and tabs, nothing else', () => {
    const message = requiredText('message', undefined, FIELD_LIMITS.message, true);
    expect(message.parse('Hello,\r\n\tdo you stock SPC?')).toBe('Hello,\r\n\tdo you stock SPC?');
    expect(refusal(message, 'Hello\u0000')).toBe('message must not contain control characters');
    expect(refusal(message, 'x'.repeat(5001))).toBe('message must be at most 5000 characters');
  });

  it('bounds optional text too (missing → "")', () => {
    const line2 = optionalText('address_line_2', FIELD_LIMITS.addressLine);
    expect(line2.parse(undefined)).toBe('');
    expect(line2.parse(null)).toBe('');
    expect(refusal(line2, 'x'.repeat(201))).toBe('address_line_2 must be at most 200 characters');
    expect(refusal(line2, 'Suite\u00004')).toBe('address_line_2 must not contain control characters');
  });
});

describe('coordinates and money: decimal notation only', () => {
  const latitude = coordinateField('latitude', 90);
  it.each(['29.7218', '-45.5', '0', '', undefined])('latitude accepts %j', (value) => {
    expect(latitude.safeParse(value).success).toBe(true);
  });
  it.each(['2.9e1', '0x1D', ' 29.7', '29.7 ', '90.0001', 'north', 'Infinity', '1'.repeat(30)])(
    'latitude refuses %j',
    (value) => {
      expect(refusal(latitude, value)).toBe('latitude must be a number between -90 and 90');
    },
  );

  it('reads money as decimal dollars into cents, and refuses other notations', () => {
    const price = moneyField('price');
    expect(price.parse('12.50')).toBe(1250);
    expect(price.parse(3.49)).toBe(349);
    for (const bad of ['1e3', '0x10', ' 1', '-1', '', '99999999999999999999']) {
      expect(refusal(price, bad)).toBe('price must be an amount');
    }
  });
});
