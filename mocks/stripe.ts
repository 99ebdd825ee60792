// A stand-in for Stripe.js (js.stripe.com is unreachable here; integrations guide): `window.Stripe(key)`
// with the functions react-stripe-js checks (elements, createToken, createPaymentMethod,
// confirmCardPayment). Its card element is one "Card number" field; confirming answers as Stripe does for
// its documented test cards. @stripe/stripe-js uses `window.Stripe` when it already exists, so the app's
// own loader picks this up unchanged.
//
// - Stories: `installFakeStripe(window)` in a story's beforeEach.
// - e2e: answer https://js.stripe.com/** with `fakeStripeScript()` (Playwright route), optionally telling
//   it where to confirm intents (a stand-in Stripe API reached through the page's routes). With `confirmUrl`
//   the card number goes to that API, which decides as Stripe does (tests/support/stripe-stand-in.ts: a
//   decline is its 402 card_error, shown with its message); only an incomplete number is refused here, as
//   Stripe.js refuses it before any request.
//
// `installFakeStripe` is self-contained (no imports, no outer variables) so that its source can be shipped
// as a script.

export interface FakeStripeOptions {
  /**
   * POST here to confirm an intent server-side (a stand-in Stripe API): `${confirmUrl}/${id}/confirm` with
   * client_secret and payment_method_data[card][number], the publishable key as bearer.
   */
  confirmUrl?: string;
}

/** What the next confirmCardPayment answers, whatever the card (stories set it to show a state). */
export type FakeStripeOverride =
  | { kind: 'never' }
  /** elements.getElement finds no card element (as when it is not mounted). */
  | { kind: 'no-element' }
  | { kind: 'status'; status: string }
  | { kind: 'error'; message?: string };

export function installFakeStripe(win: Window & typeof globalThis, options: FakeStripeOptions = {}): void {
  type Answer = {
    paymentIntent?: { id: string; status: string };
    error?: { message?: string; type?: string };
  };
  const state = win as unknown as { __fakeStripeNext?: FakeStripeOverride | null };
  const outcomes: Record<string, Answer['error'] | 'ok'> = {
    '4242424242424242': 'ok',
    '4000002500003155': 'ok', // authentication: Stripe.js shows its own step and then succeeds
    '4000000000000002': { type: 'card_error', message: 'Your card was declined.' },
    '4000000000009995': { type: 'card_error', message: 'Your card has insufficient funds.' },
  };

  function Stripe(this: unknown, publishableKey: string) {
    let cardInput: HTMLInputElement | null = null;
    const created: Record<string, unknown> = {};
    const elements = () => ({
      create(type: string) {
        const listeners: Record<string, ((event: unknown) => void)[]> = {};
        const element = {
          mount(target: HTMLElement | string) {
            const host =
              typeof target === 'string' ? win.document.querySelector<HTMLElement>(target) : target;
            if (!host) return;
            cardInput = win.document.createElement('input');
            cardInput.setAttribute('aria-label', 'Card number');
            cardInput.setAttribute('inputmode', 'numeric');
            cardInput.setAttribute('autocomplete', 'cc-number');
            cardInput.placeholder = '4242 4242 4242 4242';
            cardInput.style.cssText = 'width:100%;border:0;outline:0;font:inherit;background:transparent';
            cardInput.addEventListener('input', () =>
              (listeners.change ?? []).forEach((cb) =>
                cb({ elementType: type, empty: cardInput!.value === '', complete: false }),
              ),
            );
            host.appendChild(cardInput);
            setTimeout(() => (listeners.ready ?? []).forEach((cb) => cb({ elementType: type })), 0);
          },
          on(event: string, cb: (event: unknown) => void) {
            (listeners[event] ??= []).push(cb);
            return element;
          },
          off(event: string, cb: (event: unknown) => void) {
            listeners[event] = (listeners[event] ?? []).filter((l) => l !== cb);
            return element;
          },
          update() {},
          focus() {
            cardInput?.focus();
          },
          blur() {},
          clear() {
            if (cardInput) cardInput.value = '';
          },
          unmount() {
            cardInput?.remove();
          },
          destroy() {
            cardInput?.remove();
            delete created[type];
          },
        };
        created[type] = element;
        return element;
      },
      getElement(type: string | { __elementType?: string }) {
        if (state.__fakeStripeNext?.kind === 'no-element') return null;
        const name = typeof type === 'string' ? type : type.__elementType;
        return (name && created[name]) || null;
      },
      update() {},
      fetchUpdates: () => Promise.resolve({}),
    });

    async function confirmCardPayment(clientSecret: string): Promise<Answer> {
      const id = clientSecret.split('_secret')[0] ?? clientSecret;
      const next = state.__fakeStripeNext;
      if (next?.kind === 'never') return new Promise<Answer>(() => {});
      if (next?.kind === 'status') return { paymentIntent: { id, status: next.status } };
      if (next?.kind === 'error')
        return { error: next.message === undefined ? {} : { message: next.message } };
      const number = (cardInput?.value ?? '').replace(/\D/g, '');
      if (!/^\d{13,19}$/.test(number))
        return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
      if (options.confirmUrl) {
        const response = await win.fetch(`${options.confirmUrl}/${id}/confirm`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Bearer ${publishableKey}`,
          },
          body: new URLSearchParams({
            client_secret: clientSecret,
            'payment_method_data[type]': 'card',
            'payment_method_data[card][number]': number,
          }).toString(),
        });
        const intent = (await response.json()) as {
          id?: string;
          status?: string;
          error?: { message?: string; type?: string };
        };
        if (!response.ok || !intent.id)
          return { error: { type: intent.error?.type, message: intent.error?.message } };
        return { paymentIntent: { id: intent.id, status: intent.status ?? 'succeeded' } };
      }
      const outcome = outcomes[number] ?? { type: 'card_error', message: 'Your card number is incorrect.' };
      if (outcome !== 'ok') return { error: outcome };
      return { paymentIntent: { id, status: 'succeeded' } };
    }

    return {
      elements,
      confirmCardPayment,
      createToken: () => Promise.resolve({ token: { id: 'tok_fake' } }),
      createPaymentMethod: () => Promise.resolve({ paymentMethod: { id: 'pm_fake' } }),
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  (Stripe as unknown as { version: string }).version = 'endive';
  (win as unknown as { Stripe: unknown }).Stripe = Stripe;
}

/** The stand-in as a script for a browser (e2e answers https://js.stripe.com/** with it). */
export function fakeStripeScript(options: FakeStripeOptions = {}): string {
  return `(${installFakeStripe.toString()})(window, ${JSON.stringify(options)});`;
}

/** Makes the next confirmCardPayment answer `override` (stories); null goes back to the card rules. */
export function setFakeStripeNext(win: Window, override: FakeStripeOverride | null): void {
  (win as unknown as { __fakeStripeNext?: FakeStripeOverride | null }).__fakeStripeNext = override;
}
