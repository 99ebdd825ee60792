// @vitest-environment jsdom
// The account forms' rules load at the shopper's first focus, touch or key (useSchemaForm: zod is not
// part of a form page's first visit, nor of its start-up). A submit before they have loaded waits for them and is then checked; a double
// submit sends once; rules that cannot load let the submit go on (the server checks the same rules).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/contract/zod-mini';
import { useSchemaForm, useSingleSubmit } from '@/features/account/useAccountForm';

const schema = z.object({ email: z.string().check(z.minLength(1, 'Please enter your email')) });
type Values = { email: string };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function Form(props: { load: () => Promise<typeof schema>; onSend: (values: Values) => Promise<void> }) {
  const form = useSchemaForm<Values>('test', props.load, { email: '' });
  const submit = useSingleSubmit(form, 'test', props.onSend);
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor="email">Email</label>
      <input id="email" data-path="test-email" {...form.getInputProps('email')} />
      {form.errors.email ? <p role="alert">{String(form.errors.email)}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(cleanup);

describe('useSchemaForm with rules loaded after the page', () => {
  it('starts loading the rules at the first focus, and checks a submit made before they arrive', async () => {
    const rules = deferred<typeof schema>();
    const load = vi.fn(() => rules.promise);
    const onSend = vi.fn(async () => {});
    render(<Form load={load} onSend={onSend} />);
    expect(load).not.toHaveBeenCalled();
    act(() => screen.getByLabelText('Email').focus());
    act(() => screen.getByLabelText('Email').blur());
    act(() => screen.getByLabelText('Email').focus());
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => rules.resolve(schema));

    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your email');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(onSend).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends valid values once, however often it is submitted', async () => {
    const sent = deferred<void>();
    const onSend = vi.fn(() => sent.promise);
    render(<Form load={async () => schema} onSend={onSend} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => sent.resolve());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: 'ann@example.com' });
  });

  it('lets the submit go on when the rules cannot load, and tries them again on the next submit', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const onSend = vi.fn(async () => {});
    render(<Form load={load} onSend={onSend} />);
    act(() => screen.getByLabelText('Email').focus());
    await act(async () => {}); // the first try, at the focus, has failed
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ email: '' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
