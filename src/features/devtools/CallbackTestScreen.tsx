// §2 /callbacktest: developer test page for the accounting provider's payment tokenisation SDK. The SDK
// (VITE_PAYMENTS_SDK_URL) is loaded here only; a test card, prefilled, is tokenised in the browser and the
// one-time token shown. The server renders the frame ("not configured" or "loading"); the card's form is a
// chunk asked for with the SDK, so the first visit carries no form.
import { lazy, Suspense, useEffect, useState } from 'react';
import { env } from '@/config/env';
import { DevPage, DevProblem, DevWorking } from './DevPage';
import { loadPaymentsSdk, PAYMENTS_SDK_MESSAGES, type PaymentsSdk } from './paymentsSdk';

const loadForm = () => import('./TestCardForm');
const TestCardForm = lazy(loadForm);

type SdkState = { kind: 'loading' } | { kind: 'ready'; sdk: PaymentsSdk } | { kind: 'failed' };

export default function CallbackTestScreen() {
  const src = env().VITE_PAYMENTS_SDK_URL;
  const [sdk, setSdk] = useState<{ src: string; state: SdkState } | null>(null);

  useEffect(() => {
    if (!src) return;
    let live = true;
    // The form's chunk beside the SDK: "loading" until both are here; a chunk that fails to load is a
    // failed load as the SDK's is.
    Promise.all([loadPaymentsSdk(src), loadForm()]).then(
      ([loaded]) => live && setSdk({ src, state: { kind: 'ready', sdk: loaded } }),
      () => live && setSdk({ src, state: { kind: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [src]);

  const state: SdkState = sdk && sdk.src === src ? sdk.state : { kind: 'loading' };
  const loading = <DevWorking label={PAYMENTS_SDK_MESSAGES.loading} />;

  return (
    <DevPage
      title="Payment tokenisation test"
      intro="Loads the accounting provider's payments SDK and turns a test card into a one-time token, as a checkout would before charging. Use sandbox credentials and test cards only."
    >
      {!src ? (
        <DevProblem off title={PAYMENTS_SDK_MESSAGES.notConfigured} />
      ) : state.kind === 'loading' ? (
        loading
      ) : state.kind === 'failed' ? (
        <DevProblem title={PAYMENTS_SDK_MESSAGES.loadFailed}>{src}</DevProblem>
      ) : (
        <Suspense fallback={loading}>
          <TestCardForm sdk={state.sdk} />
        </Suspense>
      )}
    </DevPage>
  );
}
