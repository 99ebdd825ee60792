// §2 /callbacktest: developer test page for the accounting provider's payment tokenisation SDK. The SDK
// (VITE_PAYMENTS_SDK_URL) is loaded here only; a test card, prefilled, is tokenised in the browser and the
// one-time token shown.
import { useEffect, useState, type FormEvent } from 'react';
import { Code, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { env } from '@/config/env';
import { BusyButton } from '@/ui';
import { DevDone, DevPage, DevProblem, DevWorking } from './DevPage';
import {
  loadPaymentsSdk,
  PAYMENTS_SDK_MESSAGES,
  TEST_CARD,
  tokenizeCard,
  type TestCard,
  type TokenizeOutcome,
} from './paymentsSdk';

type Sdk = Awaited<ReturnType<typeof loadPaymentsSdk>>;
type SdkState = { kind: 'loading' } | { kind: 'ready'; sdk: Sdk } | { kind: 'failed' };

export default function CallbackTestScreen() {
  const src = env().VITE_PAYMENTS_SDK_URL;
  const [sdk, setSdk] = useState<{ src: string; state: SdkState } | null>(null);
  const [card, setCard] = useState<TestCard>(TEST_CARD);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TokenizeOutcome | null>(null);

  useEffect(() => {
    if (!src) return;
    let live = true;
    loadPaymentsSdk(src).then(
      (loaded) => live && setSdk({ src, state: { kind: 'ready', sdk: loaded } }),
      () => live && setSdk({ src, state: { kind: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [src]);

  const state: SdkState = sdk && sdk.src === src ? sdk.state : { kind: 'loading' };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind !== 'ready' || busy) return;
    setBusy(true);
    setResult(null);
    setResult(await tokenizeCard(state.sdk, card));
    setBusy(false);
  };

  const field = (name: keyof TestCard, label: string, autoComplete: string) => (
    <TextInput
      label={label}
      name={name}
      value={card[name]}
      autoComplete={autoComplete}
      inputMode="numeric"
      onChange={(e) => {
        const value = e.currentTarget.value;
        setCard((c) => ({ ...c, [name]: value }));
      }}
    />
  );

  return (
    <DevPage
      title="Payment tokenisation test"
      intro="Loads the accounting provider's payments SDK and turns a test card into a one-time token, as a checkout would before charging. Use sandbox credentials and test cards only."
    >
      {!src ? (
        <DevProblem off title={PAYMENTS_SDK_MESSAGES.notConfigured} />
      ) : state.kind === 'loading' ? (
        <DevWorking label={PAYMENTS_SDK_MESSAGES.loading} />
      ) : state.kind === 'failed' ? (
        <DevProblem title={PAYMENTS_SDK_MESSAGES.loadFailed}>{src}</DevProblem>
      ) : (
        <form onSubmit={submit} aria-label="Test card">
          <Stack gap="md">
            {field('number', 'Card number', 'cc-number')}
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
              {field('expMonth', 'Exp. month', 'cc-exp-month')}
              {field('expYear', 'Exp. year', 'cc-exp-year')}
              {field('cvc', 'CVC', 'cc-csc')}
              {field('postalCode', 'Postal code', 'postal-code')}
            </SimpleGrid>
            <BusyButton type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
              Tokenise test card
            </BusyButton>
            {result?.ok ? (
              <DevDone title="Card tokenised">
                <Text size="sm">
                  One-time token: <Code>{result.token}</Code>
                </Text>
              </DevDone>
            ) : result ? (
              <DevProblem title={result.message} />
            ) : null}
          </Stack>
        </form>
      )}
    </DevPage>
  );
}
