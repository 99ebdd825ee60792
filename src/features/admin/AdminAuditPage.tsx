// /admin/audit: every back-office change, newest first (who, when, what, before and after), 50 a page.
import { useState } from 'react';
import { Button, Code, Select, Stack, Table, Text, Title } from '@mantine/core';
import useSWRInfinite from 'swr/infinite';
import type { AdminRequest } from '@/contract/admin';
import { useDocumentMeta } from '@/services/documentMeta';
import { LoadFailed, LoadingView, StatusView } from '@/ui';
import { adminCall } from './api';
import { AdminFrame } from './AdminFrame';
import { ADMIN_TEXT } from './adminText';
import { auditChange } from './auditChange';
import { AdminStackedTable, AdminTableHead, adminDateTime } from './orderParts';
import classes from './AdminAudit.module.css';

type Entity = NonNullable<AdminRequest<'adminAudit'>['entity']>;
const ENTITIES: { value: Entity; label: string }[] = [
  { value: 'order', label: 'Orders' },
  { value: 'product', label: 'Products' },
  { value: 'category', label: 'Categories' },
  { value: 'media', label: 'Uploads' },
  { value: 'settings', label: 'Settings' },
  { value: 'delivery_tiers', label: 'Delivery tiers' },
  { value: 'home', label: 'Home page' },
  { value: 'home_banners', label: 'Home banners' },
  { value: 'testimonials', label: 'Testimonials' },
  { value: 'about', label: 'About page' },
  { value: 'owner', label: 'Owners' },
];

export default function AdminAuditScreen() {
  useDocumentMeta({ title: ADMIN_TEXT.auditTitle, robots: 'noindex' });
  return (
    <AdminFrame>
      <AuditLog />
    </AdminFrame>
  );
}

function AuditLog() {
  const [entity, setEntity] = useState<Entity | null>(null);
  const pages = useSWRInfinite(
    (index, previous: Awaited<ReturnType<typeof adminCall<'adminAudit'>>> | null) => {
      if (previous && previous.next_before_id === null) return null;
      return ['admin', 'adminAudit', entity, index === 0 ? null : previous?.next_before_id];
    },
    ([, , e, before]) =>
      adminCall('adminAudit', {
        ...(e ? { entity: e as Entity } : {}),
        ...(typeof before === 'number' ? { before_id: before } : {}),
      }),
  );
  const entries = pages.data?.flatMap((p) => p.entries) ?? [];
  const more = pages.data?.at(-1)?.next_before_id != null;
  let body;
  if (pages.error && !pages.data)
    body = <LoadFailed title={ADMIN_TEXT.failedTitle} error={pages.error} onRetry={() => pages.mutate()} />;
  else if (!pages.data) body = <LoadingView label={ADMIN_TEXT.loading} mih={240} />;
  else if (entries.length === 0) body = <StatusView kind="empty" title={ADMIN_TEXT.auditEmpty} />;
  else
    body = (
      <>
        <AdminStackedTable minWidth={760} striped verticalSpacing="xs">
          <AdminTableHead columns={['When', 'Who', 'What', 'What changed']} />
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td className={classes.when}>{adminDateTime(e.at)}</Table.Td>
                <Table.Td className={classes.who}>{e.actor_email}</Table.Td>
                <Table.Td className={classes.what}>
                  <Text size="sm" fw={600}>
                    {e.action}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {e.entity} {e.entity_id}
                  </Text>
                </Table.Td>
                <Table.Td maw={460} className={classes.change}>
                  <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {auditChange(e.before, e.after).join('\n')}
                  </Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </AdminStackedTable>
        {more ? (
          <Button
            variant="default"
            w="fit-content"
            loading={pages.isValidating}
            onClick={() => void pages.setSize(pages.size + 1)}
          >
            {ADMIN_TEXT.loadMore}
          </Button>
        ) : null}
      </>
    );
  return (
    <Stack gap="md">
      <Title order={1}>{ADMIN_TEXT.auditTitle}</Title>
      <Select
        label="Show"
        placeholder="Every change"
        data={ENTITIES}
        value={entity}
        onChange={(v) => setEntity(v as Entity | null)}
        clearable
        w={220}
      />
      {body}
    </Stack>
  );
}
