// §5 "Please enter valid 10-digit mobile number": a US number typed the ways people type it is its 10
// digits (normaliseMobile, src/domain); the address form checks and sends those digits, and the contract's
// request schema (the reference server and the MSW mocks) takes the same forms and keeps the digits.
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { ADDRESS_MESSAGES, isValidMobile, normaliseMobile } from '@/domain/validation';
import { addressFormSchema, emptyAddressForm, toAddressFields } from '@/features/cart/addressForm';

const TYPED = [
  '7135550123',
  '(713) 555-0123',
  '(713)555-0123',
  '713-555-0123',
  '713.555.0123',
  '713 555 0123',
  '+1 713 555 0123',
  '+1 (713) 555-0123',
  '+17135550123',
  '1 713 555 0123',
  '1-713-555-0123',
  '  713 555 0123  ',
  '713\u00a0555\u00a00123', // no-break spaces (pasted)
  '713–555–0123', // en dashes (pasted)
];

const NOT_A_US_NUMBER = [
  '',
  '12345',
  '713-555-012', // 9 digits
  '713-555-01234', // 11 digits, not a leading 1
  '2 713 555 0123', // 11 digits, another prefix
  '+44 20 7946 0958',
  '+7135550123', // a plus without the country code 1
  '713-555-0123 ext 5',
  '713-CALL-NOW',
  '713/555/0123',
  '１２３４５６７８９０', // full-width digits
];

describe('normaliseMobile', () => {
  it.each(TYPED)('%j → 7135550123', (typed) => {
    expect(normaliseMobile(typed)).toBe('7135550123');
    expect(isValidMobile(normaliseMobile(typed))).toBe(true);
  });

  it.each(NOT_A_US_NUMBER)('%j is left for the §5 message', (typed) => {
    expect(isValidMobile(normaliseMobile(typed))).toBe(false);
  });

  it('gives back what it cannot read, trimmed, as typed', () => {
    expect(normaliseMobile(' 713-CALL-NOW ')).toBe('713-CALL-NOW');
  });

  it('keeps a 10-digit number that begins with 1 whole', () => {
    expect(normaliseMobile('123-555-0123')).toBe('1235550123');
  });
});

describe('the address form', () => {
  const form = (mobileNumber: string) => ({
    ...emptyAddressForm,
    name: 'Sam Rivera',
    addressLine1: '2315 Bissonnet St',
    city: 'Houston',
    state: 'TX',
    mobileNumber,
    terms: true,
  });

  it.each(TYPED)('accepts %j and sends its 10 digits', (typed) => {
    expect(addressFormSchema.safeParse(form(typed)).success).toBe(true);
    expect(toAddressFields(form(typed))['Appuseraddress[mobile_number]']).toBe('7135550123');
  });

  it.each(NOT_A_US_NUMBER)('refuses %j with the spec’s message', (typed) => {
    const result = addressFormSchema.safeParse(form(typed));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['mobileNumber', ADDRESS_MESSAGES.mobile],
    ]);
  });
});

describe('the contract (server and mocks)', () => {
  const fields = (mobile: string) => ({
    'Appuseraddress[name]': 'Sam Rivera',
    'Appuseraddress[address_line_1]': '2315 Bissonnet St',
    'Appuseraddress[city]': 'Houston',
    'Appuseraddress[state]': 'TX',
    'Appuseraddress[mobile_number]': mobile,
  });

  it.each(TYPED)('takes %j and keeps its 10 digits', (typed) => {
    const parsed = endpoints.saveAddress.request.parse(fields(typed));
    expect(parsed['Appuseraddress[mobile_number]']).toBe('7135550123');
  });

  it.each(NOT_A_US_NUMBER)('refuses %j with the spec’s message', (typed) => {
    const result = endpoints.saveAddress.request.safeParse(fields(typed));
    expect(result.error?.issues.map((i) => i.message)).toEqual([ADDRESS_MESSAGES.mobile]);
  });
});
