// /callbacktest's test card form: a chunk of its own, asked for beside the payments SDK, so the page's
// first visit (which shows "loading" or "not configured") carries none of the form's inputs.
import { useState, type FormEvent } from 'react';
import { Code, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { BusyButton } from '@/ui';
import { DevDone, DevProblem } from './DevPage';
import {
  TEST_CARD,
  tokenizeCard,
  type PaymentsSdk,
  type TestCard,
  type TokenizeOutcome,
} from './paymentsSdk';

export default function TestCardForm({ sdk }: { sdk: PaymentsSdk }) {
  const [card, setCard] = useState<TestCard>(TEST_CARD);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TokenizeOutcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setResult(null);
    setResult(await tokenizeCard(sdk, card));
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
  );
}
