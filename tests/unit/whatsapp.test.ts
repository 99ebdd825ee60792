// §2 WhatsApp click-to-chat links: a 10-digit number gets the country code 1; one that has it keeps it.
import { describe, expect, it } from 'vitest';
import { enquiryNumber, whatsappChatUrl, whatsappPhone } from '@/services/whatsapp';

describe('WhatsApp links (§2 "digits of the contact number prefixed with 1")', () => {
  it('prefixes the digits of a 10-digit number with 1', () => {
    expect(whatsappPhone('(555) 201-7788')).toBe('15552017788');
  });

  it('keeps a country code already there: "+1 555…" and "1555…" never become "1155…"', () => {
    expect(whatsappPhone('+1 555 201 7788')).toBe('15552017788');
    expect(whatsappPhone('1 555 201 7788')).toBe('15552017788');
    expect(whatsappPhone('15552017788')).toBe('15552017788');
    expect(whatsappChatUrl('+1 (713) 555-0100')).toBe('https://wa.me/17135550100');
  });

  it('keeps another country code written with + or 00', () => {
    expect(whatsappPhone('+44 20 7946 0958')).toBe('442079460958');
    expect(whatsappPhone('0044 20 7946 0958')).toBe('442079460958');
  });

  it('has no link without digits, and carries the text', () => {
    expect(whatsappChatUrl('')).toBeNull();
    expect(whatsappChatUrl(undefined)).toBeNull();
    expect(whatsappChatUrl('555 201 7788', 'Hi there')).toBe('https://wa.me/15552017788?text=Hi%20there');
  });
});

describe("the enquiry widget's number", () => {
  it('is VITE_WHATSAPP_NUMBER when set', () => {
    expect(enquiryNumber('555 111 2222', '(713) 555-0100')).toBe('555 111 2222');
  });

  it("falls back to the settings' contact number when it is unset or empty", () => {
    expect(enquiryNumber(undefined, '(713) 555-0100')).toBe('(713) 555-0100');
    expect(enquiryNumber('', '(713) 555-0100')).toBe('(713) 555-0100');
  });

  it('is null with neither', () => {
    expect(enquiryNumber(undefined, undefined)).toBeNull();
    expect(enquiryNumber('', '  ')).toBeNull();
  });
});
