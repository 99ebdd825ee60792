// Card payments (§4 Payment, §7 createpaymentintent): one interface, two implementations chosen
// at run time — Stripe Elements, or the reference server's test-payment mode — and a "not configured" state.
// Both confirm a payment intent's client secret and answer in the shape of Stripe's confirmCardPayment.
import { paymentStatusMessage } from '@/contract/messages';

/** What confirming a card answers (Stripe's confirmCardPayment shape, the test-payment form's too). */
export type CardConfirmation =
  | { paymentIntent: { id: string; status: string }; error?: undefined }
  | { error: { message?: string }; paymentIntent?: undefined };

/** Confirms the card form's card against a payment intent's client secret. */
export type ConfirmCard = (clientSecret: string) => Promise<CardConfirmation>;

export type PaymentMode = 'stripe' | 'test' | 'unconfigured';

/**
 * Which card form the checkout shows (contract decision 4): the server says 'test' → the test-payment form;
 * 'stripe' → Stripe when the build has a publishable key; a server that does not say (the plain §7 contract)
 * → a publishable key means Stripe, exactly the spec's flow. Otherwise card payments are not configured.
 */
export function paymentModeFor(
  serverMode: 'stripe' | 'test' | null | undefined,
  publishableKey?: string,
): PaymentMode {
  if (serverMode === 'test') return 'test';
  return publishableKey ? 'stripe' : 'unconfigured';
}

export const PAYMENT_TEXT = {
  initFailed: 'Failed to initialize payment',
  noCardElement: 'Card element not found',
  failed: 'Payment failed',
  status: paymentStatusMessage,
  generic: 'An error occurred',
  succeeded: 'payment succeeded and order is being processed',
  orderPlaced: '🎉 Order placed successfully!',
  testMode: 'Test mode — no real charge',
  notConfigured: 'Card payments are not configured',
} as const;
