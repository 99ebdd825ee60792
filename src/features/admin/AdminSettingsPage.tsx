// /admin/settings: the shop's settings (contact, socials, meta, tax, warehouse, policies as HTML the server
// sanitizes) and the delivery tiers with a quote preview. Checked with the contract's messages.
import { useState } from 'react';
import { Alert, Button, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ShopSettingsFields, type AdminData } from '@/contract/admin';
import { useDocumentMeta } from '@/services/documentMeta';
import { LoadFailed, LoadingView, toast } from '@/ui';
import { adminCall, failureOf, useAdmin } from './api';
import { AdminFrame } from './AdminFrame';
import { ADMIN_TEXT } from './adminText';
import { DeliveryTiersForm } from './DeliveryTiersForm';

type Settings = AdminData<'adminSettings'>['settings'];
type Values = Record<keyof Settings, string>;
const NUMBERS = ['tax_percent', 'warehouse_lat', 'warehouse_lng'] as const;
const TEXTS: [keyof Settings, string][] = [
  ['contact_no', 'Contact number'],
  ['email', 'E-mail'],
  ['address', 'Address'],
  ['map_url', 'Map URL'],
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['tiktok', 'TikTok'],
  ['meta_title', 'Meta title'],
  ['meta_description', 'Meta description'],
  ['meta_tag', 'Meta keywords'],
  ['tax_percent', 'Tax (%)'],
  ['warehouse_address', 'Warehouse address'],
  ['warehouse_lat', 'Warehouse latitude'],
  ['warehouse_lng', 'Warehouse longitude'],
];

const valuesOf = (s: Settings): Values =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v === null ? '' : String(v)])) as Values;

export function settingsOf(v: Values): { settings: Settings | null; errors: Record<string, string> } {
  const candidate: Record<string, unknown> = { ...v };
  for (const key of NUMBERS) candidate[key] = v[key].trim() === '' ? null : Number(v[key]);
  const parsed = ShopSettingsFields.safeParse(candidate);
  if (parsed.success) return { settings: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { settings: null, errors };
}

export default function AdminSettingsScreen() {
  useDocumentMeta({ title: ADMIN_TEXT.settingsTitle, robots: 'noindex' });
  const settings = useAdmin('adminSettings', {});
  return (
    <AdminFrame>
      {settings.error ? (
        <LoadFailed
          title={ADMIN_TEXT.failedTitle}
          error={settings.error}
          onRetry={() => void settings.mutate()}
        />
      ) : !settings.data ? (
        <LoadingView label={ADMIN_TEXT.loading} mih={320} />
      ) : (
        <Stack gap="lg">
          <SettingsForm initial={settings.data.settings} />
          <DeliveryTiersForm initial={settings.data.tiers} />
        </Stack>
      )}
    </AdminFrame>
  );
}

function SettingsForm({ initial }: { initial: Settings }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(initial),
    validate: (v) => settingsOf(v).errors,
  });
  const submit = form.onSubmit(async (v) => {
    const { settings } = settingsOf(v);
    if (!settings || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const saved = await adminCall('adminSaveSettings', settings);
      form.setValues(valuesOf(saved));
      toast('success', 'Settings saved');
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={1} size="h2">
          {ADMIN_TEXT.settingsTitle}
        </Title>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXTS.map(([key, label]) => (
            <TextInput key={key} label={label} {...form.getInputProps(key)} />
          ))}
        </SimpleGrid>
        <Textarea
          label="Privacy policy (HTML)"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('privacy_policy')}
        />
        <Textarea
          label="Terms and conditions (HTML)"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('terms_conditions')}
        />
        <Button type="submit" loading={busy} w="fit-content">
          {ADMIN_TEXT.save}
        </Button>
      </Stack>
    </Paper>
  );
}
