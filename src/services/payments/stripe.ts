// Stripe.js, loaded only when the checkout's card form needs it (never on other routes): the `pure` entry
// injects https://js.stripe.com/... on the first loadStripe call, not on import.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

let loading: { key: string; stripe: Promise<Stripe | null> } | null = null;

/** One Stripe instance per publishable key for the page. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  if (loading?.key !== publishableKey) loading = { key: publishableKey, stripe: loadStripe(publishableKey) };
  return loading.stripe;
}
