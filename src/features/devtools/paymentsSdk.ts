// /callbacktest (§2, §7 "load an accounting-payments SDK"): the accounting provider's card tokenisation
// script (QuickBooks Payments' intuit.ipp.payments.js: tokenize(appToken, { card }, callback(token,
// response))), loaded from VITE_PAYMENTS_SDK_URL on this page only. Card data goes from the browser to the
// provider, which answers a one-time token; our servers would only ever see the token.
import { loadScript } from '@/services/scriptLoader';

export interface TestCard {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  postalCode: string;
}

/** A card the providers' sandboxes accept (Visa test number). Shown prefilled; editable. */
export const TEST_CARD: TestCard = {
  number: '4111 1111 1111 1111',
  expMonth: '12',
  expYear: '2030',
  cvc: '123',
  postalCode: '77063',
};

interface TokenizeResponse {
  code?: string;
  message?: string;
  detail?: string;
  moreinfo?: string;
}

export interface PaymentsSdk {
  tokenize(
    appToken: string,
    request: {
      card: {
        number: string;
        expMonth: string;
        expYear: string;
        cvc: string;
        address: { postalCode: string };
      };
    },
    callback: (token: string | null, response?: TokenizeResponse) => void,
  ): void;
}

declare global {
  interface Window {
    intuit?: { ipp?: { payments?: PaymentsSdk } };
  }
}

export const PAYMENTS_SDK_MESSAGES = {
  notConfigured: 'The payments SDK is not configured: set VITE_PAYMENTS_SDK_URL and rebuild.',
  loading: 'Loading the payments SDK...',
  loadFailed: 'The payments SDK could not be loaded.',
  tokenizing: 'Tokenising the card...',
  failed: 'Tokenisation failed',
} as const;

/** Loads the SDK and checks it offers tokenize(). */
export async function loadPaymentsSdk(src: string): Promise<PaymentsSdk> {
  await loadScript(src);
  const sdk = window.intuit?.ipp?.payments;
  if (!sdk || typeof sdk.tokenize !== 'function')
    throw new Error('The script did not provide a payments SDK');
  return sdk;
}

export type TokenizeOutcome = { ok: true; token: string } | { ok: false; message: string };

/** The SDK's callback as a promise. Spaces in the card number are removed before it leaves. */
export function tokenizeCard(sdk: PaymentsSdk, card: TestCard): Promise<TokenizeOutcome> {
  return new Promise((resolve) => {
    try {
      sdk.tokenize(
        '',
        {
          card: {
            number: card.number.replace(/\D/g, ''),
            expMonth: card.expMonth.trim(),
            expYear: card.expYear.trim(),
            cvc: card.cvc.trim(),
            address: { postalCode: card.postalCode.trim() },
          },
        },
        (token, response) => {
          if (token) resolve({ ok: true, token });
          else
            resolve({
              ok: false,
              message: [PAYMENTS_SDK_MESSAGES.failed, response?.code, response?.message ?? response?.detail]
                .filter(Boolean)
                .join(': '),
            });
        },
      );
    } catch (error) {
      resolve({ ok: false, message: `${PAYMENTS_SDK_MESSAGES.failed}: ${(error as Error).message}` });
    }
  });
}
