// Placeholder until its issue lands; the route table already points here.
import { useDocumentMeta } from '@/services/documentMeta';
import { ComingSoon } from '@/ui';

export default function CallbackTestScreen() {
  useDocumentMeta({ title: 'Payment tokenisation test' });
  return <ComingSoon title="Payment tokenisation test" />;
}
