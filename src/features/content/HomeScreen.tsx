// Placeholder until its issue lands; the route table already points here.
import { PlaceholderScreen } from '@/app/PlaceholderScreen';

export default function HomeScreen() {
  return <PlaceholderScreen title="SPC and LVT flooring for less" />;
}
