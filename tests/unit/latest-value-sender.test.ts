// The cart's per-line sender: one request in flight, last value wins, a failure drops what was queued.
import { describe, expect, it, vi } from 'vitest';
import { LatestValueSender } from '@/features/cart/latestValueSender';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const calls: { value: number; answer: ReturnType<typeof deferred> }[] = [];
  const send = vi.fn((value: number) => {
    const answer = deferred();
    calls.push({ value, answer });
    return answer.promise;
  });
  const events = { busy: vi.fn(), done: vi.fn(), failed: vi.fn() };
  const sender = new LatestValueSender(send, events);
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { sender, send, calls, events, settle };
}

describe('LatestValueSender', () => {
  it('sends one value and reports busy, then done', async () => {
    const { sender, calls, events, settle } = setup();
    sender.submit(13);
    expect(events.busy).toHaveBeenLastCalledWith(true);
    expect(sender.isBusy).toBe(true);
    calls[0]!.answer.resolve();
    await settle();
    expect(events.busy).toHaveBeenLastCalledWith(false);
    expect(events.done).toHaveBeenCalledWith(13);
    expect(sender.isBusy).toBe(false);
  });

  it('rapid submits while a request is in flight send only the last value, in order', async () => {
    const { sender, send, calls, events, settle } = setup();
    sender.submit(13);
    sender.submit(14);
    sender.submit(15);
    sender.submit(16);
    expect(send).toHaveBeenCalledTimes(1);
    calls[0]!.answer.resolve();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(calls[1]!.value).toBe(16);
    expect(events.done).not.toHaveBeenCalled();
    calls[1]!.answer.resolve();
    await settle();
    expect(events.done).toHaveBeenCalledExactlyOnceWith(16);
    expect(events.busy.mock.calls).toEqual([[true], [false]]);
  });

  it('does not resend a queued value equal to the one just sent', async () => {
    const { sender, send, calls, events, settle } = setup();
    sender.submit(13);
    sender.submit(14);
    sender.submit(13);
    calls[0]!.answer.resolve();
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(events.done).toHaveBeenCalledWith(13);
  });

  it('a failure reports the error and drops what was queued', async () => {
    const { sender, send, calls, events, settle } = setup();
    sender.submit(13);
    sender.submit(20);
    calls[0]!.answer.reject(new Error('nope'));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(events.failed).toHaveBeenCalledWith(expect.any(Error), 13);
    expect(events.done).not.toHaveBeenCalled();
    expect(sender.isBusy).toBe(false);
    // The shopper can try again.
    sender.submit(14);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
