// Quantity changes on the cart page (§4, §5, §8): one LatestValueSender per line, so a line has at most
// one request in flight and rapid clicks send only the last quantity. While a line is busy its stepper
// shows the quantity asked for; every total on the page stays the server's (the cart as last fetched)
// until the server has agreed. Decreasing a line of 1 (a quantity of 0) deletes it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCartActions } from '@/api';
import type { CartItem } from '@/contract';
import { toast } from '@/ui';
import { CART_TEXT, deleteLineFailureText, failureText } from './cartMessages';
import { LatestValueSender } from './latestValueSender';

export interface LineUpdateState {
  /** The quantity the shopper asked for and the server has not confirmed yet. */
  desired: number;
  busy: boolean;
}

export function useCartLineUpdates() {
  const { saveLine, deleteLine, refresh } = useCartActions();
  const [states, setStates] = useState<Record<number, LineUpdateState>>({});
  const senders = useRef(new Map<number, LatestValueSender<number>>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const patch = useCallback((lineId: number, next: Partial<LineUpdateState> | null) => {
    if (!mounted.current) return;
    setStates((all) => {
      if (next === null) {
        if (!(lineId in all)) return all;
        const { [lineId]: _gone, ...rest } = all;
        return rest;
      }
      const current = all[lineId] ?? { desired: 0, busy: false };
      return { ...all, [lineId]: { ...current, ...next } };
    });
  }, []);

  const senderFor = (line: CartItem) => {
    let sender = senders.current.get(line.user_carts_id);
    if (!sender) {
      sender = new LatestValueSender<number>(
        (quantity) =>
          quantity === 0
            ? deleteLine(line.user_carts_id)
            : saveLine({
                userCartsId: line.user_carts_id,
                productId: line.product.product_id,
                pricePerBoxCents: line.product.price_per_box,
                quantity,
              }),
        {
          busy: (busy) => patch(line.user_carts_id, { busy }),
          done: (quantity) => {
            senders.current.delete(line.user_carts_id);
            patch(line.user_carts_id, null);
            toast('success', quantity === 0 ? CART_TEXT.deleted : CART_TEXT.updated);
          },
          failed: (error, quantity) => {
            senders.current.delete(line.user_carts_id);
            patch(line.user_carts_id, null);
            toast(
              'error',
              quantity === 0 ? deleteLineFailureText(error) : failureText(error, CART_TEXT.updateFailed),
            );
            void refresh().catch(() => undefined);
          },
        },
      );
      senders.current.set(line.user_carts_id, sender);
    }
    return sender;
  };

  return {
    states,
    /** Sends `quantity` for the line (0 deletes it); while a request is in flight only the last value waits. */
    submit(line: CartItem, quantity: number) {
      patch(line.user_carts_id, { desired: quantity });
      senderFor(line).submit(quantity);
    },
    /** Shows a typed quantity without sending it yet. */
    preview(line: CartItem, quantity: number) {
      patch(line.user_carts_id, { desired: quantity });
    },
    /** Drops an unsent preview (the stepper shows the server's quantity again). */
    discard(line: CartItem) {
      if (!senders.current.get(line.user_carts_id)?.isBusy) patch(line.user_carts_id, null);
    },
  };
}

export type CartLineUpdates = ReturnType<typeof useCartLineUpdates>;
