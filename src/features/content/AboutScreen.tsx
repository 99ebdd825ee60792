// Placeholder until its issue lands; the route table already points here.
import { PlaceholderScreen } from '@/app/PlaceholderScreen';

export default function AboutScreen() {
  return <PlaceholderScreen title="About Us" />;
}
