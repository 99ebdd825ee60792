// Parts shared by the orders list and one order: the status badge and the signed-out / unavailable states.
import { useEffect } from 'react';
import { Badge } from '@mantine/core';
import { Redirect } from 'wouter';
import { paths, withRedirect } from '@/config/paths';
import { orderStatusLabel, orderStatusTone } from '@/domain/order-status';
import { PageStatus, toast } from '@/ui';
import { ORDERS_TEXT } from './ordersText';

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    // Shade 9 text on the light fill: every tone's label reads at 4.5:1 or more.
    <Badge color={orderStatusTone(status)} c={`${orderStatusTone(status)}.9`} variant="light" radius="sm">
      {orderStatusLabel(status)}
    </Badge>
  );
}

/** §6: orders are for signed-in shoppers; log in first and come back here after. */
export function OrdersSignedOut({ back }: { back: string }) {
  useEffect(() => {
    toast('info', ORDERS_TEXT.loginFirst, 'orders-login-first');
  }, []);
  return <Redirect to={withRedirect(paths.login, back)} replace />;
}

/** The server has no My orders (a server of the plain §7 contract). */
export function OrdersUnavailable() {
  return (
    <PageStatus
      kind="info"
      title={ORDERS_TEXT.unavailableTitle}
      message={ORDERS_TEXT.unavailableMessage}
      actionLabel={ORDERS_TEXT.shop}
      actionHref={paths.home}
    />
  );
}
