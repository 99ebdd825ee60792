// What the back office's forms share: the contract's messages by field, the first refused field focused,
// one save at a time with the server's message kept in the form, and that message shown above the fields.
import { useState, type FormEvent } from 'react';
import { Alert } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { z } from '@/contract/zod';
import { toast } from '@/ui';
import { failureOf } from './api';

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

/** A form's failure, above its fields. */
export function FormFailure({ failure }: { failure: string | null }) {
  return failure ? (
    <Alert color="red" role="alert">
      {failure}
    </Alert>
  ) : null;
}
