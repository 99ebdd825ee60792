// Placeholder until its issue lands; the route table already points here.
import { useDocumentMeta } from '@/services/documentMeta';
import { ComingSoon } from '@/ui';

export default function DeliveryCalculatorScreen() {
  useDocumentMeta({ title: 'Delivery Charge Calculator' });
  return <ComingSoon title="Delivery Charge Calculator" />;
}
