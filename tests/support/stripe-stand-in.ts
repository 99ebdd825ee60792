// A stand-in for the part of Stripe's API the reference server uses, on a local port, so the server's Stripe
// provider is tested end to end through the real `stripe` SDK (its host/port/protocol settings:
// STRIPE_API_URL=stand-in.url) without the internet. It keeps PaymentIntents with Stripe's state machine and
// sends signed webhooks (payment_intent.succeeded / payment_failed / canceled) to a configured endpoint.
//
//   POST /v1/payment_intents                 create (amount, currency, metadata[…]); Idempotency-Key honoured
//   GET  /v1/payment_intents/:id             retrieve
//   POST /v1/payment_intents/:id/confirm     confirm with payment_method (pm_card_visa, pm_card_chargeDeclined,
//                                            pm_card_chargeDeclinedInsufficientFunds, pm_card_threeDSecure2Required)
//                                            or payment_method_data[card][number] (Stripe's test card numbers);
//                                            a publishable key + client_secret is enough, as for Stripe.js;
//                                            over HTTP a declined card answers 402 card_error (with the
//                                            intent), as Stripe does
//   POST /v1/payment_intents/:id/cancel      cancel (not after success)
//   POST /v1/refunds                         refund a succeeded intent in full (payment_intent=…)
//   GET  /v1/refunds?payment_intent=…        the refunds of an intent (Stripe's list shape)
//   POST /_stand-in/payment_intents/:id/authenticate   outcome=complete|fail — the 3-D Secure step (not Stripe's)
//   POST /_stand-in/payment_intents/:id/events   type=payment_intent.succeeded|… — (re)sends that event for the
//                                            intent to the webhook now; answers the endpoint's {status, body}
// Every answer carries Access-Control-Allow-Origin: * (as api.stripe.com does), so a page can call it.
//
// In a test:  const stripe = await startStripeStandIn({ webhook: { url, secret } });  … await stripe.settled();
// CLI (e2e):  node --import tsx scripts/stripe-stand-in.ts --port 12111 \
//               --webhook-url http://127.0.0.1:3202/api/webhooks/stripe --webhook-secret whsec_test_standin
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { confirmTestPayment, TEST_CARDS, TEST_PAYMENT_MESSAGES } from '../../src/domain/test-payments';

export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: IntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { type: 'card_error'; code: string; message: string } | null;
  next_action: { type: 'use_stripe_sdk' } | null;
  payment_method_types: string[];
  livemode: false;
  created: number;
  /** Not a Stripe field: what was refunded (Stripe keeps it on the charge). */
  amount_refunded: number;
}

export interface StripeStandIn {
  url: string;
  intents: Map<string, StandInIntent>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** Method and path of every request, in order. */
  requests: { method: string; path: string }[];
  /** Where events go (null: none are sent). 'manual' keeps them until flushEvents(). */
  webhook: { url: string; secret: string; mode?: 'auto' | 'manual' } | null;
  /** What Stripe.js does in the browser: confirm with a test payment method or card number. */
  confirm(id: string, paymentMethod?: string): StandInIntent;
  authenticate(id: string, outcome: 'complete' | 'fail'): StandInIntent;
  /** Money Stripe holds for an intent: received − refunded. */
  kept(id: string): number;
  /** Sends an event for an intent now (signed with the webhook secret, or `signature` as given). */
  sendEvent(type: string, intentId: string, options?: { signature?: string }): Promise<Response>;
  /** Sends the events kept in 'manual' mode. */
  flushEvents(): Promise<void>;
  /** Waits until every event sent so far has been answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** a[b]=1&c[0]=x → { a: { b: '1' }, c: ['x'] } (the encoding the stripe SDK uses). */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const CARD_FOR_METHOD: Record<string, string> = {
  pm_card_visa: TEST_CARDS.succeeds,
  pm_card_chargeDeclined: TEST_CARDS.declined,
  pm_card_chargeDeclinedInsufficientFunds: TEST_CARDS.insufficientFunds,
  pm_card_threeDSecure2Required: TEST_CARDS.requiresAuthentication,
  pm_card_authenticationRequired: TEST_CARDS.requiresAuthentication,
};

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly type: 'invalid_request_error' | 'card_error' = 'invalid_request_error',
    readonly paymentIntent?: StandInIntent,
  ) {
    super(message);
  }
}

/** An answer without the stand-in's own bookkeeping. */
function wireIntent(intent: StandInIntent) {
  const { amount_refunded: _omit, ...wire } = intent;
  return wire;
}

export async function startStripeStandIn(
  options: {
    port?: number;
    host?: string;
    webhook?: StripeStandIn['webhook'];
    /** Let the process exit while it listens (a test run's shared stand-in). */
    unref?: boolean;
  } = {},
): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const pending = new Set<Promise<unknown>>();
  const queued: (() => Promise<unknown>)[] = [];

  const known = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new StripeError(404, 'resource_missing', `No such payment_intent: '${intentId}'`);
    return intent;
  };

  const eventFor = (type: string, intent: StandInIntent) =>
    JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object: intent },
    });

  const post = async (payload: string, signature?: string) => {
    const hook = standIn.webhook!;
    return fetch(hook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature':
          signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: hook.secret }),
      },
      body: payload,
    });
  };

  const emit = (type: string, intent: StandInIntent) => {
    if (!standIn.webhook) return;
    const payload = eventFor(type, { ...intent });
    const send = () => {
      const delivery = post(payload).then(
        (res) => res.text(),
        () => undefined,
      );
      pending.add(delivery);
      return delivery.finally(() => pending.delete(delivery));
    };
    if (standIn.webhook.mode === 'manual') queued.push(send);
    else void send();
  };

  const move = (intent: StandInIntent, step: ReturnType<typeof confirmTestPayment>) => {
    if (step.kind === 'refused') throw new StripeError(400, 'payment_intent_unexpected_state', step.message);
    intent.status = step.status;
    intent.next_action = step.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null;
    intent.last_payment_error = step.errorMessage
      ? { type: 'card_error', code: 'card_declined', message: step.errorMessage }
      : null;
    if (step.status === 'succeeded') {
      intent.amount_received = intent.amount;
      emit('payment_intent.succeeded', intent);
    } else if (step.errorMessage) emit('payment_intent.payment_failed', intent);
    return intent;
  };

  const confirm = (intentId: string, paymentMethod = 'pm_card_visa') => {
    const intent = known(intentId);
    const number = CARD_FOR_METHOD[paymentMethod] ?? paymentMethod.replace(/\D/g, '');
    return move(
      intent,
      confirmTestPayment(intent.status, { number, expMonth: 12, expYear: 2099 }, new Date()),
    );
  };

  const authenticate = (intentId: string, outcome: 'complete' | 'fail') => {
    const intent = known(intentId);
    if (intent.status !== 'requires_action')
      throw new StripeError(
        400,
        'payment_intent_unexpected_state',
        TEST_PAYMENT_MESSAGES.noAuthenticationPending,
      );
    return move(
      intent,
      outcome === 'complete'
        ? { kind: 'moved', status: 'succeeded', errorMessage: null }
        : {
            kind: 'moved',
            status: 'requires_payment_method',
            errorMessage: TEST_PAYMENT_MESSAGES.authenticationFailed,
          },
    );
  };

  const routes: [
    string,
    RegExp,
    (m: RegExpExecArray, form: Record<string, unknown>, auth: string, query: URLSearchParams) => unknown,
  ][] = [
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (_m, form, auth) => {
        secretKeyOnly(auth);
        const amount = Number(form.amount);
        if (!Number.isInteger(amount) || amount < 50)
          throw new StripeError(400, 'amount_too_small', 'Amount must be at least $0.50 usd');
        const intentId = id('pi');
        const intent: StandInIntent = {
          id: intentId,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: String(form.currency ?? 'usd'),
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
          metadata: (form.metadata as Record<string, string>) ?? {},
          last_payment_error: null,
          next_action: null,
          payment_method_types: ['card'],
          livemode: false,
          created: Math.floor(Date.now() / 1000),
          amount_refunded: 0,
        };
        intents.set(intentId, intent);
        return intent;
      },
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([\w]+)$/,
      (m, _form, auth) => {
        secretKeyOnly(auth);
        return known(m[1]!);
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([\w]+)\/confirm$/,
      (m, form, auth) => {
        const intent = known(m[1]!);
        if (!auth.startsWith('sk_') && form.client_secret !== intent.client_secret)
          throw new StripeError(401, 'invalid_client_secret', 'Invalid client secret');
        const data = form.payment_method_data as { card?: { number?: string } } | undefined;
        confirm(intent.id, String(form.payment_method ?? data?.card?.number ?? 'pm_card_visa'));
        const declined = intent.status === 'requires_payment_method' ? intent.last_payment_error : null;
        if (declined)
          throw new StripeError(402, declined.code, declined.message, 'card_error', { ...intent });
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([\w]+)\/cancel$/,
      (m, _form, auth) => {
        secretKeyOnly(auth);
        const intent = known(m[1]!);
        if (intent.status === 'succeeded')
          throw new StripeError(
            400,
            'payment_intent_unexpected_state',
            'You cannot cancel this PaymentIntent because it has a status of succeeded.',
          );
        intent.status = 'canceled';
        emit('payment_intent.canceled', intent);
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      (_m, form, auth) => {
        secretKeyOnly(auth);
        const intent = known(String(form.payment_intent));
        if (intent.status !== 'succeeded')
          throw new StripeError(400, 'charge_not_refundable', 'This PaymentIntent has no charge to refund.');
        const amount = intent.amount_received - intent.amount_refunded;
        if (amount <= 0)
          throw new StripeError(400, 'charge_already_refunded', 'Charge has already been refunded.');
        intent.amount_refunded += amount;
        const refund = {
          id: id('re'),
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
        };
        standIn.refunds.push(refund);
        return refund;
      },
    ],
    [
      'GET',
      /^\/v1\/refunds$/,
      (_m, _form, auth, query) => {
        secretKeyOnly(auth);
        const intentId = query.get('payment_intent');
        const data = standIn.refunds.filter((r) => !intentId || r.payment_intent === intentId);
        return { object: 'list', url: '/v1/refunds', has_more: false, data };
      },
    ],
    [
      'POST',
      /^\/_stand-in\/payment_intents\/([\w]+)\/authenticate$/,
      (m, form) => authenticate(m[1]!, form.outcome === 'fail' ? 'fail' : 'complete'),
    ],
    [
      'POST',
      /^\/_stand-in\/payment_intents\/([\w]+)\/events$/,
      async (m, form) => {
        if (!standIn.webhook) throw new StripeError(400, 'no_webhook', 'No webhook endpoint is configured.');
        const answer = await standIn.sendEvent(String(form.type ?? 'payment_intent.succeeded'), m[1]!);
        return { status: answer.status, body: (await answer.json()) as unknown };
      },
    ],
  ];

  function secretKeyOnly(auth: string) {
    if (!auth.startsWith('sk_'))
      throw new StripeError(401, 'api_key_required', 'You did not provide a secret API key.');
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const [path = '/', search = ''] = (req.url ?? '/').split('?');
    const method = req.method ?? 'GET';
    standIn.requests.push({ method, path });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': id('req'),
        'Access-Control-Allow-Origin': '*',
      });
      res.end(JSON.stringify(body));
    };
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
        'Access-Control-Max-Age': '300',
      });
      return res.end();
    }
    const key = req.headers['idempotency-key'];
    const replay = typeof key === 'string' ? idempotent.get(`${method} ${path} ${key}`) : undefined;
    if (replay) return send(replay.status, replay.body);
    const auth = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    let status = 200;
    let body: unknown;
    try {
      const route = routes.find(([m, pattern]) => m === method && pattern.test(path));
      if (!route)
        throw new StripeError(404, 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
      body = await route[2](
        route[1].exec(path)!,
        parseForm(Buffer.concat(chunks).toString('utf8')),
        auth,
        new URLSearchParams(search),
      );
      if (body && typeof body === 'object' && 'amount_refunded' in body)
        body = wireIntent(body as StandInIntent);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      body = {
        error: {
          type: error.type,
          code: error.code,
          message: error.message,
          ...(error.paymentIntent ? { payment_intent: wireIntent(error.paymentIntent) } : {}),
        },
      };
    }
    if (typeof key === 'string') idempotent.set(`${method} ${path} ${key}`, { status, body });
    send(status, body);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  if (options.unref) server.unref();

  const standIn: StripeStandIn = {
    url: `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`,
    intents,
    refunds: [],
    requests: [],
    webhook: options.webhook ?? null,
    confirm,
    authenticate,
    kept: (intentId) => {
      const intent = intents.get(intentId);
      return intent ? intent.amount_received - intent.amount_refunded : 0;
    },
    sendEvent: (type, intentId, sendOptions = {}) =>
      post(eventFor(type, { ...known(intentId) }), sendOptions.signature),
    flushEvents: async () => {
      while (queued.length > 0) await queued.shift()!();
    },
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return standIn;
}
