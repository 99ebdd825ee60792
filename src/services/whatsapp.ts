// §2 WhatsApp click-to-chat links.

/** Digits of a phone number, prefixed with the US country code 1 (§9 "phone digits get prefix 1"). */
export function whatsappPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  // Decision: a number already written with its country code (11 digits starting with 1) is not prefixed twice.
  return digits.length === 11 && digits.startsWith('1') ? digits : `1${digits}`;
}

/** https://wa.me/<digits>[?text=…] or null when there is no number. */
export function whatsappChatUrl(phone: string | null | undefined, text?: string): string | null {
  const number = phone ? whatsappPhone(phone) : '';
  if (!number) return null;
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
}

/** The enquiry text sent to the chat (§2 Enquiry widget). */
export function enquiryText(enquiry: { name: string; email: string; message: string }): string {
  return `Hello, I have an enquiry.\nName: ${enquiry.name.trim()}\nEmail: ${enquiry.email.trim()}\nMessage: ${enquiry.message.trim()}`;
}
