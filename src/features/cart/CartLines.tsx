// §2 My cart table: Product (image, title linking to the product, price per box), Quantity (a stepper with
// its own loading flag), Total. At phone widths the same rows restyle into a stacked list (CSS only, so
// there is one set of controls and the table keeps its semantics).
import { useEffect, useRef } from 'react';
import { ActionIcon, Anchor, Loader, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import type { CartItem } from '@/contract';
import { MAX_LINE_QUANTITY } from '@/contract/limits';
import { lineQuantityRefusal } from '@/contract/messages';
import { lineTotalCents } from '@/domain/cart';
import { CartThumb, Price, QuantityStepper, TableHead } from '@/ui';
import type { CartLineUpdates, LineUpdateState } from './useCartLineUpdates';
import classes from './MyCart.module.css';

/** A typed quantity is sent once the shopper pauses typing. */
const TYPING_PAUSE_MS = 600;

export interface CartLinesProps {
  lines: readonly CartItem[];
  updates: Pick<CartLineUpdates, 'states' | 'submit' | 'preview' | 'discard'>;
}

export function CartLines({ lines, updates }: CartLinesProps) {
  return (
    <table className={classes.table} aria-label="Cart items">
      <TableHead
        columns={[
          'Product',
          { label: 'Quantity', className: classes.quantityHead },
          { label: 'Total', className: classes.totalHead },
        ]}
      />
      <tbody>
        {lines.map((line) => (
          <CartLineRow
            key={line.user_carts_id}
            line={line}
            state={updates.states[line.user_carts_id]}
            updates={updates}
          />
        ))}
      </tbody>
    </table>
  );
}

function CartLineRow({
  line,
  state,
  updates,
}: {
  line: CartItem;
  state: LineUpdateState | undefined;
  updates: CartLinesProps['updates'];
}) {
  const { product } = line;
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (typing.current && clearTimeout(typing.current)), []);

  const stopTyping = () => {
    if (typing.current) clearTimeout(typing.current);
    typing.current = null;
  };

  const onChange = (quantity: number, source: 'step' | 'type') => {
    stopTyping();
    // Over the bound: shown, with the reason under the field, and never sent (the server refuses it).
    if (lineQuantityRefusal(quantity)) {
      updates.preview(line, quantity);
      return;
    }
    if (source === 'step') {
      updates.submit(line, quantity);
      return;
    }
    // Typing: show it, send it after a pause. An emptied field (0) never deletes the line by itself.
    updates.preview(line, quantity);
    typing.current = setTimeout(() => {
      typing.current = null;
      if (quantity > 0 && quantity !== line.quantity) updates.submit(line, quantity);
      else updates.discard(line);
    }, TYPING_PAUSE_MS);
  };

  const busy = state?.busy ?? false;
  const shown = state?.desired ?? line.quantity;
  const title = product.slug ? (
    <Anchor component={Link} href={paths.product(product.slug)} fw={600} c="ink.8" className={classes.title}>
      {product.title}
    </Anchor>
  ) : (
    <Text fw={600} className={classes.title}>
      {product.title}
    </Text>
  );

  return (
    <tr className={classes.row} aria-busy={busy || undefined}>
      <td className={classes.productCell}>
        <div className={classes.product}>
          <CartThumb src={product.image} size={72} className={classes.thumb} />
          <div className={classes.productText}>
            {title}
            <Text size="sm" c="gray.7">
              <Price cents={product.price_per_box} size="sm" unit="box" />
            </Text>
          </div>
        </div>
      </td>
      <td className={classes.quantityCell}>
        <div className={classes.quantity}>
          <QuantityStepper
            label={`Quantity of ${product.title}`}
            labelHidden
            value={shown}
            onChange={onChange}
            min={0}
            max={MAX_LINE_QUANTITY}
            error={lineQuantityRefusal(shown)}
            allowDecimal={false}
            size="sm"
            className={classes.stepper}
          />
          <ActionIcon
            variant="subtle"
            color="gray.7"
            size="lg"
            aria-label={`Remove ${product.title}`}
            onClick={() => {
              stopTyping();
              updates.submit(line, 0);
            }}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
          <span className={classes.lineStatus} role="status">
            {busy ? (
              <>
                <Loader size={16} aria-hidden />
                <span className={classes.visuallyHidden}>Updating {product.title}…</span>
              </>
            ) : null}
          </span>
        </div>
      </td>
      <td className={classes.totalCell}>
        <span className={classes.cellLabel} aria-hidden>
          Total
        </span>
        <Price
          cents={lineTotalCents({ pricePerBoxCents: product.price_per_box, quantity: line.quantity })}
          fw={700}
        />
      </td>
    </tr>
  );
}
