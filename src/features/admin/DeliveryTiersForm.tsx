// The delivery tiers (§9): rows of From / To miles and a price per pallet, checked as the owner types with
// the same pure rule the server applies (no overlap, no gap, from 0), and a preview of the shopper's quote
// for a distance and a box count with the tiers as typed. Not a Mantine form (rows in React state), but it
// follows another owner's change as the other forms do (useFollowRead).
import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Text, TextInput, Title } from '@mantine/core';
import type { AdminData } from '@/contract/admin';
import { deliveryTierProblems } from '@/domain/admin';
import { deliveryQuote } from '@/domain/delivery';
import { isMoney, toCents, centsToDecimal } from '@/domain/money';

import { adminCall } from './api';
import { ADMIN_TEXT } from './adminText';
import { FormCard, useFollowRead, useSave } from './forms';
import { usd } from './orderParts';

type Saved = AdminData<'adminSaveTiers'>;
type Tier = Saved['tiers'][number];
interface Row {
  min: string;
  max: string;
  price: string;
}

/**
 * A row's fields, in the order they stand: a visible label, and the name a screen reader says, which
 * names the tier on every field (each row's "To (mi)" was the same name as every other row's).
 */
const ROW_FIELDS: { key: keyof Row; label: string; w: number }[] = [
  { key: 'min', label: 'From (mi)', w: 130 },
  { key: 'max', label: 'To (mi)', w: 110 },
  { key: 'price', label: 'Per pallet ($)', w: 130 },
];
const fieldName = (index: number, label: string) => `Tier ${index + 1} ${label.toLowerCase()}`;

/** The quote preview's fields: a shopper's road distance and box count. */
const PREVIEW_FIELDS = [
  { key: 'miles', label: 'Road miles', w: 120, inputMode: 'decimal' },
  { key: 'boxes', label: 'Boxes', w: 100, inputMode: 'numeric' },
] as const;

const rowOf = (t: Tier): Row => ({
  min: String(t.min_mile),
  max: String(t.max_mile),
  price: centsToDecimal(t.price_per_pallet_cents),
});

/** A row's problem: the field at fault and what is wrong with it. */
interface RowProblem {
  key: keyof Row;
  message: string;
}
const ROW_KEY = { min_mile: 'min', max_mile: 'max' } as const;

/** The rows as tiers, with a message per row that is not a number or breaks the rule. */
export function checkTiers(rows: readonly Row[]): { tiers: Tier[]; problems: Map<number, RowProblem> } {
  const problems = new Map<number, RowProblem>();
  const tiers = rows.map((r, i) => {
    const min = Number(r.min);
    const max = Number(r.max);
    const priceText = r.price.trim().replace(/^\$/, '');
    if (r.min.trim() === '' || !Number.isFinite(min) || min < 0)
      problems.set(i, { key: 'min', message: 'From must be a number of miles' });
    else if (r.max.trim() === '' || !Number.isFinite(max) || max < 0)
      problems.set(i, { key: 'max', message: 'To must be a number of miles' });
    else if (!isMoney(priceText) || !/^\d+(\.\d{0,2})?$/.test(priceText))
      problems.set(i, { key: 'price', message: 'Price per pallet: an amount in dollars, like 150.00' });
    return {
      min_mile: min,
      max_mile: max,
      price_per_pallet_cents: problems.has(i) ? 0 : toCents(priceText),
    };
  });
  if (problems.size === 0)
    for (const p of deliveryTierProblems(tiers))
      if (!problems.has(p.index)) problems.set(p.index, { key: ROW_KEY[p.field], message: p.message });
  return { tiers, problems };
}

const rowsOf = (read: Saved) => read.tiers.map(rowOf);

export function DeliveryTiersForm({
  tiers: initial,
  version,
  onSaved,
  reload,
}: {
  /** The tiers as read, at their version. */
  tiers: Tier[];
  version: number;
  onSaved: (saved: Saved) => void;
  /** Asks the tiers again (a save refused as stale). */
  reload: () => unknown;
}) {
  const [rows, setRows] = useState<Row[]>(() => initial.map(rowOf));
  const read = useMemo(() => ({ tiers: initial, version }), [initial, version]);
  const latest = useFollowRead({ read, valuesOf: rowsOf, current: () => rows, take: setRows, reload });
  const [shown, setShown] = useState(false);
  // A refused save puts the focus in the first field at fault, once its message is drawn: as the other
  // back-office forms do (focusFirstInvalid), so the save that did nothing in view says why.
  const [focusAt, setFocusAt] = useState<{ row: number; key: keyof Row } | null>(null);
  const fields = useRef(new Map<string, HTMLInputElement>());
  useEffect(() => {
    if (focusAt) fields.current.get(`${focusAt.row}.${focusAt.key}`)?.focus();
  }, [focusAt]);
  const saving = useSave();
  const [preview, setPreview] = useState({ miles: '25', boxes: '40' });
  const { miles, boxes } = preview;
  const { tiers, problems } = checkTiers(rows);
  const set = (i: number, change: Partial<Row>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const save = async () => {
    setShown(true);
    const first = [...problems].sort(([a], [b]) => a - b)[0];
    if (first) {
      setFocusAt({ row: first[0], key: first[1].key });
      return;
    }
    await saving.run(async () => {
      const saved = await latest.send((opened) => adminCall('adminSaveTiers', { tiers, version: opened }));
      latest.saved(saved);
      onSaved(saved);
      setShown(false);
    }, 'Delivery tiers saved');
  };
  const quote =
    problems.size === 0 && Number.isFinite(Number(miles)) && Number.isInteger(Number(boxes))
      ? deliveryQuote({
          miles: miles.trim() === '' ? null : Number(miles),
          boxes: Number(boxes),
          tiers: tiers.map((t) => ({
            minMile: t.min_mile,
            maxMile: t.max_mile,
            pricePerPalletCents: t.price_per_pallet_cents,
          })),
        })
      : null;
  return (
    <FormCard title={ADMIN_TEXT.tiersTitle} failure={saving.failure} notice={latest.notice}>
      {rows.map((r, i) => (
        <Group key={i} align="flex-start" gap="xs" wrap="wrap">
          {ROW_FIELDS.map((field) => (
            <TextInput
              key={field.key}
              ref={(input) => {
                const at = `${i}.${field.key}`;
                if (input) fields.current.set(at, input);
                else fields.current.delete(at);
              }}
              label={field.key === 'min' ? fieldName(i, field.label) : field.label}
              aria-label={fieldName(i, field.label)}
              value={r[field.key]}
              onChange={(e) => set(i, { [field.key]: e.currentTarget.value })}
              w={field.w}
              inputMode="decimal"
              // A row's problem is shown once, under its field at fault (Mantine ties it to the field:
              // aria-invalid and aria-describedby).
              error={shown && problems.get(i)?.key === field.key ? problems.get(i)?.message : undefined}
            />
          ))}
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={26}
            aria-label={`Remove tier ${i + 1}`}
            onClick={() => setRows(rows.filter((_, j) => j !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          onClick={() => {
            const last = tiers.at(-1);
            const start =
              last && Number.isFinite(last.max_mile) ? (Math.round(last.max_mile * 100) + 1) / 100 : 0;
            setRows([...rows, { min: String(start), max: '', price: '' }]);
          }}
        >
          Add tier
        </Button>
        <Button onClick={() => void save()} loading={saving.busy}>
          Save tiers
        </Button>
      </Group>
      <Title order={3} size="h4" mt="sm">
        Quote preview
      </Title>
      <Group align="flex-end" gap="xs">
        {PREVIEW_FIELDS.map((field) => (
          <TextInput
            key={field.key}
            label={field.label}
            value={preview[field.key]}
            onChange={(e) => setPreview({ ...preview, [field.key]: e.currentTarget.value })}
            w={field.w}
            inputMode={field.inputMode}
          />
        ))}
      </Group>
      <Text size="sm" aria-live="polite">
        {quote === null
          ? 'Fix the tiers to see a quote.'
          : quote.kind === 'priced'
            ? `${quote.label}: ${usd(quote.chargeCents)} ${quote.message}`
            : quote.message}
      </Text>
    </FormCard>
  );
}
