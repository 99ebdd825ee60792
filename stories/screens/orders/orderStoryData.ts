// Wire answers of My orders for the stories: a page of orders and one order in each status, as the reference
// server sends them (the demo catalogue's titles and prices).
import { HttpResponse, type HttpHandler } from 'msw';
import {
  endpoints,
  failEnvelope,
  okEnvelope,
  type WireOrderDetails,
  type WireOrderSummary,
} from '@/contract';
import { on } from '@mocks/handlers/http';
import { settings } from '@fixtures';

const at = (day: number, hour = 15) => `2026-11-${String(day).padStart(2, '0')}T${hour}:20:00.000Z`;

export function summary(id: number, overrides: Partial<WireOrderSummary> = {}): WireOrderSummary {
  return {
    userorder_id: id,
    created_at: at(20 - (id % 19)),
    order_status: 'Confirm',
    total: '1056.34',
    delivery_type: 'Pickup',
    delivery_label: 'Pickup',
    delivery_call_required: false,
    boxes: 15,
    ...overrides,
  };
}

export function ordersPage(count: number, page = 1, pageCount = 1) {
  const orders = Array.from({ length: count }, (_, i) =>
    summary(5100 - i - (page - 1) * 10, {
      order_status: ['Confirm', 'ReadyForPickup', 'Completed', 'Cancelled'][i % 4],
      delivery_type: i % 3 === 1 ? 'Delivery' : 'Pickup',
      delivery_label: i % 3 === 1 ? 'Standard Delivery' : 'Pickup',
    }),
  );
  return { orders, page, page_count: pageCount, total: (pageCount - 1) * 10 + count };
}

/** Sam Rivera's delivery address as an order carries it (also the mails' delivered order). */
export const houston = {
  name: 'Sam Rivera',
  address_line_1: '2315 Bissonnet St',
  address_line_2: '',
  city: 'Houston',
  state: 'TX',
  postal_code: '77005',
  mobile_number: '7135550142',
};

const lifeOf: Record<string, string[]> = {
  Confirm: ['Confirm'],
  ReadyForPickup: ['Confirm', 'ReadyForPickup'],
  OutForDelivery: ['Confirm', 'OutForDelivery'],
  Completed: ['Confirm', 'ReadyForPickup', 'Completed'],
  Cancelled: ['Confirm', 'Cancelled'],
  Refunded: ['Confirm', 'OutForDelivery', 'Refunded'],
};

export function details(
  status: string,
  delivery: 'Pickup' | 'Delivery' | 'Call' = 'Pickup',
): WireOrderDetails {
  const delivered = delivery !== 'Pickup';
  return {
    ...summary(5001, {
      order_status: status,
      delivery_type: delivered ? 'Delivery' : 'Pickup',
      delivery_label:
        delivery === 'Call'
          ? 'We will call you to set up delivery.'
          : delivered
            ? 'Standard Delivery'
            : 'Pickup',
      delivery_call_required: delivery === 'Call',
      total: delivered && delivery !== 'Call' ? '1131.15' : '1056.34',
    }),
    sub_total: '975.81',
    tax: '80.53',
    shipping: delivered && delivery !== 'Call' ? '74.81' : '0.00',
    payment_status: 'succeeded',
    payment_type: 'Online',
    miles: delivered ? 12.4 : null,
    pallets: delivered ? 1 : 0,
    address: delivered ? houston : null,
    pickup_address: delivered ? '' : settings.warehouse_address,
    items: [
      { product_id: 1, title: 'Coastal Oak SPC', quantity: 12, price: '66.32', line_total: '795.84' },
      { product_id: 2, title: 'Harbor Grey LVT', quantity: 3, price: '59.99', line_total: '179.97' },
    ],
    history: (lifeOf[status] ?? [status]).map((s, i) => ({ status: s, created_at: at(18 + i, 10 + i) })),
  };
}

export const answer = (
  endpoint: typeof endpoints.userOrders | typeof endpoints.userOrderDetails,
  data: unknown,
) => on(endpoint, () => HttpResponse.json(okEnvelope(data)));

export const pagedOrders: HttpHandler = on(endpoints.userOrders, async ({ request }) => {
  const page = Number((await request.clone().formData()).get('page') ?? 1);
  return HttpResponse.json(okEnvelope(ordersPage(page === 1 ? 10 : 3, page, 2)));
});

export const notFoundOrder = on(endpoints.userOrderDetails, () =>
  HttpResponse.json(failEnvelope('Order not found'), { status: 404 }),
);
