export * from './provider';
export {
  TestPaymentProvider,
  MemoryTestIntentStore,
  TEST_INTENT_PREFIX,
  type TestIntentState,
  type TestIntentStore,
  type TestStepResult,
} from './test-provider';
export { StripePaymentProvider } from './stripe-provider';

import type { Logger } from '../log';
import type { PaymentProvider } from './provider';
import { StripePaymentProvider } from './stripe-provider';
import { TestPaymentProvider, type TestIntentStore } from './test-provider';

/** Stripe with a key; the test provider without one — refused in production. */
export function choosePaymentProvider(options: {
  stripeSecretKey?: string;
  production: boolean;
  logger: Logger;
  testStore?: TestIntentStore;
}): PaymentProvider {
  if (options.stripeSecretKey) return new StripePaymentProvider(options.stripeSecretKey);
  if (options.production) {
    throw new Error(
      'STRIPE_SECRET_KEY is required when NODE_ENV=production (test-payment mode is for development only).',
    );
  }
  options.logger.warn(
    "TEST-PAYMENT MODE: STRIPE_SECRET_KEY is not set. Payment intents are pi_test_… ids confirmed with Stripe's test cards (4242 4242 4242 4242 succeeds); no card is charged.",
    { payments: 'test' },
  );
  return new TestPaymentProvider(options.testStore);
}
