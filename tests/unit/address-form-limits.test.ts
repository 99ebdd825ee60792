// The address form says the contract's length limits with the field's label, before anything is sent:
// the server's own refusal names the wire field ("address_line_1 must be at most 200 characters").
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '@/contract/limits';
import { addressFormSchema, emptyAddressForm } from '@/features/cart/addressForm';

const good = {
  ...emptyAddressForm,
  name: 'Sam Rivera',
  addressLine1: '2315 Bissonnet St',
  city: 'Houston',
  state: 'TX',
  mobileNumber: '7135550123',
  terms: true,
};

const problems = (values: Partial<typeof good>) =>
  addressFormSchema.safeParse({ ...good, ...values }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('address form length limits', () => {
  it.each([
    ['name', FIELD_LIMITS.name, 'Recipient name must be at most 100 characters'],
    ['addressLine1', FIELD_LIMITS.addressLine, 'Address line 1 must be at most 200 characters'],
    ['addressLine2', FIELD_LIMITS.addressLine, 'Address line 2 must be at most 200 characters'],
    ['city', FIELD_LIMITS.city, 'City must be at most 100 characters'],
    ['state', FIELD_LIMITS.state, 'State must be at most 100 characters'],
    ['postalCode', FIELD_LIMITS.postalCode, 'Postal code must be at most 20 characters'],
  ] as const)('%s: %i characters are fine, one more is said with its label', (field, max, message) => {
    expect(problems({ [field]: 'x'.repeat(max) })).toBeUndefined();
    // Counted as the server counts them: after trimming.
    expect(problems({ [field]: ` ${'x'.repeat(max)} ` })).toBeUndefined();
    expect(problems({ [field]: 'x'.repeat(max + 1) })).toEqual([[field, message]]);
  });

  it('keeps the spec’s messages for empty required fields', () => {
    expect(problems({ name: ' ' })).toEqual([['name', 'Please enter recipient name']]);
  });
});
