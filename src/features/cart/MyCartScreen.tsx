// Placeholder until its issue lands; the route table already points here.
import { useDocumentMeta } from '@/services/documentMeta';
import { ComingSoon } from '@/ui';

export default function MyCartScreen() {
  useDocumentMeta({ title: 'My Cart' });
  return <ComingSoon title="My Cart" />;
}
