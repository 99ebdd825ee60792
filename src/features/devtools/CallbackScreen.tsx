// Placeholder until its issue lands; the route table already points here.
import { useDocumentMeta } from '@/services/documentMeta';
import { ComingSoon } from '@/ui';

export default function CallbackScreen() {
  useDocumentMeta({ title: 'Accounting connection test' });
  return <ComingSoon title="Accounting connection test" />;
}
