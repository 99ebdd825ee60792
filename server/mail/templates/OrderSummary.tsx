// tsx (npm run start:api, the e2e server) reads the solution tsconfig, which sets no JSX mode: say it here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
// An order as charged (its stored lines and figures): the table shared by the shopper's confirmation, the
// shop's notice and the status mails.
import { Column, Row, Section, Text } from '@react-email/components';
import { formatUsd } from '../../../src/domain/money';
import { mailColours, paragraph } from './Layout';

export interface MailOrderLine {
  title: string;
  quantity: number;
  pricePerBoxCents: number;
  lineTotalCents: number;
}

export interface MailAddress {
  name: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
  postal_code: string;
  mobile_number: string;
}

export interface MailOrder {
  id: number;
  createdAt: Date;
  lines: MailOrderLine[];
  subTotalCents: number;
  /** null: the shop charges no tax (the row is hidden). */
  taxCents: number | null;
  shippingCents: number;
  totalCents: number;
  deliveryType: 'Pickup' | 'Delivery';
  deliveryLabel: string;
  address: MailAddress | null;
  /** The warehouse the shopper picks up from. */
  pickupAddress: string;
  /** The delivery charge is to be arranged by phone ("We will call you to set up delivery."). */
  callToArrange: boolean;
  /** The order's page on the storefront. */
  url: string;
}

const cell = { fontSize: 14, lineHeight: '20px', padding: '6px 0', color: mailColours.text } as const;
const right = { ...cell, textAlign: 'right' as const };

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <Row>
      <Column style={{ ...cell, fontWeight: weight }}>{label}</Column>
      <Column style={{ ...right, fontWeight: weight }}>{value}</Column>
    </Row>
  );
}

export function OrderLines({ order }: { order: MailOrder }) {
  return (
    <Section style={{ borderTop: `1px solid ${mailColours.border}`, margin: '12px 0' }}>
      {order.lines.map((line, index) => (
        <Row key={index} style={{ borderBottom: `1px solid ${mailColours.border}` }}>
          <Column style={cell}>
            {line.title}
            <br />
            <span style={{ color: mailColours.muted, fontSize: 13 }}>
              {line.quantity} × {formatUsd(line.pricePerBoxCents)} per box
            </span>
          </Column>
          <Column style={right}>{formatUsd(line.lineTotalCents)}</Column>
        </Row>
      ))}
      <Figure label="Subtotal" value={formatUsd(order.subTotalCents)} />
      {order.taxCents !== null && <Figure label="Tax" value={formatUsd(order.taxCents)} />}
      {order.deliveryType === 'Delivery' && (
        <Figure
          label="Delivery"
          value={order.callToArrange ? 'To be arranged' : formatUsd(order.shippingCents)}
        />
      )}
      <Figure label="Total paid" value={formatUsd(order.totalCents)} strong />
    </Section>
  );
}

export function Fulfilment({ order }: { order: MailOrder }) {
  if (order.deliveryType === 'Pickup')
    return (
      <Text style={paragraph}>
        <strong>Pickup</strong> at our warehouse: {order.pickupAddress || 'we will send you the address.'}
      </Text>
    );
  const a = order.address;
  return (
    <>
      <Text style={paragraph}>
        <strong>{order.deliveryLabel && !order.callToArrange ? order.deliveryLabel : 'Delivery'}</strong> to{' '}
        {a
          ? [a.name, a.address_line_1, a.address_line_2, `${a.city}, ${a.state} ${a.postal_code}`.trim()]
              .filter(Boolean)
              .join(', ')
          : 'your address'}
      </Text>
      {order.callToArrange && <Text style={paragraph}>We will call you to set up delivery.</Text>}
    </>
  );
}
