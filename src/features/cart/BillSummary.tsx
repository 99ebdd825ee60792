// §2 Bill summary: Item total (MRP), Estimated taxes (when the tax setting is not null), Shipping
// (Delivery only, a spinner while the quote is computed), the shipping message line, To be paid.
import type { ReactNode } from 'react';
import { Button, Divider, Group, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BillSummary as Bill } from '@/domain/cart';
import type { QuoteOutcome } from '@/domain/delivery';
import { Price } from '@/ui';
import classes from './MyCart.module.css';

export type ShippingState =
  /** Pickup: no shipping row. */
  | { kind: 'pickup' }
  /** Delivery without a chosen address. */
  | { kind: 'no-address' }
  | { kind: 'computing' }
  | { kind: 'quoted'; quote: QuoteOutcome };

export interface BillSummaryProps {
  bill: Bill;
  shipping: ShippingState;
  /** Asks for the quote again (shown when the quote failed or the routing service was unreachable). */
  onRetryQuote?: () => void;
  /** The checkout seam: "Process TO Continue". */
  onProceed: () => void;
  proceedDisabled?: boolean;
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={strong ? 700 : 500} size={strong ? 'lg' : 'md'}>
        {label}
      </Text>
      <div className={classes.amount}>{children}</div>
    </Group>
  );
}

/** The line under Shipping: tier and pallets, "we will call you", or why there is no quote. */
export function shippingMessage(shipping: ShippingState): string | null {
  switch (shipping.kind) {
    case 'pickup':
      return null;
    case 'no-address':
      return 'Add a delivery address to get your freight quote.';
    case 'computing':
      return 'Calculating your delivery charge…';
    case 'quoted': {
      const { quote } = shipping;
      if (quote.kind === 'priced')
        return `${quote.label} ${quote.message} · ${quote.miles.toFixed(2)} miles from our warehouse`;
      return quote.message;
    }
  }
}

export function BillSummary({ bill, shipping, onRetryQuote, onProceed, proceedDisabled }: BillSummaryProps) {
  const message = shippingMessage(shipping);
  const failed = shipping.kind === 'quoted' && shipping.quote.kind === 'failed';
  // A routing outage is "we will call you" (§8) and the order can go ahead; the shopper may also ask again
  // for a price once the service is back.
  const outage =
    shipping.kind === 'quoted' &&
    shipping.quote.kind === 'call' &&
    shipping.quote.reason === 'routing-unavailable';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="bill-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="bill-summary-title">
          Bill summary
        </Title>
        <Row label="Item total (MRP)">
          <Price cents={bill.itemsCents} />
        </Row>
        {bill.taxCents !== null ? (
          <Row label="Estimated taxes">
            <Price cents={bill.taxCents} />
          </Row>
        ) : null}
        {shipping.kind !== 'pickup' ? (
          <Row label="Shipping">
            {shipping.kind === 'computing' ? (
              <>
                <Loader size="sm" aria-hidden />
                <VisuallyHidden>Calculating shipping</VisuallyHidden>
              </>
            ) : shipping.kind === 'quoted' && shipping.quote.kind === 'priced' ? (
              <Price cents={bill.deliveryCents} />
            ) : (
              <Text c="gray.7">—</Text>
            )}
          </Row>
        ) : null}
        {message ? (
          <Text
            size="sm"
            c={failed ? 'red.6' : 'gray.7'}
            role={failed ? 'alert' : undefined}
            aria-live="polite"
          >
            {message}
          </Text>
        ) : null}
        {(failed || outage) && onRetryQuote ? (
          <Button variant="light" size="xs" onClick={onRetryQuote} className={classes.retryQuote}>
            Try the quote again
          </Button>
        ) : null}
        <Divider my={4} />
        <Row label="To be paid" strong>
          <Price cents={bill.totalCents} fw={700} size="lg" />
        </Row>
        <Button size="md" fullWidth mt="xs" onClick={onProceed} disabled={proceedDisabled}>
          Process TO Continue
        </Button>
      </Stack>
    </Paper>
  );
}
