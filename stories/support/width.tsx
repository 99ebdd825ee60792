import { Box } from '@mantine/core';
import type { Decorator } from '@storybook/react-vite';

/** A part shown at the width the page gives it (e.g. a product page column), not the whole canvas. */
export const atWidth =
  (maxWidth: number): Decorator =>
  (Story) => (
    <Box maw={maxWidth}>
      <Story />
    </Box>
  );
