// §4 Payment, §5 Checkout, §8 Payment texts: from Pay to a stored order.
//   idle → processing (create or reuse the payment intent, confirm the card) → succeeded ("payment succeeded
//   and order is being processed") → POST checkout with the Userorder fields → cart refetched, toast
//   "🎉 Order placed successfully!" naming the order, go to /, modal closed;
//   or failed with the §8 message, the card can be corrected and paid again.
// A declined card leaves its intent waiting for another card, so paying again re-confirms the SAME intent
// (no second charge, no second intent) as long as the order it was priced for is unchanged.
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { call, messageOf, useAddresses, useCartActions } from '@/api';
import { paths } from '@/config/paths';
import type { Address, CartItem } from '@/contract';
import type { BillSummary, FulfilmentMode } from '@/domain/cart';
import { centsToDecimal } from '@/domain/money';
import { deliveryCallRequired } from '@/domain/order-status';
import { PAYMENT_TEXT, type ConfirmCard } from '@/services/payments';
import { showPlacedOrder } from '@/state';
import { toast } from '@/ui';

export type PaymentState =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'succeeded' }
  | { status: 'failed'; message: string };

export interface OrderToPay {
  lines: readonly CartItem[];
  bill: BillSummary;
  mode: FulfilmentMode;
  /** The delivery address (0 for pickup). */
  addressId: number;
}

class PaymentFailure extends Error {}

/** What the intent was created for: the same order may reuse it. */
const signatureOf = (order: OrderToPay) =>
  [
    order.mode,
    order.addressId,
    order.bill.totalCents,
    ...order.lines.map((l) => `${l.user_carts_id}×${l.quantity}`),
  ].join('|');

export function usePlaceOrder({ onPlaced }: { onPlaced: () => void }) {
  const [state, setState] = useState<PaymentState>({ status: 'idle' });
  const intent = useRef<{ signature: string; clientSecret: string; id: string; paid?: boolean } | null>(null);
  const busy = useRef(false);
  const { refresh: refreshCart } = useCartActions();
  const addresses = useAddresses();
  const [, navigate] = useLocation();

  async function pay(order: OrderToPay, confirmCard: ConfirmCard | null) {
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'processing' });
    const deliveryType = order.mode === 'delivery' ? 'Delivery' : 'Pickup';
    const lineIds = order.lines.map((l) => l.user_carts_id).join(',');
    try {
      const signature = signatureOf(order);
      if (intent.current?.signature !== signature) {
        intent.current = null;
        const created = await call('createPaymentIntent', {
          amount: order.bill.totalCents,
          currency: 'usd',
          delivery_type: deliveryType,
          appuser_address_id: order.addressId,
          user_carts_id: lineIds,
        }).catch((error: unknown) => {
          throw new PaymentFailure(messageOf(error, PAYMENT_TEXT.initFailed));
        });
        if (!created?.clientSecret) throw new PaymentFailure(PAYMENT_TEXT.initFailed);
        intent.current = { signature, clientSecret: created.clientSecret, id: created.paymentIntentId };
      }
      // Paid already, but the order was not stored (checkout failed): post the order again, never the card.
      if (!intent.current.paid) {
        if (!confirmCard) throw new PaymentFailure(PAYMENT_TEXT.noCardElement);
        let result;
        try {
          result = await confirmCard(intent.current.clientSecret);
        } catch (error) {
          // The server refused the step (e.g. the cart changed and the intent was cancelled): start afresh.
          intent.current = null;
          throw error;
        }
        if (result.error) throw new PaymentFailure(result.error.message || PAYMENT_TEXT.failed);
        if (result.paymentIntent.status !== 'succeeded')
          throw new PaymentFailure(PAYMENT_TEXT.status(result.paymentIntent.status));
        intent.current = { ...intent.current, id: result.paymentIntent.id, paid: true };
      }

      setState({ status: 'succeeded' });
      const receipt = await call('checkout', {
        'Userorder[appuser_address_id]': order.addressId,
        'Userorder[payment_type]': 'Online',
        'Userorder[payment_status]': 'succeeded',
        'Userorder[payment_id]': intent.current.id,
        'Userorder[tax]': centsToDecimal(order.bill.taxCents ?? 0),
        // §9 "shipping field sent as 0": the delivery charge is part of the total.
        'Userorder[shipping]': '0',
        'Userorder[sub_total]': centsToDecimal(order.bill.itemsCents),
        'Userorder[total]': centsToDecimal(order.bill.totalCents),
        'Userorder[order_status]': 'Confirm',
        'Userorder[delivery_type]': deliveryType,
        'Userorder[user_carts_id]': lineIds,
      });
      intent.current = null;
      await refreshCart().catch(() => undefined);
      const orderId = receipt?.userorder_id;
      toast(
        'success',
        orderId ? `Order #${String(orderId)} is confirmed.` : PAYMENT_TEXT.orderPlaced,
        undefined,
        orderId ? PAYMENT_TEXT.orderPlaced : undefined,
      );
      setState({ status: 'idle' });
      navigate(paths.home);
      onPlaced();
      // The payment success dialog on / (what was bought as charged: the lines and total this order paid).
      const address = addresses.data?.find((a) => a.appuser_address_id === order.addressId) ?? null;
      showPlacedOrder({
        orderId: orderId ?? null,
        lines: order.lines.map((l) => ({
          title: l.product.title,
          quantity: l.quantity,
          lineTotalCents: l.product.price_per_box * l.quantity,
        })),
        totalCents: receipt?.total ?? order.bill.totalCents,
        deliveryType,
        address: deliveryType === 'Delivery' && address ? addressLine(address) : null,
        callRequired: deliveryCallRequired({
          deliveryType,
          deliveryLabel: receipt?.delivery_label,
          callRequired: (receipt as { delivery_call_required?: boolean } | null)?.delivery_call_required,
        }),
      });
    } catch (error) {
      setState({
        status: 'failed',
        message: error instanceof PaymentFailure ? error.message : messageOf(error, PAYMENT_TEXT.generic),
      });
    } finally {
      busy.current = false;
    }
  }

  return { state, pay, reset: () => setState({ status: 'idle' }) };
}

/** An address on one line, as the success dialog shows it. */
export function addressLine(a: Address): string {
  return [a.name, a.address_line_1, a.address_line_2, `${a.city}, ${a.state} ${a.postal_code}`.trim()]
    .filter(Boolean)
    .join(', ');
}
