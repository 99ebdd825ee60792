// Title, price per sqft, struck-through main price, save badge and box facts (§2 product details).
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconBox, IconTruckDelivery } from '@tabler/icons-react';
import type { Product } from '@/contract';
import { Price } from '@/ui';
import { formatSqft, saveBadgeLabel } from './productText';
import classes from './ProductSummary.module.css';

export interface ProductSummaryProps {
  product: Pick<
    Product,
    'title' | 'price' | 'main_price' | 'save_button_price' | 'price_per_box' | 'sqft_in_box'
  >;
  categoryTitle?: string | null;
}

export function ProductSummary({ product, categoryTitle }: ProductSummaryProps) {
  const badge = saveBadgeLabel(product.save_button_price);
  const showOriginal = product.main_price !== null && product.main_price !== product.price;
  return (
    <Stack gap="sm">
      {categoryTitle ? (
        <Text size="sm" fw={600} c="oak.8" tt="uppercase" className={classes.eyebrow}>
          {categoryTitle}
        </Text>
      ) : null}
      <Title order={1} className={classes.title}>
        {product.title}
      </Title>
      <Group gap="sm" align="baseline" wrap="wrap">
        {product.price !== null ? (
          <Price cents={product.price} unit="sqft" size="xl" className={classes.price} />
        ) : (
          <Text fw={600}>Price on request</Text>
        )}
        {showOriginal ? <Price cents={product.main_price!} unit="sqft" variant="original" size="md" /> : null}
        {badge ? (
          <Badge size="lg" radius="sm" color="red.8" variant="filled" className={classes.badge}>
            {badge}
          </Badge>
        ) : null}
      </Group>
      <Group gap="lg" className={classes.facts}>
        {product.sqft_in_box ? (
          <Group gap={6} wrap="nowrap">
            <IconBox size={18} stroke={1.6} aria-hidden />
            <Text size="sm">
              <strong>{formatSqft(product.sqft_in_box)} sqft</strong> per box
            </Text>
          </Group>
        ) : null}
        {product.price_per_box !== null ? (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">
              <Price cents={product.price_per_box} size="sm" fw={700} /> per box
            </Text>
          </Group>
        ) : null}
        <Group gap={6} wrap="nowrap">
          <IconTruckDelivery size={18} stroke={1.6} aria-hidden />
          <Text size="sm">Pickup or delivery</Text>
        </Group>
      </Group>
    </Stack>
  );
}
