import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_VARIABLES_HEADER, themeVariablesCss } from '@/ui/themeVariables';

describe('the theme CSS variables stylesheet', () => {
  it('is what MantineProvider would write for the current theme (run `npm run generate:theme-css`)', () => {
    const committed = readFileSync(new URL('../../src/ui/theme-variables.css', import.meta.url), 'utf8');
    expect(committed).toBe(`${THEME_VARIABLES_HEADER}${themeVariablesCss()}\n`);
    // Our theme is in it, not only Mantine's defaults.
    expect(committed).toContain('Inter Variable');
  });
});
