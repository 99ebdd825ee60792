// The products page's CSV panel: export every product as a file, import one back. The server reads and
// checks the file (the product form's rules, row by row) and answers a plan: errors by line, or the new,
// changed (with the fields) and unchanged rows; the owner applies it (all or nothing) or lets it go.
import { useId, useState } from 'react';
import { Alert, Badge, Button, Group, Input, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { PRODUCT_CSV_MAX_CHARS, type AdminData } from '@/contract/admin';
import { toast } from '@/ui';
import { adminCall, failureOf } from './api';
import { ADMIN_TEXT } from './adminText';
import { AdminTableHead } from './orderParts';

type Plan = AdminData<'adminImportProducts'>;

/** Lists at most this many errors (the rest counted). */
const SHOWN_ERRORS = 30;
const KIND_LABEL = { new: 'New', changed: 'Changed', unchanged: 'Unchanged' } as const;

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ProductCsvPanel({ onApplied }: { onApplied: () => void }) {
  const inputId = useId();
  const [exporting, setExporting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [applying, setApplying] = useState(false);
  const [csv, setCsv] = useState<string | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  // A new file input after each import or cancel (a file input cannot be emptied otherwise).
  const [inputKey, setInputKey] = useState(0);

  const reset = () => {
    setCsv(null);
    setPlan(null);
    setInputKey((k) => k + 1);
  };

  const exportAll = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const file = await adminCall('adminExportProducts', {});
      download(file.filename, file.csv);
      toast('success', ADMIN_TEXT.csvExported(file.count));
    } catch (error) {
      toast('error', failureOf(error));
    } finally {
      setExporting(false);
    }
  };

  const check = async (file: File | undefined) => {
    setFailure(null);
    setPlan(null);
    setCsv(null);
    if (!file) return;
    if (file.size > PRODUCT_CSV_MAX_CHARS * 4) {
      setFailure({ title: ADMIN_TEXT.csvCheckFailed, message: ADMIN_TEXT.csvTooLarge });
      return;
    }
    setChecking(true);
    try {
      const text = await file.text();
      const answer = await adminCall('adminImportProducts', { csv: text, apply: false });
      setCsv(text);
      setPlan(answer);
    } catch (error) {
      setFailure({ title: ADMIN_TEXT.csvCheckFailed, message: failureOf(error) });
    } finally {
      setChecking(false);
    }
  };

  const apply = async () => {
    if (!csv || applying) return;
    setApplying(true);
    setFailure(null);
    try {
      const done = await adminCall('adminImportProducts', { csv, apply: true });
      toast('success', ADMIN_TEXT.csvApplied(done.counts.new, done.counts.changed));
      reset();
      onApplied();
    } catch (error) {
      const message = failureOf(error).replace(ADMIN_TEXT.csvApplyFailed, '').trim();
      setFailure({ title: ADMIN_TEXT.csvApplyFailed, message });
    } finally {
      setApplying(false);
    }
  };

  const toChange = plan ? plan.lines.filter((l) => l.kind !== 'unchanged') : [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${inputId}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${inputId}-title`}>
          {ADMIN_TEXT.csvTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {ADMIN_TEXT.csvHint}
        </Text>
        <Group gap="md" align="flex-end" wrap="wrap">
          <Button variant="default" loading={exporting} onClick={() => void exportAll()}>
            {ADMIN_TEXT.csvExport}
          </Button>
          {/* At most the card's width: a file input's own width (its button and "No file chosen") is wider
              than a phone's card, and a flex item does not shrink below it by itself. */}
          <Input.Wrapper label={ADMIN_TEXT.csvFile} id={inputId} maw="100%">
            <input
              key={inputKey}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              disabled={checking || applying}
              style={{ display: 'block', maxWidth: '100%' }}
              onChange={(event) => void check(event.currentTarget.files?.[0])}
            />
          </Input.Wrapper>
        </Group>
        {checking ? (
          <Text size="sm" role="status">
            {ADMIN_TEXT.csvChecking}
          </Text>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert" title={failure.title}>
            {failure.message}
          </Alert>
        ) : null}
        {plan && plan.errors.length > 0 ? (
          <Alert color="red" role="alert" title={ADMIN_TEXT.csvHasErrors}>
            <List size="sm" spacing={4}>
              {plan.errors.slice(0, SHOWN_ERRORS).map((e) => (
                <List.Item key={`${e.line}-${e.message}`}>
                  Line {e.line}: {e.message}
                </List.Item>
              ))}
            </List>
            {plan.errors.length > SHOWN_ERRORS ? (
              <Text size="sm" mt="xs">
                {ADMIN_TEXT.csvMoreErrors(plan.errors.length - SHOWN_ERRORS)}
              </Text>
            ) : null}
          </Alert>
        ) : null}
        {plan && plan.errors.length === 0 ? (
          <Stack gap="sm">
            <Text fw={600} role="status">
              {ADMIN_TEXT.csvSummary(plan.counts)}
            </Text>
            {toChange.length > 0 ? (
              <Table verticalSpacing="xs" layout="fixed" aria-label={ADMIN_TEXT.csvPreview}>
                <AdminTableHead columns={[{ label: 'Line', w: 64 }, 'Product', 'What changes']} />
                <Table.Tbody>
                  {toChange.map((l) => (
                    <Table.Tr key={l.line}>
                      <Table.Td>{l.line}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <Badge
                          variant="light"
                          color={l.kind === 'new' ? 'green' : 'blue'}
                          c={l.kind === 'new' ? 'green.9' : 'blue.9'}
                          size="sm"
                        >
                          {KIND_LABEL[l.kind]}
                        </Badge>{' '}
                        {l.title}
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {l.kind === 'new' ? (
                          <Text size="sm">/{l.slug}</Text>
                        ) : (
                          l.changes.map((c) => (
                            <Text size="sm" key={c.field}>
                              {c.field}: {c.before} → {c.after}
                            </Text>
                          ))
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
          </Stack>
        ) : null}
        {plan ? (
          <Group gap="sm">
            {plan.errors.length === 0 && toChange.length > 0 ? (
              <Button loading={applying} onClick={() => void apply()}>
                {ADMIN_TEXT.csvApply}
              </Button>
            ) : null}
            <Button variant="default" disabled={applying} onClick={reset}>
              {ADMIN_TEXT.csvCancel}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
