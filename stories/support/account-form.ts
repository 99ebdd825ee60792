// The states the account forms (sign in, sign up, forgot password, contact us) share, played once here:
// each screen's file spreads them into its own named stories, so a story id stays `<title>--<export>`.
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { Endpoint } from '@/contract';
import { demoSessions, scenarios } from '@mocks/index';
import { expectNavigatedTo, mobile, recordRequests, type Canvas } from './index';

type Story = StoryObj;

export interface AccountForm {
  /** The endpoint the form posts to. */
  endpoint: Endpoint;
  /** The screen's sign that it is ready (its heading, or the details it loads). */
  ready: (canvas: Canvas) => Promise<HTMLElement>;
  /** Fills the form in with good values and sends it. */
  send: (canvas: Canvas) => Promise<void>;
  /** The form's submit button. */
  submit: (canvas: Canvas) => HTMLElement;
}

/** Stories every account form has, given how to drive it. */
export function accountFormStories(form: AccountForm) {
  const sent = recordRequests(form.endpoint);
  return {
    /** The request stays unanswered: the button is busy, a second click or Enter sends nothing more. */
    submitting: {
      parameters: { msw: { handlers: [sent.handler, ...scenarios.loading(form.endpoint)] } },
      beforeEach: sent.reset,
      play: async ({ canvas, step }) => {
        await form.send(canvas);
        await waitFor(() => expect(form.submit(canvas)).toBeDisabled());
        await waitFor(() => expect(sent.requests).toHaveLength(1));
        await step('a second click or Enter sends nothing more', async () => {
          await userEvent.click(form.submit(canvas));
          await userEvent.keyboard('{Enter}');
          await expect(sent.requests).toHaveLength(1);
        });
      },
    } satisfies Story,

    /** Sent empty once ready: `checks` what the form's rules (loaded with the form) then say, in a step
     * when `stepName` is given. */
    submittedEmpty: (checks: (canvas: Canvas) => Promise<void>, stepName?: string) =>
      ({
        play: async ({ canvas, step }) => {
          await form.ready(canvas);
          await userEvent.click(form.submit(canvas));
          await (stepName ? step(stepName, () => checks(canvas)) : checks(canvas));
        },
      }) satisfies Story,

    /** No answer at all: the form's alert says `message`, and the button can be pressed again. */
    networkError: (message: string) =>
      ({
        parameters: { msw: { handlers: scenarios.networkError(form.endpoint) } },
        play: async ({ canvas }) => {
          await form.send(canvas);
          await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
          await waitFor(() => expect(form.submit(canvas)).toBeEnabled());
        },
      }) satisfies Story,

    /** Sent from `route`, the shopper is taken to `to`. Tag the story 'no-visual' in its own file (the
     * indexer reads tags there): it ends on another screen. */
    success: (route: string, to: string) =>
      ({
        parameters: { route },
        play: async ({ canvas, loaded }) => {
          await form.send(canvas);
          await expectNavigatedTo(loaded, to);
        },
      }) satisfies Story,

    /** A signed-in shopper (at `route`, when given) is sent on to `to`: a guest-only screen. Tag the story
     * 'no-visual' in its own file: it shows another screen. */
    signedInRedirect: (to: string, route?: string) =>
      ({
        parameters: { session: demoSessions.withCart, ...(route ? { route } : {}) },
        play: async ({ loaded }) => expectNavigatedTo(loaded, to),
      }) satisfies Story,

    /** The pristine form on a phone. */
    mobile: {
      globals: mobile,
      play: async ({ canvas }) => {
        await expect(await form.ready(canvas)).toBeVisible();
      },
    } satisfies Story,
  };
}
