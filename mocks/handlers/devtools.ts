// Test doubles for the developer pages (§2 /callback, /callbacktest): the token-exchange service and the
// accounting provider's payments SDK. Not in the default handlers: their URLs come from build variables
// (VITE_TOKEN_EXCHANGE_URL, VITE_PAYMENTS_SDK_URL) that only the developer-page stories and tests set.
import { http, HttpResponse } from 'msw';

export const DEV_TOKEN_EXCHANGE_URL = 'https://accounting-dev.test/oauth/token-exchange';
export const DEV_PAYMENTS_SDK_URL = 'https://payments-sdk.test/intuit.ipp.payments-0.0.3.js';

/** What the double answers for a good code. */
export const TOKEN_EXCHANGE_ANSWER = {
  access_token: 'eyJlbmMiOiJBMTI4Q0JDLUhTMjU2IiwiYWxnIjoiZGlyIn0.test-access-token-for-stories',
  refresh_token: 'AB11790000000000000000000000000000000000000000000000',
  token_type: 'bearer',
  expires_in: 3600,
  x_refresh_token_expires_in: 8726400,
  realmId: '9341452000000000',
};

/** The double: "good-code" (or any code but the ones below) → tokens; "expired-code" → 400 invalid_grant. */
export const tokenExchangeHandlers = [
  http.post(DEV_TOKEN_EXCHANGE_URL, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { code?: string } | null;
    if (!body?.code) return HttpResponse.json({ error: 'invalid_request' }, { status: 400 });
    if (body.code === 'expired-code')
      return HttpResponse.json(
        { error: 'invalid_grant', error_description: 'Authorization code is invalid or expired' },
        { status: 400 },
      );
    return HttpResponse.json(TOKEN_EXCHANGE_ANSWER);
  }),
];

export const tokenExchangeScenarios = {
  /** The service is not running: the request fails on the network. */
  unreachable: () => [http.post(DEV_TOKEN_EXCHANGE_URL, () => HttpResponse.error())],
};

/**
 * A stand-in for the provider's script: defines intuit.ipp.payments.tokenize(appToken, { card }, cb).
 * 4000 0000 0000 0002 is refused like the sandbox refuses an invalid number; any other card gets a token
 * made from its last four digits, answered asynchronously as the real SDK does.
 */
export const FAKE_PAYMENTS_SDK = `
window.intuit = window.intuit || {};
window.intuit.ipp = window.intuit.ipp || {};
window.intuit.ipp.payments = {
  tokenize: function (appToken, request, callback) {
    var number = String(request && request.card && request.card.number || '');
    setTimeout(function () {
      if (number === '4000000000000002' || number.length < 12) {
        callback(null, { code: 'PMT-4000', message: 'card.number is invalid.', detail: 'card.number' });
      } else {
        callback('tok-test-' + number.slice(-4) + '-f9e7a378', {});
      }
    }, 0);
  }
};
`;

export const paymentsSdkHandlers = [
  http.get(
    DEV_PAYMENTS_SDK_URL,
    () => new HttpResponse(FAKE_PAYMENTS_SDK, { headers: { 'Content-Type': 'text/javascript' } }),
  ),
];

export const paymentsSdkScenarios = {
  /** The script URL answers 404: the SDK cannot be loaded. */
  missing: () => [http.get(DEV_PAYMENTS_SDK_URL, () => new HttpResponse('Not found', { status: 404 }))],
};
