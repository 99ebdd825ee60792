// Everything a story needs to look and behave like the app: global styles + bundled font,
// Mantine theme, notifications, fresh SWR cache, in-memory router, reset stores, MSW.
// Conventions for story authors: README.md, section "Stories".
import './decorators/test-mode';
import './decorators/settle';
import './decorators/story-outcome';
import './decorators/env';
import '@/ui/styles';
import '@/ui/fonts';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { isCommonAssetRequest, type AnyHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import addonMsw from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { handlers as defaultHandlers } from '@mocks/handlers';
import { appRender, withProviders } from './decorators/providers';
import { storyStateLoader } from './decorators/story-state';
import { loadSanitizer } from '@/ui/HtmlContent/loadSanitizer';

// findBy*/waitFor in play functions wait for a state and return as soon as it is there. On a busy CI
// machine a lazy screen chunk plus its mocked answers can take seconds: give up only after 15 s.
configure({ asyncUtilTimeout: 15_000 });

const ignoredRequest =
  /\.mdx$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\.|\/node_modules\/|\/@fs\/|\/src\//;

// CSF Next (factories): stories are `preview.meta({...})` / `meta.story({...})` (README "Stories"). With a
// factory preview Storybook applies only the addons listed here, not those of main.ts.
export default definePreview({
  addons: [
    addonA11y(),
    addonDocs(),
    // The default handlers (mocks/handlers) are the worker's initial handlers: they survive the reset
    // after each story.
    addonMsw(async () => {
      const worker = setupWorker(...defaultHandlers);
      await worker.start({
        quiet: true,
        onUnhandledRequest(request, print) {
          if (isCommonAssetRequest(request) || ignoredRequest.test(request.url)) return;
          print.warning();
        },
      });
      return worker;
    }),
  ],
  loaders: [
    storyStateLoader,
    // The app loads its HTML sanitiser on demand; a story's first render has it, as the shop's pages do
    // after the first touch.
    async () => {
      await loadSanitizer();
    },
  ],
  // A story's `parameters.msw.handlers` (a list, or named lists, as msw-storybook-addon takes them) go in
  // front of the default ones, so they win. The addon's own beforeEach runs first and puts the worker in
  // `context.msw`; no earlier story's handlers are left.
  beforeEach({ parameters, msw }) {
    msw.resetHandlers();
    const { handlers = [] } = (parameters.msw ?? {}) as {
      handlers?: AnyHandler[] | Record<string, AnyHandler | AnyHandler[]>;
    };
    const list = Array.isArray(handlers) ? handlers : Object.values(handlers).flat();
    if (list.length) msw.use(...list);
  },
  decorators: [withProviders],
  render: appRender,
  parameters: {
    // A part is shown with the canvas's padding (Storybook's own default, written once here); a screen's
    // story sets 'fullscreen' (routesAt/shellAt in stories/support).
    layout: 'padded',
    controls: { expanded: true },
    // Every axe violation fails the story's test (the visual run in `npm test`; Vitest `storybook` project).
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
  },
});
