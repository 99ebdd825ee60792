// Guards for configuration that has to agree with code elsewhere.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { theme } from '@/ui/theme';

const require = createRequire(import.meta.url);

describe('postcss.config.cjs', () => {
  it('defines $mantine-breakpoint-* exactly as theme.breakpoints', () => {
    const config = require('../../postcss.config.cjs') as {
      plugins: { 'postcss-simple-vars': { variables: Record<string, string> } };
    };
    const fromTheme = Object.fromEntries(
      Object.entries(theme.breakpoints ?? {}).map(([name, value]) => [`mantine-breakpoint-${name}`, value]),
    );
    expect(config.plugins['postcss-simple-vars'].variables).toEqual(fromTheme);
  });
});
