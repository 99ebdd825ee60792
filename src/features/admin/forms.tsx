// What the back office's forms share: the contract's messages by field, the first refused field focused,
// one save at a time with the server's message kept in the form, and that message shown above the fields.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import type { z } from '@/contract/zod';
import { toast } from '@/ui';
import { failureOf } from './api';
import { ADMIN_TEXT } from './adminText';

/** The schema's messages by field path (`banners.0.image`), as Mantine's form names its fields. */
export function errorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : errorsOfIssues(parsed.error.issues);
}

/** Each field's first message. */
export function errorsOfIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/**
 * A refused submit (`form.onSubmit(save, focusFirstInvalid)`): the form's first field with a message, in
 * the order they stand, gets the focus, so it scrolls into view and its message is read out with it. A
 * long form's Save sits far below its first fields (the product's, on a phone, 4,000 px under its title):
 * a refused save used to change nothing in view, and looked like a button that does nothing. Mantine marks
 * each field it controls with `data-path`; looked for inside the submitted form only, since the back
 * office has pages with several forms and the same field names.
 */
export function focusFirstInvalid(
  errors: FormErrors,
  _values: unknown,
  event: FormEvent<HTMLFormElement> | undefined,
) {
  const form = event?.currentTarget;
  if (!form) return;
  const fields = Object.keys(errors)
    .map((path) => form.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`))
    .filter((field) => field !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  fields[0]?.focus();
}

/**
 * One save at a time: busy while it runs, the server's message when it fails, a notification (`done`)
 * when it succeeds.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>, done?: string) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await work();
      if (done !== undefined) toast('success', done);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
}

/**
 * A form seeded from a back-office read that can change underneath it (another owner, another tab: the read
 * is revalidated on focus, on reconnect and when the page is opened again). `latest` is the read as the
 * form holds its values (null: a new item, nothing to follow). When it changes and the form has no unsaved
 * edits, the form takes it; with unsaved edits, nothing is overwritten either way: `notice` says so and
 * offers "Load the latest" (the edits are dropped), and a save still writes the owner's version. `same`
 * gives what is compared (a list without its rows' React keys; a field another control keeps in step
 * left out). The form's own save goes through `saved`, so its own change is not news.
 */
export function useLatestValues<V>(
  form: UseFormReturnType<V>,
  latest: V | null,
  same: (values: V) => unknown = (values) => values,
): { notice: ReactNode; saved: (values: V) => void } {
  const keyOf = (values: V) => JSON.stringify(same(values));
  const latestKey = latest === null ? null : keyOf(latest);
  const seen = useRef(latestKey);
  const [newer, setNewer] = useState<V | null>(null);
  const reseed = (values: V) => {
    form.setInitialValues(values);
    form.setValues(values);
    setNewer(null);
  };
  useEffect(() => {
    if (latest === null || latestKey === seen.current) return;
    seen.current = latestKey;
    // Unsaved edits that already say what the read now says are no conflict. The read is an outside
    // system (SWR) the form follows: what it shows is settled here, once per change of the read.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!form.isDirty() || keyOf(form.getValues()) === latestKey) reseed(latest);
    else setNewer(latest);
    // Keyed on the read's content: `latest` itself is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latestKey]);
  return {
    notice: newer ? <ChangedElsewhere onLoad={() => reseed(newer)} /> : null,
    saved: (values) => {
      seen.current = keyOf(values);
      reseed(values);
    },
  };
}

function ChangedElsewhere({ onLoad }: { onLoad: () => void }) {
  return (
    <Alert color="blue" role="status" title={ADMIN_TEXT.changedElsewhere}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{ADMIN_TEXT.changedElsewhereHint}</Text>
        <Button size="xs" variant="light" onClick={onLoad}>
          {ADMIN_TEXT.loadLatest}
        </Button>
      </Group>
    </Alert>
  );
}

/** A form's failure, above its fields. */
export function FormFailure({ failure }: { failure: string | null }) {
  return failure ? (
    <Alert color="red" role="alert">
      {failure}
    </Alert>
  ) : null;
}
