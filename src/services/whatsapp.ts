// §2 WhatsApp click-to-chat links.

/**
 * Digits of a phone number, prefixed with the US country code 1 (§9 "WhatsApp link phone digits get
 * prefix 1"), always: numbers are kept as the 10-digit national number (settings contact_no,
 * VITE_WHATSAPP_NUMBER), so an 11-digit one starting with 1 gets the prefix too, as the spec says.
 */
export function whatsappPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits ? `1${digits}` : '';
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
