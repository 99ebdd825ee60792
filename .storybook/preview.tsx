// Everything a story needs to look and behave like the app: global styles + bundled font,
// Mantine theme, notifications, fresh SWR cache, in-memory router, reset stores, MSW.
// Conventions for story authors: README.md, section "Stories".
import './decorators/test-mode';
import './decorators/settle';
import './decorators/env';
import '@/ui/styles';
import '@/ui/fonts';
import type { Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
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

const preview: Preview = {
  loaders: [
    storyStateLoader,
    // The app loads its HTML sanitiser on demand; a story's first render has it, as the shop's pages do
    // after the first touch.
    async () => {
      await loadSanitizer();
    },
    // The default handlers (mocks/handlers) are the worker's initial handlers: they survive the
    // reset between stories, and a story's `parameters.msw.handlers` are prepended, so they win.
    mswLoader(async () => {
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
  decorators: [withProviders],
  render: appRender,
  parameters: {
    // A part is shown with the canvas's padding (Storybook's own default, written once here); a screen's
    // story sets 'fullscreen' (routesAt/shellAt in stories/support).
    layout: 'padded',
    controls: { expanded: true },
    // Every axe violation fails the story's test (Vitest `storybook` project).
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
};

export default preview;
