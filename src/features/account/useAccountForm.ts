// What every account form shares: the redirect target from ?redirect, one submit at a time, and
// focus on the first invalid field after a failed submit (so its error is read out with it).
import { useRef, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import {
  schemaResolver,
  useForm,
  type FormErrors,
  type UseFormInput,
  type UseFormReturnType,
} from '@mantine/form';
import { redirectTarget } from '@/config/paths';

/** The same-site ?redirect target, or null. */
export function useRedirectParam(): string | null {
  return redirectTarget(useSearch());
}

/**
 * The form's submit handler: validates (Mantine), focuses the first invalid field, and runs `handler`
 * at most once at a time — a second submit (double click, Enter twice) before the first answer is
 * ignored. Mantine's `form.submitting` stays true while `handler` runs (the button shows progress).
 */
export function useSingleSubmit<V>(
  form: UseFormReturnType<V>,
  formName: string,
  handler: (values: V) => Promise<void>,
) {
  const busy = useRef(false);
  return (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy.current) return;
    form.onSubmit(async (values) => {
      busy.current = true;
      try {
        await handler(values);
      } finally {
        busy.current = false;
      }
    }, focusFirstError(formName))(event);
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

/** An account form: controlled, named (so focusFirstError finds its fields), validated by its zod schema. */
export function useSchemaForm<V extends Record<string, unknown>>(
  name: string,
  schema: Parameters<typeof schemaResolver>[0],
  initialValues: V,
  options: Omit<UseFormInput<V>, 'name' | 'mode' | 'initialValues' | 'validate'> = {},
) {
  return useForm<V>({
    ...options,
    name,
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });
}
