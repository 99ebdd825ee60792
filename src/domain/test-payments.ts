// Test-payment mode (contract decision 6): a payment intent follows Stripe's state machine and Stripe's
// documented test cards, so a fresh install can take an order without Stripe keys. One table of outcomes for
// the reference server's test provider and the MSW mocks.

export type TestIntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

export const TEST_PAYMENT_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: 'Your card has expired.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  alreadySucceeded:
    'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
  canceled: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
  noAuthenticationPending: 'This PaymentIntent does not need authentication.',
  /** In Stripe mode the test endpoints answer status 0 with this. */
  off: 'Test payments are off: this shop takes card payments through Stripe.',
} as const;

/** Stripe's documented test cards and what confirming with them does. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAuthentication: '4000002500003155',
} as const;

export interface TestCard {
  /** Digits only (spaces already removed). */
  number: string;
  expMonth: number;
  /** Two or four digits. */
  expYear: number;
}

/** What a confirm or authenticate step does: the intent moves to `status` (with an error on failure),
 * or the step is refused outright (wrong state), leaving the intent as it was. */
export type TestPaymentStep =
  | { kind: 'moved'; status: TestIntentStatus; errorMessage: string | null }
  | { kind: 'refused'; message: string };

function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** A card whose expiry month has fully passed is expired (valid through the end of the month). */
export function isExpired(card: Pick<TestCard, 'expMonth' | 'expYear'>, now: Date): boolean {
  const year = fullYear(card.expYear);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return year * 12 + card.expMonth < current;
}

/** confirmCardPayment on the server: only requires_payment_method / requires_action intents accept a card. */
export function confirmTestPayment(status: TestIntentStatus, card: TestCard, now: Date): TestPaymentStep {
  if (status === 'succeeded') return { kind: 'refused', message: TEST_PAYMENT_MESSAGES.alreadySucceeded };
  if (status === 'canceled') return { kind: 'refused', message: TEST_PAYMENT_MESSAGES.canceled };
  const failed = (errorMessage: string) =>
    ({ kind: 'moved', status: 'requires_payment_method', errorMessage }) as const;
  switch (card.number) {
    case TEST_CARDS.succeeds:
      return isExpired(card, now)
        ? failed(TEST_PAYMENT_MESSAGES.expired)
        : { kind: 'moved', status: 'succeeded', errorMessage: null };
    case TEST_CARDS.requiresAuthentication:
      return isExpired(card, now)
        ? failed(TEST_PAYMENT_MESSAGES.expired)
        : { kind: 'moved', status: 'requires_action', errorMessage: null };
    case TEST_CARDS.declined:
      return failed(TEST_PAYMENT_MESSAGES.declined);
    case TEST_CARDS.insufficientFunds:
      return failed(TEST_PAYMENT_MESSAGES.insufficientFunds);
    default:
      return failed(TEST_PAYMENT_MESSAGES.incorrectNumber);
  }
}

/** The 3-D Secure step of 4000 0025 0000 3155: complete → succeeded; fail → back to requires_payment_method. */
export function authenticateTestPayment(
  status: TestIntentStatus,
  outcome: 'complete' | 'fail',
): TestPaymentStep {
  if (status !== 'requires_action')
    return { kind: 'refused', message: TEST_PAYMENT_MESSAGES.noAuthenticationPending };
  return outcome === 'complete'
    ? { kind: 'moved', status: 'succeeded', errorMessage: null }
    : {
        kind: 'moved',
        status: 'requires_payment_method',
        errorMessage: TEST_PAYMENT_MESSAGES.authenticationFailed,
      };
}
