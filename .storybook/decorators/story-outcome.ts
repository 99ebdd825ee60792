// "Did this story pass?", answered inside the page for the visual runner (tests/visual/stories.visual.ts),
// which runs every story once: render, play, the axe checks (addon-a11y's afterEach, the same checks with
// the same parameters as in the Vitest `storybook` project), then the picture (bar 'no-visual' stories).
// The preview's render phase ends at 'finished' whether or not the play threw, so the runner reads the
// preview's own verdict instead: its STORY_FINISHED event, with the problems said before it in words.
// Under automation only.
import { addons } from 'storybook/preview-api';
import { underAutomation } from './test-mode';

interface Report {
  type: string;
  status: string;
  result?: {
    error?: unknown;
    violations?: { id: string; help: string; nodes: { target: unknown[] }[] }[];
  };
}

const describe = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error
    ? `${String((error as { name?: unknown }).name ?? 'Error')}: ${String(error.message)}`
    : String(error);

/** What failed axe, one line per rule: the rule, its help and the elements it found. */
function violationsOf(reports: Report[]): string[] {
  return reports
    .filter((report) => report.type === 'a11y' && report.status === 'failed')
    .flatMap((report) =>
      report.result?.violations
        ? report.result.violations.map(
            (v) => `a11y ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
          )
        : [`a11y check failed: ${describe(report.result?.error)}`],
    );
}

function watchOutcomes(): void {
  const channel = addons.getChannel();
  // Per story, what went wrong ([] when it passed).
  const outcomes = new Map<string, string[]>();
  let problems: string[] = [];
  channel.on('storyRenderPhaseChanged', ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
    if (newPhase !== 'loading') return;
    problems = [];
    outcomes.delete(storyId);
  });
  channel.on('playFunctionThrewException', (error: unknown) =>
    problems.push(`the play function threw ${describe(error)}`),
  );
  channel.on('unhandledErrorsWhilePlaying', (errors: unknown[]) =>
    problems.push(...errors.map((error) => `unhandled while playing: ${describe(error)}`)),
  );
  channel.on('storyThrewException', (error: unknown) => problems.push(`the render threw ${describe(error)}`));
  channel.on('storyErrored', ({ title, description }: { title: string; description: string }) =>
    problems.push(`${title}: ${description}`),
  );
  channel.on(
    'storyFinished',
    ({
      storyId,
      status,
      reporters,
    }: {
      storyId: string;
      status: 'success' | 'error';
      reporters: Report[];
    }) => {
      const all = [...problems, ...violationsOf(reporters)];
      outcomes.set(
        storyId,
        status === 'error' && all.length === 0 ? ['the story failed (open it in Storybook)'] : all,
      );
    },
  );
  Object.assign(window, {
    __storyOutcome: (storyId: string) => {
      const problems = outcomes.get(storyId);
      return problems ? { problems } : null;
    },
  });
}

if (underAutomation && typeof window !== 'undefined') watchOutcomes();
