// Stripe Elements' card element (§2 "card details are entered through the provider"), in its own chunk: this
// module and Stripe.js load only when the checkout modal shows the Stripe form. 3-D Secure is Stripe's own
// step inside confirmCardPayment. (The spec names the card element; behind ConfirmCard a move to the Payment
// Element touches this file only.)
import { useEffect } from 'react';
import { Input, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { PAYMENT_TEXT, type ConfirmCard } from '@/services/payments';
import { stripeFor } from '@/services/payments/stripe';
import classes from './Checkout.module.css';

export interface StripeCardFormProps {
  publishableKey: string;
  onReady: (confirm: ConfirmCard | null) => void;
  disabled?: boolean;
}

export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ onReady, disabled = false }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();

  useEffect(() => {
    if (!stripe || !elements) {
      onReady(null);
      return;
    }
    const confirm: ConfirmCard = async (clientSecret) => {
      const card = elements.getElement(CardElement);
      if (!card) return { error: { message: PAYMENT_TEXT.noCardElement } };
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) return { error: { message: result.error.message } };
      return { paymentIntent: { id: result.paymentIntent.id, status: result.paymentIntent.status } };
    };
    onReady(confirm);
    return () => onReady(null);
  }, [stripe, elements, onReady]);

  return (
    <Input.Wrapper label="Card details" description="Processed securely by Stripe.">
      <div className={classes.cardElement} data-disabled={disabled || undefined}>
        <CardElement
          options={{
            disabled,
            hidePostalCode: true,
            style: {
              base: { fontSize: '16px', fontFamily: 'Inter, system-ui, sans-serif', color: '#1c1917' },
            },
          }}
        />
      </div>
      {!stripe ? (
        <Text size="xs" c="gray.7" mt={4}>
          Loading the secure card form…
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
