// §2 checkout modal (opened by "Process TO Continue"): the order summary, the delivery-charge agreement
// (home content's agree_delivery, sanitised) that must be ticked before Pay is enabled (§5), and the card
// form of the payment mode. §4 payment states; while a payment is processing the modal cannot be closed.
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Alert, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useHomeContent, useSettings } from '@/api';
import { env } from '@/config/env';
import type { CartItem } from '@/contract';
import type { BillSummary, FulfilmentMode } from '@/domain/cart';
import { formatUsd } from '@/domain/money';
import { paymentModeFor, PAYMENT_TEXT, type ConfirmCard } from '@/services/payments';
import { BusyButton, HtmlContent, LoadingView, StatusView } from '@/ui';
import { OrderSummary } from './OrderSummary';
import { TestCardForm } from './TestCardForm';
import { usePlaceOrder } from './usePlaceOrder';
import classes from './Checkout.module.css';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

export interface CheckoutModalProps {
  opened: boolean;
  onClose: () => void;
  lines: readonly CartItem[];
  bill: BillSummary;
  mode: FulfilmentMode;
  /** Delivery address id (0 for pickup). */
  addressId: number;
  /** "Express Delivery (2 pallet(s))", "We will call you to set up delivery." — Delivery only. */
  deliveryLabel: string | null;
}

const AGREEMENT_FALLBACK =
  'I agree to the delivery charge shown and understand the freight company will call to schedule delivery.';

export default function CheckoutModal({
  opened,
  onClose,
  lines,
  bill,
  mode,
  addressId,
  deliveryLabel,
}: CheckoutModalProps) {
  const settings = useSettings();
  const home = useHomeContent();
  const [agreed, setAgreed] = useState(false);
  const [confirmCard, setConfirmCard] = useState<ConfirmCard | null>(null);
  const onReady = useCallback((confirm: ConfirmCard | null) => setConfirmCard(() => confirm), []);
  const { state, pay, reset } = usePlaceOrder({ onPlaced: onClose });
  const agreementId = useId();

  const busy = state.status === 'processing' || state.status === 'succeeded';
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const paymentMode = settings.data
    ? paymentModeFor(settings.data.payment_mode, env().VITE_STRIPE_PUBLISHABLE_KEY)
    : null;
  const agreement = home.data?.agree_delivery?.trim() || null;

  let form;
  if (!paymentMode) form = <LoadingView label="Loading the payment form…" py="md" />;
  else if (paymentMode === 'unconfigured')
    form = (
      <StatusView
        kind="info"
        titleOrder={3}
        title={PAYMENT_TEXT.notConfigured}
        message="This store cannot take card payments right now. Please call us to place your order."
        py="md"
      />
    );
  else if (paymentMode === 'test') form = <TestCardForm onReady={onReady} disabled={busy} />;
  else
    form = (
      <Suspense fallback={<LoadingView label="Loading the secure card form…" py="md" />}>
        <StripeCardForm
          publishableKey={env().VITE_STRIPE_PUBLISHABLE_KEY!}
          onReady={onReady}
          disabled={busy}
        />
      </Suspense>
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Checkout"
      size="lg"
      withCloseButton={!busy}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <OrderSummary lines={lines} bill={bill} mode={mode} deliveryLabel={deliveryLabel} />

        <div className={classes.agreement}>
          <Checkbox
            checked={agreed}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
            aria-labelledby={agreementId}
            disabled={busy}
            mt={2}
          />
          {/* Clicking the text ticks the box (but not when following a link in it). */}
          <div
            id={agreementId}
            className={classes.agreementText}
            onClick={(event) => {
              if (!busy && !(event.target as HTMLElement).closest('a')) setAgreed((v) => !v);
            }}
          >
            {agreement ? (
              <HtmlContent html={agreement} variant="compact" />
            ) : (
              <Text size="sm">{AGREEMENT_FALLBACK}</Text>
            )}
          </div>
        </div>

        {form}

        {state.status === 'failed' ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
            {state.message}
          </Alert>
        ) : null}
        {state.status === 'succeeded' ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
            <Group gap="xs" wrap="nowrap">
              <Loader size="xs" color="green" aria-hidden />
              <span>{PAYMENT_TEXT.succeeded}</span>
            </Group>
          </Alert>
        ) : null}

        {paymentMode === 'unconfigured' ? null : (
          <BusyButton
            size="md"
            fullWidth
            disabled={!agreed || !paymentMode || busy}
            loading={state.status === 'processing'}
            onClick={() => void pay({ lines, bill, mode, addressId }, confirmCard)}
          >
            Pay {formatUsd(bill.totalCents)}
          </BusyButton>
        )}
      </Stack>
    </Modal>
  );
}
