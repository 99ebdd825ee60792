// §2 WhatsApp click-to-chat links.

/**
 * The number a wa.me link needs: country code and national number, digits only. §2 prefixes the digits
 * with the US country code 1, which is right for the 10-digit national numbers the shop stores
 * (settings contact_no, VITE_WHATSAPP_NUMBER). A number that already carries a country code — written
 * with "+" or "00", or eleven digits starting with 1 — keeps it, so "+1 555…" and "1555…" never become
 * "11555…".
 */
export function whatsappPhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return '';
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00') && digits.length > 2) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('1')) return digits;
  return `1${digits}`;
}

/** https://wa.me/<digits>[?text=…] or null when there is no number. */
export function whatsappChatUrl(phone: string | null | undefined, text?: string): string | null {
  const number = phone ? whatsappPhone(phone) : '';
  if (!number) return null;
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
}

/**
 * The enquiry widget's number: its own (VITE_WHATSAPP_NUMBER) when the build sets one, else the shop's
 * contact number from the settings, so the widget works out of the box.
 */
export function enquiryNumber(
  configured: string | null | undefined,
  contactNo: string | null | undefined,
): string | null {
  if (configured && configured.replace(/\D/g, '')) return configured;
  return contactNo && contactNo.replace(/\D/g, '') ? contactNo : null;
}

/** The enquiry text sent to the chat (§2 Enquiry widget). */
export function enquiryText(enquiry: { name: string; email: string; message: string }): string {
  return `Hello, I have an enquiry.\nName: ${enquiry.name.trim()}\nEmail: ${enquiry.email.trim()}\nMessage: ${enquiry.message.trim()}`;
}
