// §2/§5 coverage calculator: linked coverage (sqft) and boxes fields, the 10% wastage checkbox with
// its hint, the area with wastage when it is ticked, the order total for the boxes, and the Add to Cart /
// Buy Now buttons.
import { useEffect, useId, useState } from 'react';
import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { IconBolt, IconShoppingCartPlus } from '@tabler/icons-react';
import type { Product } from '@/contract';
import { MAX_LINE_QUANTITY } from '@/contract/limits';
import { lineQuantityRefusal } from '@/contract/messages';
import {
  coverageFor,
  coverageHint,
  initialCoverage,
  sqftForBoxes,
  withCoverageBoxes,
  withCoverageSqft,
  withCoverageWastage,
  type CoverageState,
} from '@/domain/coverage';
import { BusyButton, Price, QuantityStepper } from '@/ui';
import { clearCoverageDraft, readCoverageDraft } from './coverageDraft';
import { formatSqft } from './productText';
import { useAddToCart } from './useAddToCart';
import classes from './CoverageCalculator.module.css';

export interface CoverageCalculatorProps {
  product: Pick<Product, 'product_id' | 'slug' | 'title' | 'price_per_box' | 'sqft_in_box'>;
}

export function CoverageCalculator({ product }: CoverageCalculatorProps) {
  const sqftInBox = product.sqft_in_box;
  // Back from the login round-trip: what the shopper had entered (read here, cleared after mount).
  const [coverage, setCoverage] = useState<CoverageState>(
    () => readCoverageDraft(product.slug) ?? initialCoverage(sqftInBox),
  );
  useEffect(() => clearCoverageDraft(product.slug), [product.slug]);

  const { add, pending, sqftError, clearSqftError } = useAddToCart(product);
  const hintId = useId();

  const update = (next: CoverageState) => {
    setCoverage(next);
    if (next.sqft > 0) clearSqftError();
  };

  const hint =
    coverage.boxes > 0
      ? coverageHint(coverage.boxes, coverage.wastage)
      : 'Enter the area to cover to see how many boxes you need.';
  // §5 "Wastage adds 10% to sqft": the area the boxes are counted for.
  const areaWithWastage =
    coverage.wastage && coverage.sqft > 0
      ? coverageFor({ sqft: coverage.sqft, wastage: true, sqftInBox }).orderSqft
      : null;
  const totalCents =
    product.price_per_box !== null && coverage.boxes > 0 ? product.price_per_box * coverage.boxes : null;

  return (
    <Paper
      component="section"
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      className={classes.root}
      aria-labelledby={`${hintId}-title`}
    >
      <Stack gap="md">
        <Text component="h2" id={`${hintId}-title`} className={classes.title}>
          How much do you need?
        </Text>
        <div className={classes.fields}>
          <QuantityStepper
            label="Coverage (sqft)"
            unit="sqft"
            value={coverage.sqft}
            min={0}
            onChange={(sqft) => update(withCoverageSqft(coverage, sqft, sqftInBox))}
            error={sqftError}
          />
          <QuantityStepper
            label="Number of boxes"
            unit={coverage.boxes === 1 ? 'box' : 'boxes'}
            value={coverage.boxes}
            min={1}
            max={MAX_LINE_QUANTITY}
            allowDecimal={false}
            onChange={(boxes) => update(withCoverageBoxes(coverage, boxes, sqftInBox))}
            // Typed, or counted from the coverage: said here before anything is sent.
            error={lineQuantityRefusal(coverage.boxes)}
          />
        </div>
        <div>
          <Checkbox
            label="Add wastage (10%)"
            checked={coverage.wastage}
            onChange={(event) =>
              update(withCoverageWastage(coverage, event.currentTarget.checked, sqftInBox))
            }
            aria-describedby={hintId}
          />
          <Text id={hintId} size="sm" c="gray.7" mt={6} ml={32} aria-live="polite">
            {hint}
          </Text>
        </div>

        <div className={classes.total} aria-live="polite">
          <div>
            <Text size="sm" c="gray.7">
              Total for {coverage.boxes} {coverage.boxes === 1 ? 'box' : 'boxes'}
            </Text>
            {areaWithWastage !== null ? (
              <Text size="xs" c="gray.7">
                {formatSqft(areaWithWastage)} sqft with 10% wastage
              </Text>
            ) : null}
            {coverage.boxes > 0 && sqftInBox ? (
              <Text size="xs" c="gray.7">
                Covers {formatSqft(sqftForBoxes(coverage.boxes, sqftInBox))} sqft
              </Text>
            ) : null}
          </div>
          {totalCents !== null ? (
            <Price cents={totalCents} size="xl" className={classes.totalPrice} />
          ) : (
            <Text fw={600}>—</Text>
          )}
        </div>

        <div className={classes.actions}>
          <BusyButton
            size="lg"
            variant="outline"
            classNames={{ root: classes.action, section: classes.actionIcon }}
            leftSection={<IconShoppingCartPlus size={20} aria-hidden />}
            loading={pending === 'cart'}
            disabled={pending !== null && pending !== 'cart'}
            onClick={() => void add('cart', coverage)}
          >
            Add to Cart
          </BusyButton>
          <BusyButton
            size="lg"
            classNames={{ root: classes.action, section: classes.actionIcon }}
            leftSection={<IconBolt size={20} aria-hidden />}
            loading={pending === 'buy'}
            disabled={pending !== null && pending !== 'buy'}
            onClick={() => void add('buy', coverage)}
          >
            Buy Now
          </BusyButton>
        </div>
      </Stack>
    </Paper>
  );
}
