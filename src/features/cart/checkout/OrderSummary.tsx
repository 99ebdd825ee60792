// The checkout modal's order summary: the lines, items, tax, delivery with its label, total (§2, §9).
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { CartItem } from '@/contract';
import { lineTotalCents, type BillSummary, type FulfilmentMode } from '@/domain/cart';
import { Price } from '@/ui';
import classes from './Checkout.module.css';

export interface OrderSummaryProps {
  lines: readonly CartItem[];
  bill: BillSummary;
  mode: FulfilmentMode;
  deliveryLabel: string | null;
}

export function OrderSummary({ lines, bill, mode, deliveryLabel }: OrderSummaryProps) {
  return (
    <section aria-labelledby="order-summary-title" className={classes.summary}>
      <Text fw={700} id="order-summary-title" mb="xs">
        Order summary
      </Text>
      <Stack component="ul" gap={6} className={classes.lines} aria-label="Items in this order">
        {lines.map((line) => (
          <Group component="li" key={line.user_carts_id} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" className={classes.lineTitle}>
              {line.product.title} × {line.quantity} {line.quantity === 1 ? 'box' : 'boxes'}
            </Text>
            <Price
              cents={lineTotalCents({
                pricePerBoxCents: line.product.price_per_box,
                quantity: line.quantity,
              })}
              size="sm"
            />
          </Group>
        ))}
      </Stack>
      <Divider my="sm" />
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm">Items</Text>
          <Price cents={bill.itemsCents} size="sm" />
        </Group>
        {bill.taxCents !== null ? (
          <Group justify="space-between">
            <Text size="sm">Estimated taxes</Text>
            <Price cents={bill.taxCents} size="sm" />
          </Group>
        ) : null}
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm">{mode === 'delivery' ? 'Delivery' : 'Pickup'}</Text>
            <Text size="xs" c="gray.7">
              {mode === 'delivery' ? deliveryLabel : 'Collect from our store'}
            </Text>
          </div>
          <Price cents={bill.deliveryCents} size="sm" />
        </Group>
        <Divider my={4} />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Price cents={bill.totalCents} fw={700} />
        </Group>
      </Stack>
    </section>
  );
}
