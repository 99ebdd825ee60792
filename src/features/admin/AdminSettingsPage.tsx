// /admin/settings: the shop's settings (contact, socials, meta, tax, warehouse, policies as HTML the server
// sanitizes) and the delivery tiers with a quote preview. Checked with the contract's messages.

import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ShopSettingsFields, type AdminData, type AdminRequest } from '@/contract/admin';
import { useDocumentMeta } from '@/services/documentMeta';

import { adminCall, FOLLOW_CHANGES, useAdmin } from './api';
import { AdminFrame, whenLoaded } from './AdminFrame';
import { ADMIN_TEXT } from './adminText';
import { DeliveryTiersForm } from './DeliveryTiersForm';
import { errorsOfIssues, FormCard, focusFirstInvalid, useLatestValues, useSave } from './forms';

type Settings = AdminData<'adminSettings'>['settings'];
type Values = Record<Exclude<keyof Settings, 'version'>, string>;
const NUMBERS = ['tax_percent', 'warehouse_lat', 'warehouse_lng'] as const;
const TEXTS: [keyof Values, string][] = [
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

const HTML_TEXTS: [keyof Values, string][] = [
  ['privacy_policy', 'Privacy policy (HTML)'],
  ['terms_conditions', 'Terms and conditions (HTML)'],
];

const valuesOf = ({ version: _version, ...s }: Settings): Values =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v === null ? '' : String(v)])) as Values;

export function settingsOf(v: Values): {
  settings: AdminRequest<'adminSaveSettings'> | null;
  errors: Record<string, string>;
} {
  const candidate: Record<string, unknown> = { ...v };
  for (const key of NUMBERS) candidate[key] = v[key].trim() === '' ? null : Number(v[key]);
  const parsed = ShopSettingsFields.safeParse(candidate);
  if (parsed.success) return { settings: parsed.data, errors: {} };
  return { settings: null, errors: errorsOfIssues(parsed.error.issues) };
}

export default function AdminSettingsScreen() {
  useDocumentMeta({ title: ADMIN_TEXT.settingsTitle, robots: 'noindex' });
  const settings = useAdmin('adminSettings', {}, FOLLOW_CHANGES);
  // What a form saved goes into the cached read too: the page opened again (from another section) shows
  // it at once, not what was loaded before the save, which the next save would have written back.
  const keep = (part: Partial<AdminData<'adminSettings'>>) =>
    void settings.mutate((cached) => cached && { ...cached, ...part }, { revalidate: false });
  return (
    <AdminFrame>
      {whenLoaded(settings, (data) => (
        <Stack gap="lg">
          <SettingsForm
            initial={data.settings}
            onSaved={(saved) => keep({ settings: saved })}
            reload={() => settings.mutate()}
          />
          <DeliveryTiersForm
            tiers={data.tiers}
            version={data.tiers_version}
            onSaved={(saved) => keep({ tiers: saved.tiers, tiers_version: saved.version })}
            reload={() => settings.mutate()}
          />
        </Stack>
      ))}
    </AdminFrame>
  );
}

function SettingsForm({
  initial,
  onSaved,
  reload,
}: {
  initial: Settings;
  onSaved: (saved: Settings) => void;
  /** Asks the settings again (a save refused as stale). */
  reload: () => unknown;
}) {
  const save = useSave();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(initial),
    validate: (v) => settingsOf(v).errors,
  });
  const latest = useLatestValues(form, initial, { valuesOf, reload });
  const submit = form.onSubmit(async (v) => {
    const { settings } = settingsOf(v);
    if (!settings) return;
    await save.run(async () => {
      const saved = await latest.send((version) => adminCall('adminSaveSettings', { ...settings, version }));
      latest.saved(saved);
      onSaved(saved);
    }, 'Settings saved');
  }, focusFirstInvalid);
  return (
    <FormCard
      title={ADMIN_TEXT.settingsTitle}
      level={1}
      failure={save.failure}
      notice={latest.notice}
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {TEXTS.map(([key, label]) => (
          <TextInput key={key} label={label} {...form.getInputProps(key)} />
        ))}
      </SimpleGrid>
      {HTML_TEXTS.map(([key, label]) => (
        <Textarea key={key} label={label} autosize minRows={3} maxRows={10} {...form.getInputProps(key)} />
      ))}
      <Button type="submit" loading={save.busy} w="fit-content">
        {ADMIN_TEXT.save}
      </Button>
    </FormCard>
  );
}
