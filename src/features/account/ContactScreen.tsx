// Placeholder until its issue lands; the route table already points here.
import { PlaceholderScreen } from '@/app/PlaceholderScreen';

export default function ContactScreen() {
  return <PlaceholderScreen title="Contact Us" />;
}
