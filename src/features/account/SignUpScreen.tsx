// Placeholder until its issue lands; the route table already points here.
import { PlaceholderScreen } from '@/app/PlaceholderScreen';

export default function SignUpScreen() {
  return <PlaceholderScreen title="Create an account" />;
}
