// Test-payment mode (contract decision 6): the reference server without Stripe keys takes Stripe's
// documented test cards with Stripe's outcomes, confirmed by the server, so a fresh install can place an
// order. Clearly marked: no real card is charged. 4000 0025 0000 3155 asks for authentication (3-D Secure):
// this form then shows the bank's confirm/fail step.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFlask, IconShieldLock } from '@tabler/icons-react';
import { call } from '@/api';
import { TEST_CARDS } from '@/domain/test-payments';
import { PAYMENT_TEXT, type CardConfirmation, type ConfirmCard } from '@/services/payments';
import classes from './Checkout.module.css';

export interface TestCardFormProps {
  /** Hands the checkout the function that confirms this form's card. */
  onReady: (confirm: ConfirmCard | null) => void;
  disabled?: boolean;
}

const group4 = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Stripe's own texts for an incomplete card (what Elements would say before asking the server). */
function incomplete(number: string, expiry: string, cvc: string): string | null {
  if (!/^\d{13,19}$/.test(number)) return 'Your card number is incomplete.';
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry)) return 'Your card’s expiration date is incomplete.';
  if (!/^\d{3,4}$/.test(cvc)) return 'Your card’s security code is incomplete.';
  return null;
}

const asConfirmation = (data: {
  id: string;
  status: string;
  error_message?: string | null;
}): CardConfirmation =>
  data.error_message
    ? { error: { message: data.error_message } }
    : { paymentIntent: { id: data.id, status: data.status } };

export function TestCardForm({ onReady, disabled = false }: TestCardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [challenge, setChallenge] = useState<((outcome: 'complete' | 'fail') => void) | null>(null);
  const card = useRef({ number, expiry, cvc });
  useEffect(() => {
    card.current = { number, expiry, cvc };
  }, [number, expiry, cvc]);

  useEffect(() => {
    const confirm: ConfirmCard = async (clientSecret) => {
      const { number, expiry, cvc } = card.current;
      const problem = incomplete(number, expiry, cvc);
      if (problem) return { error: { message: problem } };
      const paymentIntentId = clientSecret.split('_secret')[0] ?? clientSecret;
      const [month, year] = expiry.split('/');
      const confirmed = await call('confirmTestPayment', {
        payment_intent_id: paymentIntentId,
        card_number: number,
        exp_month: Number(month),
        exp_year: Number(year),
        cvc,
      });
      if (confirmed.status !== 'requires_action') return asConfirmation(confirmed);
      // 3-D Secure: wait for the shopper's answer on the bank's step.
      const outcome = await new Promise<'complete' | 'fail'>((resolve) => setChallenge(() => resolve));
      setChallenge(null);
      const authenticated = await call('authenticateTestPayment', {
        payment_intent_id: paymentIntentId,
        outcome,
      });
      return asConfirmation(authenticated);
    };
    onReady(confirm);
    return () => onReady(null);
  }, [onReady]);

  if (challenge)
    return (
      <Paper withBorder radius="md" p="md" role="group" aria-labelledby="three-d-secure-title">
        <Stack gap="sm">
          <Group gap="xs">
            <IconShieldLock size={22} aria-hidden />
            <Text fw={700} id="three-d-secure-title">
              Authenticate this payment
            </Text>
          </Group>
          <Text size="sm">
            Your bank asks you to confirm this payment (3-D Secure). In test mode you choose what the bank
            answers.
          </Text>
          <Group gap="sm">
            <Button onClick={() => challenge('complete')}>Complete authentication</Button>
            <Button variant="default" onClick={() => challenge('fail')}>
              Fail authentication
            </Button>
          </Group>
        </Stack>
      </Paper>
    );

  return (
    <Stack gap="sm">
      <Alert
        color="yellow"
        variant="light"
        role="note"
        icon={<IconFlask size={20} aria-hidden />}
        title={PAYMENT_TEXT.testMode}
        classNames={{ title: classes.testModeTitle, icon: classes.testModeTitle }}
      >
        <Text size="sm">
          Use a test card: {group4(TEST_CARDS.succeeds)} pays; {group4(TEST_CARDS.declined)} is declined;{' '}
          {group4(TEST_CARDS.insufficientFunds)} has insufficient funds;{' '}
          {group4(TEST_CARDS.requiresAuthentication)} asks for authentication. Any future expiry date and any
          CVC.
        </Text>
      </Alert>
      <TextInput
        label="Card number"
        placeholder="4242 4242 4242 4242"
        inputMode="numeric"
        autoComplete="cc-number"
        value={group4(number)}
        onChange={(event) => setNumber(event.currentTarget.value.replace(/\D/g, '').slice(0, 19))}
        readOnly={disabled}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Expiry (MM/YY)"
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={expiry}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 4);
            setExpiry(digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits);
          }}
          readOnly={disabled}
        />
        <TextInput
          label="CVC"
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={cvc}
          onChange={(event) => setCvc(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          readOnly={disabled}
        />
      </SimpleGrid>
    </Stack>
  );
}
