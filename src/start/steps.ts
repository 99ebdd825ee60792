// The first visit's one step runner. Work that would make one long task on a phone (evaluating the app,
// reading storage, parsing the page's data, building the contract's schemas) runs as named steps, and the
// browser gets a turn between two (input, rendering): docs/first-visit.md "In the browser".

/** Gives the browser a turn: a task of its own (a macrotask boundary). Not `scheduler.yield()`, whose
 *  continuation goes ahead of the browser's other queued work: measured with Lighthouse on home, TBT
 *  was 341–424 ms with it against 75–145 ms with a task boundary (docs/first-visit.md). */
export function yieldToBrowser(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** Returned by a step: the steps after it do not run. */
export const STOP = Symbol('stop');

export interface Step {
  name: string;
  run(): unknown;
}

/** Runs the steps in order, awaiting each, with the browser's turn between two. Resolves with the name
 *  of the step that stopped the run (STOP), or null when all ran. */
export async function runSteps(
  steps: readonly Step[],
  between: () => Promise<void> = yieldToBrowser,
): Promise<string | null> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await between();
    if ((await step.run()) === STOP) return step.name;
  }
  return null;
}
