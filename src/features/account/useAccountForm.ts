// What every account form shares: its rules loaded after the page, one submit at a time, and
// focus on the first invalid field after a failed submit (so its error is read out with it).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  schemaResolver,
  useForm,
  type FormErrors,
  type UseFormInput,
  type UseFormReturnType,
} from '@mantine/form';

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A form's rules, loaded after the page: the rules are zod schemas, and zod (about 15 KB of gzip) is
 * not needed to show a form, only to check one. Before they have loaded nothing is checked as the
 * shopper types; a submit waits for them (useSingleSubmit), so no form is ever sent unchecked while
 * they can load. If they cannot (the network is gone), the submit goes on and the server's own check of
 * the same rules answers.
 */
function lazyRules<V>(load: () => Promise<Schema>) {
  let check: ((values: V) => FormErrors) | null = null;
  let loading: Promise<void> | null = null;
  return {
    validate: (values: V): FormErrors => check?.(values) ?? {},
    loaded: () => check !== null,
    load: () =>
      (loading ??= load().then(
        (schema) => {
          check = schemaResolver(schema, { sync: true });
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/** A form of useSchemaForm: Mantine's, plus its rules' loading. */
export type SchemaForm<V> = UseFormReturnType<V> & {
  rules: Pick<ReturnType<typeof lazyRules>, 'loaded' | 'load'>;
};

/**
 * The form's submit handler: validates (Mantine), focuses the first invalid field, and runs `handler`
 * at most once at a time — a second submit (double click, Enter twice) before the first answer is
 * ignored. Mantine's `form.submitting` stays true while `handler` runs (the button shows progress).
 * A submit before the form's rules have loaded waits for them.
 */
export function useSingleSubmit<V>(
  form: SchemaForm<V>,
  formName: string,
  handler: (values: V) => Promise<void>,
) {
  const busy = useRef(false);
  return (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy.current) return;
    const run = () =>
      form.onSubmit(async (values) => {
        busy.current = true;
        try {
          await handler(values);
        } finally {
          busy.current = false;
        }
      }, focusFirstError(formName))();
    if (form.rules.loaded()) {
      run();
      return;
    }
    busy.current = true;
    const settle = () => {
      busy.current = false;
      run();
    };
    form.rules.load().then(settle, settle);
  };
}

/** Focuses the first field with an error (Mantine puts `data-path` on every input it controls). */
export function focusFirstError(formName: string) {
  return (errors: FormErrors) => {
    const first = Object.keys(errors)[0];
    if (!first || typeof document === 'undefined') return;
    document.querySelector<HTMLElement>(`[data-path="${formName}-${first}"]`)?.focus();
  };
}

/**
 * An account form: controlled, named (so focusFirstError finds its fields), validated by the zod schema
 * `loadSchema` resolves to (a dynamic import of ./accountSchemas), which starts loading at the shopper's
 * first focus, touch or key (or with a submit that comes first).
 */
export function useSchemaForm<V extends Record<string, unknown>>(
  name: string,
  loadSchema: () => Promise<Schema>,
  initialValues: V,
  options: Omit<UseFormInput<V>, 'name' | 'mode' | 'initialValues' | 'validate'> = {},
): SchemaForm<V> {
  const [rules] = useState(() => lazyRules<V>(loadSchema));
  // Loaded at the shopper's first focus, touch or key on the page (the way to the form's fields), not
  // as the page starts: zod's evaluation would then be one more task in the page's start-up.
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const start = () => {
      stop();
      rules.load().catch(() => undefined);
    };
    const stop = () => events.forEach((type) => document.removeEventListener(type, start, true));
    // A form that hydrates late (a deferred part) mounts after the focus that woke it: already in a
    // form's field, the shopper is on the way to a submit.
    if (document.activeElement?.closest('form')) start();
    else events.forEach((type) => document.addEventListener(type, start, true));
    return stop;
  }, [rules]);
  const form = useForm<V>({
    ...options,
    name,
    mode: 'controlled',
    initialValues,
    validate: rules.validate,
  });
  return Object.assign(form, { rules });
}
