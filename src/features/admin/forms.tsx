// What the back office's forms share: the contract's messages by field, the first refused field focused,
// one save at a time with the server's message kept in the form, and that message shown above the fields.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useLocation, useSearch } from 'wouter';
import type { z } from '@/contract/zod';
import { toast } from '@/ui';
import { withRedirect } from '@/config/paths';
import { failureOf, isSignedOut, isStaleSave } from './api';
import { adminPaths } from './adminPaths';
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
 * One save at a time: busy while it runs, the server's message when it fails (but a stale one's, which the
 * form's notice shows), a notification (`done`) when it succeeds.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const run = async (work: () => Promise<unknown>, done?: string) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await work();
      if (done !== undefined) toast('success', done);
    } catch (error) {
      // A save refused as stale says so in its form's notice (useFollowRead), not as a failure.
      if (!isStaleSave(error)) setFailure({ message: failureOf(error), signedOut: isSignedOut(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
}

/** A back-office record as its read answers it: what a form edits, at a version (docs/admin.md). */
export interface Versioned {
  version: number;
}

/** A record's fields without its version: what its form holds. */
export const withoutVersion = <T extends Versioned>({
  version: _version,
  ...fields
}: T): Omit<T, 'version'> => fields;

/** A list's rows without the keys the form gives them (React's, the drag's): what is compared and sent. */
export const withoutKeys = <T extends { key: string }>(rows: readonly T[]): Omit<T, 'key'>[] =>
  rows.map(({ key: _key, ...item }) => item);

interface Follow<R extends Versioned, V> {
  /**
   * The record as the SWR cache holds it (the same object until it changes), null for a new item (nothing
   * to follow). Looked at when it is another object, compared only when its version moved on.
   */
  read: R | null;
  /** The record as the form holds its values. */
  valuesOf: (read: R) => V;
  /** What is compared (a list without its rows' keys; a field another control keeps in step left out). */
  same?: (values: V) => unknown;
  /** The form's values now. */
  current: () => V;
  /** The form takes these values as its own: nothing is unsaved any more. */
  take: (values: V) => void;
  /** Unsaved edits? By default: the values differ from what the form last took. */
  isDirty?: () => boolean;
  /** Asks the read again: a save refused as stale has a newer record to show. */
  reload: () => unknown;
}

/**
 * A form seeded from a back-office read that can change underneath it (another owner, another tab: the read
 * is revalidated on focus, on reconnect and when the page is opened again). When the read changes and the
 * form has no unsaved edits, the form takes it; with unsaved edits, nothing is overwritten either way:
 * `notice` says so and offers "Load the latest" (the edits are dropped). A save goes through `send`, which
 * sends the version of the newest read the form has taken, or shown after a refused save. So a save with
 * the notice merely showing (it may be out of view: the product's sits 4,000 px above Save on a phone) is
 * refused by the server (409) too; then the edits stay, the read is asked again and the notice shows the
 * newer record with the focus; a save after that writes the owner's version over it, knowingly. The form's
 * own save goes through `saved`, so its own change is not news. Any form: `useLatestValues` is this for a
 * Mantine form.
 */
export function useFollowRead<R extends Versioned, V>(follow: Follow<R, V>) {
  const { read } = follow;
  const keyOf = (values: V) => JSON.stringify((follow.same ?? ((v: V) => v))(values));
  /** The record the form last took (its values are the form's unless edited). */
  const takenFrom = useRef(read);
  /** The version a save sends: of the newest read the form has taken, or shown after a refused save. */
  const version = useRef(read?.version);
  /** The newest read compared (once per version), taken or not. */
  const newest = useRef(read);
  /** A save was refused as stale: the next read is shown in the notice, edits or not. */
  const refused = useRef(false);
  /** The newer record the notice offers; `refused`: shown for a refused save, so it takes the focus. */
  const [newer, setNewer] = useState<{ record: R; refused: boolean } | null>(null);
  const take = (record: R, values = follow.valuesOf(record)) => {
    follow.take(values);
    takenFrom.current = record;
    version.current = record.version;
    // The form's own save answers a version the read has not shown yet.
    if (!newest.current || record.version > newest.current.version) newest.current = record;
    refused.current = false;
    setNewer(null);
  };
  /** After a refused save: the owner is shown the newer record, so the next save writes over it knowingly. */
  const showRefused = (record: R) => {
    version.current = record.version;
    setNewer({ record, refused: true });
  };
  useEffect(() => {
    // Compared once per new version, not on every render: the cache answers the same object until the
    // record changes, and every write of a record moves its version on.
    if (read === null || read.version === newest.current?.version) return;
    newest.current = read;
    const wasRefused = refused.current;
    refused.current = false;
    const readKey = keyOf(follow.valuesOf(read));
    const takenKey = takenFrom.current && keyOf(follow.valuesOf(takenFrom.current));
    const currentKey = keyOf(follow.current());
    // The read is an outside system (SWR) the form follows: what it shows is settled here, once per
    // change of the read. Unsaved edits that already say what the read now says are no conflict.
    if (wasRefused) showRefused(read);
    else if (readKey === takenKey) {
      // Nothing the form holds changed (another control's field, the same values saved again).
      takenFrom.current = read;
      version.current = read.version;
      setNewer(null);
    } else if (!(follow.isDirty?.() ?? currentKey !== takenKey) || currentKey === readKey) take(read);
    // Shown, not taken: the version sent stays the one the edits were made on.
    else setNewer({ record: read, refused: false });
    // Keyed on the record: the callbacks are new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read]);
  return {
    notice: newer ? <ChangedElsewhere onLoad={() => take(newer.record)} focus={newer.refused} /> : null,
    /** The form's own save: its answer is what the form holds now. */
    saved: (record: R, values = follow.valuesOf(record)) => take(record, values),
    /** Runs a save with the version to send; a stale one is refused quietly (`useSave` shows no failure). */
    send: async <T,>(save: (version: number | undefined) => Promise<T>): Promise<T> => {
      const sent = version.current;
      try {
        return await save(sent);
      } catch (error) {
        if (isStaleSave(error)) {
          // The newer record may be here already (shown in the notice, or come while the save was on its
          // way): shown at once, since asking again may answer that same record, which the cache keeps as
          // the same object, and the read would not be compared again. Asked again either way.
          const now = newest.current;
          if (now && now.version !== sent) showRefused(now);
          else refused.current = true;
          void follow.reload();
        }
        throw error;
      }
    },
  };
}

/** `useFollowRead` for a Mantine form: dirty as Mantine tells it, taken as its values and initial values. */
export function useLatestValues<R extends Versioned, V>(
  form: UseFormReturnType<V>,
  read: R | null,
  options: Pick<Follow<R, V>, 'valuesOf' | 'same' | 'reload'>,
) {
  return useFollowRead({
    ...options,
    read,
    current: form.getValues,
    isDirty: () => form.isDirty(),
    take: (values) => {
      form.setInitialValues(values);
      form.setValues(values);
    },
  });
}

/**
 * The notice; after a refused save it says the next save writes over the change, and its Load the latest takes the focus, so it is in view: a long form's Save
 * sits far below the notice (the product's, on a phone, 4,000 px), as for a refused field (focusFirstInvalid).
 */
function ChangedElsewhere({ onLoad, focus }: { onLoad: () => void; focus: boolean }) {
  const load = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) load.current?.focus();
  }, [focus]);
  return (
    <Alert color="blue" role="status" title={ADMIN_TEXT.changedElsewhere}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {focus ? ADMIN_TEXT.changedElsewhereRefusedHint : ADMIN_TEXT.changedElsewhereHint}
        </Text>
        <Button ref={load} size="xs" variant="light" onClick={onLoad}>
          {ADMIN_TEXT.loadLatest}
        </Button>
      </Group>
    </Alert>
  );
}

/** The top of the window a sticky header may cover, in px. */
const HEADER_ROOM = 80;

/** A refused save as its form shows it: the server's message; `signedOut`: the owner's session ended. */
export interface SaveFailure {
  message: string;
  signedOut: boolean;
}

/**
 * The server's message above the fields. A long form's Save sits far below it (the product's, on a phone,
 * thousands of px), so a message out of view is brought into view with the focus, and read out; one in
 * view leaves the focus where it is. A session that ended offers sign-in in a new tab: the edits stay here
 * to be saved again.
 */
export function FormFailure({ failure }: { failure: string | SaveFailure | null }) {
  const alert = useRef<HTMLDivElement>(null);
  const [path] = useLocation();
  const search = useSearch();
  const shown = typeof failure === 'string' ? { message: failure, signedOut: false } : failure;
  useEffect(() => {
    const element = alert.current;
    if (!failure || !element) return;
    // Under the page's sticky header counts as out of view.
    const { top, bottom } = element.getBoundingClientRect();
    if (top >= HEADER_ROOM && bottom <= window.innerHeight) return;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [failure]);
  if (!shown) return null;
  return (
    <Alert ref={alert} tabIndex={-1} color="red" role="alert">
      {shown.message}
      {shown.signedOut ? (
        <>
          {' '}
          <Anchor
            href={withRedirect(adminPaths.login, search ? `${path}?${search}` : path)}
            target="_blank"
            rel="noopener"
          >
            {ADMIN_TEXT.signInAgain}
          </Anchor>
          {ADMIN_TEXT.thenSaveAgain}
        </>
      ) : null}
    </Alert>
  );
}

/**
 * A back-office form in its card: its heading (named by it), the save's failure and the "changed
 * elsewhere" notice above the fields. A form with `onSubmit` is a `<form>`; one that saves from its own
 * buttons (the delivery tiers) a labelled section.
 */
export function FormCard({
  title,
  level = 2,
  failure,
  notice,
  onSubmit,
  children,
}: {
  title: string;
  /** The heading's level: 1 where the card is the page. */
  level?: 1 | 2;
  failure: SaveFailure | null;
  /** Changed elsewhere since opened (useLatestValues). */
  notice: ReactNode;
  onSubmit?: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const frame = onSubmit
    ? ({ component: 'form', onSubmit, noValidate: true } as const)
    : ({ component: 'section' } as const);
  return (
    <Paper withBorder p="md" radius="md" {...frame} aria-label={title}>
      <Stack gap="sm">
        <Title order={level} size={level === 1 ? 'h2' : 'h3'}>
          {title}
        </Title>
        <FormFailure failure={failure} />
        {notice}
        {children}
      </Stack>
    </Paper>
  );
}
