// Placeholder until its issue lands; the route table already points here.
import { PlaceholderScreen } from '@/app/PlaceholderScreen';

export default function DeliveryCalculatorScreen() {
  return <PlaceholderScreen title="Delivery Charge Calculator" />;
}
