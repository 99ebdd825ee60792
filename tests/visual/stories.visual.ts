// One test per story of the built Storybook (storybook-static/index.json), the only run of the stories in
// `npm test`: the story is rendered and played, passes the axe checks (addon-a11y, the parameters the
// Vitest `storybook` project uses), and its picture is compared with its baseline.
// Conventions (README "Visual regression"):
// - a story renders at 1280×800, or 375×812 when it sets `globals: { viewport: { value: 'mobile' } }`,
//   then the window grows to the page's height before the picture;
// - tag a story 'no-visual' to leave its picture out (e.g. one that only exists for an interaction test,
//   or ends in a state that never stands still): it is still played and checked (`--grep @no-visual`);
// - the clock is fixed at 2026-11-22T10:00:00Z, motion is reduced, and every non-local request aborted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { isLocalUrl } from '../chromium.ts';
import { captureOptions } from './capture.ts';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const indexFile = path.join(root, 'storybook-static', 'index.json');

function listStories(): IndexEntry[] {
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(indexFile, 'utf8'));
  } catch {
    throw new Error(`${indexFile} not found: run \`npm run build-storybook\` (npm run test:visual does).`);
  }
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;
type ViewportName = keyof typeof viewports;
/** A story's viewport (its global, or the mark its render leaves) as one of ours: the phone's, or the desktop's. */
const viewportNamed = (value: string): ViewportName => (value === 'mobile' ? 'mobile' : 'desktop');

const FIXED_NOW = new Date('2026-11-22T10:00:00Z');

// One browser context and page per worker, reused across stories: the preview is loaded once (its MSW
// service worker started once) and each next story is opened in it the way Storybook's own manager opens
// one, so a story costs its render, not a page load. Nothing leaks between them: the preview unmounts the
// previous story, and every story's loader resets storage, stores, notifications and the mock shop
// (.storybook/decorators/story-state.ts), as the Vitest `storybook` project, which runs a file's stories
// in one page, relies on too.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        viewport: viewports.desktop,
        ...captureOptions,
        baseURL: workerInfo.project.use.baseURL,
      });
      await context.route('**/*', (route) =>
        isLocalUrl(route.request().url()) ? route.fallback() : route.abort('blockedbyclient'),
      );
      const page = await context.newPage();
      watchScripts(page);
      await page.clock.setFixedTime(FIXED_NOW);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens a story: in the preview already open (the manager's `setCurrentStory` on the preview's channel,
 * from the top of the page, nothing focused), or with a page load when none is open yet or `load` asks.
 */
async function openStory(page: Page, id: string, load = false): Promise<void> {
  const switched =
    !load &&
    (await page
      .evaluate((storyId) => {
        const { __STORYBOOK_ADDONS_CHANNEL__: channel, __STORYBOOK_PREVIEW__: preview } =
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, args: unknown): void };
            __STORYBOOK_PREVIEW__?: unknown;
          };
        if (!channel || !preview) return false;
        delete document.documentElement.dataset.storyViewport;
        window.scrollTo(0, 0);
        (document.activeElement as HTMLElement | null)?.blur?.();
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        return true;
      }, id)
      .catch(() => false));
  if (switched) return;
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
}

/**
 * Waits for the story just opened. `until: 'finished'`: until the preview has given its verdict
 * (.storybook/decorators/story-outcome.ts: loaders, render, play and the axe checks done), and fails with
 * the story's problems (what the play threw, the axe violations) unless it passed. `until: 'viewport'`:
 * only until its first render has said which viewport its globals ask for (`data-story-viewport`,
 * .storybook/decorators/providers.tsx), before its play has run, so that a story opened at the wrong size
 * is opened again without first being played to its end. Resolves with the viewport ('desktop' or
 * 'mobile').
 */
async function waitForStory(page: Page, id: string, until: 'finished' | 'viewport'): Promise<string> {
  const outcome = await page
    .waitForFunction(
      ({ storyId, until }) => {
        const render = (
          window as unknown as {
            __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } };
          }
        ).__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id !== storyId) return false;
        const viewport = document.documentElement.dataset.storyViewport;
        if (until === 'viewport' && viewport) return { viewport, problems: [] };
        const verdict = (
          window as unknown as { __storyOutcome?: (id: string) => { problems: string[] } | null }
        ).__storyOutcome?.(storyId);
        return verdict ? { viewport: viewport ?? 'desktop', problems: verdict.problems } : false;
      },
      { storyId: id, until },
      { timeout: 60_000 },
    )
    // waitForFunction resolves with a truthy value only: never `false`.
    .then((handle) => handle.jsonValue() as Promise<{ viewport: string; problems: string[] }>);
  expect(outcome.problems, `story ${id} failed (open it in Storybook to see it)`).toEqual([]);
  return outcome.viewport;
}

/**
 * The viewport a story asks for (its `globals`, as .storybook/decorators/providers.tsx reads them), asked of
 * the preview still open from the worker's previous story, so that a mobile story is opened at 375 px
 * straight away. Undefined when no preview is open yet (the worker's first story): the story is then
 * opened at 1280 px and, if its first render says mobile, opened again.
 */
async function viewportOf(page: Page, id: string): Promise<ViewportName | undefined> {
  const value = await page
    .evaluate(async (storyId) => {
      type Store = {
        loadStory(args: { storyId: string }): Promise<{ storyGlobals?: { viewport?: unknown } }>;
      };
      const store = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: Store } })
        .__STORYBOOK_PREVIEW__?.storyStoreValue;
      if (!store) return undefined;
      const viewport = (await store.loadStory({ storyId })).storyGlobals?.viewport;
      return typeof viewport === 'string' ? viewport : (viewport as { value?: string } | undefined)?.value;
    }, id)
    .catch(() => undefined);
  return value === undefined ? undefined : viewportNamed(value);
}

/**
 * Scripts the page is still downloading, seen from the browser's side: a component's code loaded with
 * `import()` (React.lazy) is no fetch the page-side settle check can see, and while it loads its
 * Suspense fallback (a skeleton, or nothing) stands still. This covers a slow download only: after
 * the script has come, its evaluation and React's retry of the boundary can still leave two still frames
 * (without its mark, the listing's deferred toolbar failed 2 of 15 runs with this wait alone). So a
 * deferred part marks its fallback (`data-part-loading`), which the page-side check waits out; another
 * lazy fallback that changes the picture needs the same.
 */
const scriptsInFlight = new WeakMap<Page, Set<Request>>();
function watchScripts(page: Page): void {
  const inFlight = new Set<Request>();
  scriptsInFlight.set(page, inFlight);
  page.on('request', (request) => {
    if (request.resourceType() === 'script') inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the story has settled (.storybook/decorators/settle.ts): for two frames in a row no
 * request in flight (bar those a mock holds for ever: `neverAnswer`), fonts and images loaded, videos
 * paused on their first frame, no running animation, the same focus and layout, no DOM mutation; and
 * then no script still downloading (else it settles again once it has come).
 * Fails with what kept moving if that never happens.
 */
async function settle(page: Page): Promise<void> {
  const inFlight = scriptsInFlight.get(page)!;
  for (let round = 0; ; round++) {
    await expect
      .poll(() => [...inFlight].map((request) => request.url()), {
        message: 'scripts never finished downloading',
        timeout: 20_000,
      })
      .toEqual([]);
    const unsettled = await page.evaluate(() =>
      (window as unknown as { __storySettled: () => Promise<string[]> }).__storySettled(),
    );
    expect(unsettled, 'the story never settled (fix the story: it must end in one state)').toEqual([]);
    if (inFlight.size === 0) return;
    expect(
      round,
      `scripts kept loading after the story settled: ${[...inFlight].map((r) => r.url())}`,
    ).toBeLessThan(5);
  }
}

/**
 * A full-page picture of a page taller than the window makes Chromium resize the window inside the
 * capture (captureBeyondViewport), and that resize can change the page while it is photographed: the
 * enquiry popover hid itself and dropped the focus of "Chat on WhatsApp". So grow the window
 * to the page's height first and let the page settle at that size: the capture then needs no resize.
 * (Pages whose height follows the window's, e.g. a hero in vh, take a second step.)
 */
async function fitWindowToPage(page: Page): Promise<void> {
  for (let step = 0; step < 5; step++) {
    const { width, height } = page.viewportSize()!;
    const pageHeight = await page.evaluate(() =>
      Math.ceil(Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)),
    );
    if (pageHeight <= height) return;
    await page.setViewportSize({ width, height: pageHeight });
    await settle(page);
  }
  throw new Error('the page grows with the window (height in vh?): it never fits one');
}

for (const story of listStories()) {
  const photographed = !story.tags?.includes('no-visual');
  const tag = photographed ? [] : ['@no-visual'];
  test(`${story.title} › ${story.name}`, { tag }, async ({ storyPage: page }) => {
    const expected = (await viewportOf(page, story.id)) ?? 'desktop';
    await page.setViewportSize(viewports[expected]);
    await openStory(page, story.id);
    const viewport = viewportNamed(await waitForStory(page, story.id, 'viewport'));
    if (viewport !== expected) {
      await page.setViewportSize(viewports[viewport]);
      await openStory(page, story.id, true);
    }
    await waitForStory(page, story.id, 'finished');
    if (!photographed) return;
    await settle(page);
    if (viewport === 'mobile') {
      // A phone's page never runs past the phone's width (a 2 px overflow once went into a baseline
      // unnoticed, as a 377 px wide picture). Rows meant to be swiped scroll inside themselves.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'the page is wider than the phone: something does not shrink').toBeLessThanOrEqual(
        viewports.mobile.width,
      );
    }
    await fitWindowToPage(page);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
