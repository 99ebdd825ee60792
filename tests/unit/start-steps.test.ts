// src/start/steps.ts: the first visit's step runner.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSteps, STOP, yieldToBrowser } from '@/start/steps';

afterEach(() => vi.unstubAllGlobals());

describe('runSteps', () => {
  it('runs the steps in order, awaiting each, with the browser’s turn between two (not before the first)', async () => {
    const log: string[] = [];
    const between = async () => void log.push('yield');
    const done = await runSteps(
      [
        { name: 'a', run: () => void log.push('a') },
        { name: 'b', run: async () => void log.push(await Promise.resolve('b')) },
        { name: 'c', run: () => void log.push('c') },
      ],
      between,
    );
    expect(log).toEqual(['a', 'yield', 'b', 'yield', 'c']);
    expect(done).toBeNull();
  });

  it('stops after a step that returns STOP, naming it', async () => {
    const ran: string[] = [];
    const done = await runSteps(
      [
        { name: 'environment', run: () => void ran.push('environment') },
        { name: 'hydration data', run: () => (ran.push('hydration data'), STOP) },
        { name: 'hydration', run: () => void ran.push('hydration') },
      ],
      async () => {},
    );
    expect(ran).toEqual(['environment', 'hydration data']);
    expect(done).toBe('hydration data');
  });
});

describe('yieldToBrowser', () => {
  it('resolves in a task of its own (after the current task’s microtasks), scheduler.yield() or not', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    const order: string[] = [];
    const turn = yieldToBrowser().then(() => order.push('turn'));
    void Promise.resolve().then(() => order.push('microtask'));
    await turn;
    expect(order).toEqual(['microtask', 'turn']);
    expect(schedulerYield).not.toHaveBeenCalled();
  });
});
