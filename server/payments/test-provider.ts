// TEST-PAYMENT MODE: used when STRIPE_SECRET_KEY is not set (refused in production). A stand-in for Stripe's
// PaymentIntents with Stripe's state machine (contract decision 6): an intent starts requires_payment_method;
// only the confirm step (Stripe's documented test cards, src/domain/test-payments.ts) and the 3-D Secure step
// succeed or fail it; a succeeded intent can be refunded, an unpaid one cancelled. Ids look like Stripe's
// (pi_test_…, client secret pi_test_…_secret_…). The state lives in a store (the database in the server, so
// it survives restarts; memory in unit tests).
import { randomBytes } from 'node:crypto';
import {
  authenticateTestPayment,
  confirmTestPayment,
  TEST_PAYMENT_MESSAGES,
  type TestCard,
  type TestIntentStatus,
} from '../../src/domain/test-payments';
import {
  PaymentProviderError,
  type CreateIntentInput,
  type CreatedIntent,
  type PaymentProvider,
  type RetrievedIntent,
} from './provider';

export const TEST_INTENT_PREFIX = 'pi_test_';

export interface TestIntentState {
  id: string;
  clientSecret: string;
  status: TestIntentStatus;
  amountCents: number;
  amountReceivedCents: number;
  refundedCents: number;
  currency: string;
  userId: number;
  /** Stripe's last_payment_error.message after a failed step. */
  lastError: string | null;
}

/** Where the test provider keeps its intents. */
export interface TestIntentStore {
  get(id: string): Promise<TestIntentState | null>;
  put(state: TestIntentState): Promise<void>;
}

export class MemoryTestIntentStore implements TestIntentStore {
  private readonly intents = new Map<string, TestIntentState>();
  async get(id: string) {
    const found = this.intents.get(id);
    return found ? { ...found } : null;
  }
  async put(state: TestIntentState) {
    this.intents.set(state.id, { ...state });
  }
}

/** The answer of a confirm/authenticate step: the intent after it, or a refusal (state unchanged). */
export type TestStepResult =
  | { ok: true; id: string; status: TestIntentStatus; errorMessage: string | null }
  | { ok: false; message: string };

export class TestPaymentProvider implements PaymentProvider {
  readonly mode = 'test' as const;
  private readonly byIdempotencyKey = new Map<string, CreatedIntent>();

  constructor(
    readonly store: TestIntentStore = new MemoryTestIntentStore(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    if (input.idempotencyKey) {
      const previous = this.byIdempotencyKey.get(input.idempotencyKey);
      if (previous) return previous;
    }
    const id = `${TEST_INTENT_PREFIX}${token(18)}`;
    const intent = { id, clientSecret: `${id}_secret_${token(18)}` };
    await this.store.put({
      ...intent,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      amountReceivedCents: 0,
      refundedCents: 0,
      currency: input.currency,
      userId: input.userId,
      lastError: null,
    });
    if (input.idempotencyKey) this.byIdempotencyKey.set(input.idempotencyKey, intent);
    return intent;
  }

  async retrieveIntent(id: string): Promise<RetrievedIntent | null> {
    if (!id.startsWith(TEST_INTENT_PREFIX)) return null;
    const state = await this.store.get(id);
    if (!state) return null;
    return {
      id,
      status: state.status,
      amountCents: state.amountCents,
      amountReceivedCents: state.amountReceivedCents,
      currency: state.currency,
      userId: state.userId,
    };
  }

  /** Stripe's confirm with a card: the documented test cards decide the outcome. */
  async confirm(id: string, card: TestCard): Promise<TestStepResult> {
    return this.step(id, (status) => confirmTestPayment(status, card, this.now()));
  }

  /** The 3-D Secure step of an intent in requires_action. */
  async authenticate(id: string, outcome: 'complete' | 'fail'): Promise<TestStepResult> {
    return this.step(id, (status) => authenticateTestPayment(status, outcome));
  }

  async cancelIntent(id: string): Promise<void> {
    const state = await this.known(id);
    if (state.status === 'canceled') return;
    if (state.status === 'succeeded')
      throw new PaymentProviderError('A PaymentIntent that has succeeded cannot be canceled.');
    await this.store.put({ ...state, status: 'canceled' });
  }

  async refundIntent(id: string): Promise<{ refundId: string }> {
    const state = await this.known(id);
    if (state.status !== 'succeeded')
      throw new PaymentProviderError('Only a succeeded payment can be refunded.');
    if (state.refundedCents < state.amountReceivedCents)
      await this.store.put({ ...state, refundedCents: state.amountReceivedCents });
    return { refundId: `re_test_${id.slice(TEST_INTENT_PREFIX.length)}` };
  }

  /** Money the provider holds for an intent (received − refunded): what tests call "kept money". */
  async keptCents(id: string): Promise<number> {
    const state = await this.store.get(id);
    return state ? state.amountReceivedCents - state.refundedCents : 0;
  }

  private async known(id: string): Promise<TestIntentState> {
    const state = id.startsWith(TEST_INTENT_PREFIX) ? await this.store.get(id) : null;
    if (!state) throw new PaymentProviderError(`No such payment_intent: '${id}'`);
    return state;
  }

  private async step(
    id: string,
    decide: (status: TestIntentStatus) => ReturnType<typeof confirmTestPayment>,
  ): Promise<TestStepResult> {
    const state = id.startsWith(TEST_INTENT_PREFIX) ? await this.store.get(id) : null;
    if (!state) return { ok: false, message: TEST_PAYMENT_MESSAGES.off };
    const step = decide(state.status);
    if (step.kind === 'refused') return { ok: false, message: step.message };
    await this.store.put({
      ...state,
      status: step.status,
      lastError: step.errorMessage,
      amountReceivedCents: step.status === 'succeeded' ? state.amountCents : 0,
    });
    return { ok: true, id, status: step.status, errorMessage: step.errorMessage };
  }
}

function token(bytes: number): string {
  // Stripe ids are alphanumeric; base64url without - and _ keeps the pi_…_secret_… split unambiguous.
  return randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');
}
