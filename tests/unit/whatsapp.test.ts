// §2/§9 WhatsApp click-to-chat links: the phone digits get the prefix 1, always.
import { describe, expect, it } from 'vitest';
import { whatsappChatUrl, whatsappPhone } from '@/services/whatsapp';

describe('WhatsApp links (§9 "phone digits get prefix 1")', () => {
  it('prefixes the digits of a 10-digit number with 1', () => {
    expect(whatsappPhone('(555) 201-7788')).toBe('15552017788');
  });

  it('prefixes an 11-digit number starting with 1 too, as the spec says', () => {
    expect(whatsappPhone('1 713 555 0100')).toBe('117135550100');
    expect(whatsappChatUrl('17135550100')).toBe('https://wa.me/117135550100');
  });

  it('has no link without digits, and carries the text', () => {
    expect(whatsappChatUrl('')).toBeNull();
    expect(whatsappChatUrl(undefined)).toBeNull();
    expect(whatsappChatUrl('555 201 7788', 'Hi there')).toBe('https://wa.me/15552017788?text=Hi%20there');
  });
});
