// Starts the stand-in Stripe API (tests/support/stripe-stand-in.ts) for e2e runs of the server in Stripe mode:
//   node --import tsx scripts/stripe-stand-in.ts --port 12111 \
//     --webhook-url http://127.0.0.1:3202/api/webhooks/stripe --webhook-secret whsec_test_standin
// then start the server with STRIPE_SECRET_KEY=sk_test_standin STRIPE_API_URL=http://127.0.0.1:12111
// STRIPE_WEBHOOK_SECRET=whsec_test_standin. The browser's fake Stripe.js confirms intents with
// POST {url}/v1/payment_intents/:id/confirm (client_secret + payment_method=pm_card_visa, or a test card number).
import { parseArgs } from 'node:util';
import { startStripeStandIn } from '../tests/support/stripe-stand-in';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string', default: 'whsec_test_standin' },
  },
});
const webhookUrl = values['webhook-url'];
const stripe = await startStripeStandIn({
  port: Number(values.port),
  host: values.host,
  webhook: webhookUrl ? { url: webhookUrl, secret: values['webhook-secret']! } : undefined,
});
console.log(
  JSON.stringify({ msg: 'stripe stand-in listening', url: stripe.url, webhook: webhookUrl ?? null }),
);
const stop = () => void stripe.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
