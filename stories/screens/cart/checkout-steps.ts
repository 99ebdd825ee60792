// What the checkout's story files share: opening the modal as a shopper does, paying with a test card, and
// Stripe mode with the stand-in Stripe.js (mocks/stripe.ts).
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@fixtures';
import { installFakeStripe, setFakeStripeNext } from '@mocks/stripe';
import { env } from '@/config/env';
import { setEnv } from '@/config/env-schema';
import CheckoutModal from '@/features/cart/checkout/CheckoutModal';
import { OrderSummary } from '@/features/cart/checkout/OrderSummary';
import StripeCardForm from '@/features/cart/checkout/StripeCardForm';
import { TestCardForm } from '@/features/cart/checkout/TestCardForm';
import { chooseFulfilment, selectAddress } from '@/state';
import { myCartParameters } from './cart-steps';

/** Every checkout story: My cart (the app's route table), signed in with a filled cart. */
export const checkoutParameters = myCartParameters;

/** The parts the checkout's stories show. */
export const checkoutParts = { CheckoutModal, OrderSummary, TestCardForm, StripeCardForm };

/** The checkout's meta but the title (each file names it: 'Screens/My cart/Checkout'). */
export const checkoutMeta = { subcomponents: checkoutParts, parameters: checkoutParameters };

export const settled = { timeout: 8000 };
const [houston] = demoUser.addresses;

/** Opens the checkout modal the way a shopper does. */
export async function openCheckout(canvasElement: HTMLElement): Promise<HTMLElement> {
  const proceed = await within(canvasElement).findByRole('button', { name: 'Process TO Continue' }, settled);
  await waitFor(() => expect(proceed).toBeEnabled(), settled);
  await userEvent.click(proceed);
  const modal = await within(document.body).findByRole('dialog', { name: 'Checkout' }, settled);
  return modal;
}

export async function agree(modal: HTMLElement) {
  await userEvent.click(within(modal).getByRole('checkbox'));
}

export async function fillTestCard(modal: HTMLElement, number: string) {
  const form = within(modal);
  await userEvent.type(await form.findByRole('textbox', { name: 'Card number' }, settled), number);
  await userEvent.type(form.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
  await userEvent.type(form.getByRole('textbox', { name: 'CVC' }), '123');
}

export const payButton = (modal: HTMLElement) => within(modal).getByRole('button', { name: /^Pay/ });

/** Pay with a test card and wait for the modal's answer. */
export async function payWith(canvasElement: HTMLElement, number: string) {
  const modal = await openCheckout(canvasElement);
  await agree(modal);
  await fillTestCard(modal, number);
  await userEvent.click(payButton(modal));
  return modal;
}

export const deliveryToHouston = () => {
  chooseFulfilment('delivery');
  selectAddress(Number(houston!.appuser_address_id));
};

/** Stripe mode: the server reports it, the build has a publishable key, Stripe.js is the stand-in. */
export const stripeMode = () => {
  const before = env();
  setEnv({ ...before, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_storybook' });
  installFakeStripe(window);
  setFakeStripeNext(window, null);
  return () => {
    setEnv(before);
    setFakeStripeNext(window, null);
  };
};

/** Stripe mode whose next confirmation answers `next` (the stand-in's scripted outcome). */
export const stripeModeAnswering = (next: Parameters<typeof setFakeStripeNext>[1]) => () => {
  const restore = stripeMode();
  setFakeStripeNext(window, next);
  return restore;
};

/** Stripe mode: agree, type a card into the stand-in's card element, pay. */
export async function stripePay(canvasElement: HTMLElement, number = '4242424242424242') {
  const modal = await openCheckout(canvasElement);
  await agree(modal);
  await userEvent.type(await within(modal).findByRole('textbox', { name: 'Card number' }, settled), number);
  await userEvent.click(payButton(modal));
  return modal;
}
