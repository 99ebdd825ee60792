import { Box, Paper, Text } from '@mantine/core';
import preview from '../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { SectionHeading, SectionReveal } from '@/ui';

const REDUCED = '(prefers-reduced-motion: reduce)';

/** A MediaQueryList stand-in answering the reduced-motion query with `matches`. */
function fakeMotionQuery(query: string, matches: boolean): MediaQueryList {
  const noop = () => undefined;
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: noop,
    removeEventListener: noop,
    addListener: noop,
    removeListener: noop,
    dispatchEvent: () => false,
  };
}

/** Overrides prefers-reduced-motion for one story (the test runners emulate `reduce`). */
function emulateReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion') ? fakeMotionQuery(query, reduce) : original.call(window, query);
  return () => {
    window.matchMedia = original;
  };
}

const allowMotion = () => emulateReducedMotion(false);

function Section() {
  return (
    <Paper withBorder p="xl" bg="oak.0">
      <SectionHeading title="Flooring categories" subtitle="Waterproof SPC and LVT for every room" mb={0} />
    </Paper>
  );
}

const revealState = (root: HTMLElement) => root.querySelector('[data-reveal]')?.getAttribute('data-reveal');

const meta = preview.meta({
  title: 'UI/SectionReveal',
  component: SectionReveal,
  args: { children: <Section /> },
});

export const InView = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Flooring categories' })).toBeInTheDocument();
    if (window.matchMedia(REDUCED).matches) {
      // §9 motion is off under reduced motion: visible, no transform.
      await expect(revealState(canvasElement)).toBe('off');
    } else {
      await waitFor(() => expect(revealState(canvasElement)).toBe('shown'));
    }
  },
});

export const ScrollInAndOut = meta.story({
  name: 'Reveals on scroll in, hides on scroll out',
  // Its 150vh spacers grow with the window, so it has no whole-page picture; "In view" is the picture.
  tags: ['no-visual'],
  beforeEach: allowMotion,
  render: (args) => (
    <Box>
      <Text mb="md">Scroll down to reveal the section.</Text>
      <Box h="150vh" aria-hidden />
      <SectionReveal {...args} />
      <Box h="150vh" aria-hidden />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const wrapper = canvasElement.querySelector('[data-reveal]')!.parentElement!;
    await waitFor(() => expect(revealState(canvasElement)).toBe('hidden'));
    // (Computed opacity is not asserted: the runners emulate reduced motion at CSS level,
    // where the stylesheet's own reduced-motion guard keeps content visible.)

    wrapper.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(revealState(canvasElement)).toBe('shown'));

    window.scrollTo(0, 0);
    await waitFor(() => expect(revealState(canvasElement)).toBe('hidden'));

    wrapper.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(revealState(canvasElement)).toBe('shown'));
  },
});

export const ReducedMotion = meta.story({
  name: 'Off under prefers-reduced-motion',
  beforeEach: () => emulateReducedMotion(true),
  play: async ({ canvasElement }) => {
    await expect(revealState(canvasElement)).toBe('off');
    const style = getComputedStyle(canvasElement.querySelector('[data-reveal]')!);
    await expect(style.opacity).toBe('1');
    await expect(style.transform).toBe('none');
  },
});

export const WithoutIntersectionObserver = meta.story({
  name: 'Off without IntersectionObserver',
  beforeEach: () => {
    const restoreMotion = allowMotion();
    const original = window.IntersectionObserver;
    // @ts-expect-error simulate an old browser
    delete window.IntersectionObserver;
    return () => {
      window.IntersectionObserver = original;
      restoreMotion();
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(revealState(canvasElement)).toBe('off');
    await expect(canvas.getByRole('heading', { name: 'Flooring categories' })).toBeVisible();
  },
});
