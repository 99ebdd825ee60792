// vite.config.ts withoutMantineCssVariables: the app never lets MantineProvider write the theme's CSS
// variables (a stylesheet holds them), so a build replaces the component that would, and drops its
// resolver from every first visit. Fails when a Mantine upgrade changes the module (then the
// plugin throws in the build, by design).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withoutMantineCssVariables } from '../../vite.config';

const file = fileURLToPath(
  new URL(
    '../../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/MantineCssVariables.mjs',
    import.meta.url,
  ),
);

function transform(code: string, id = file): string | null {
  const hook = withoutMantineCssVariables().transform as (
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook(code, id)?.code ?? null;
}

async function evaluate(code: string): Promise<{ MantineCssVariables: () => unknown }> {
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

describe('withoutMantineCssVariables', () => {
  it("replaces the installed Mantine's variables writer by one that imports nothing and fails if rendered", async () => {
    const code = transform(readFileSync(file, 'utf8'))!;
    expect(code).not.toMatch(/\bimport\b/);
    const { MantineCssVariables } = await evaluate(code);
    expect(() => MantineCssVariables()).toThrow(/withCssVariables=\{false\}/);
  });

  it('applies to builds only (Vitest and dev render the real one: src/ui/themeVariables.ts needs it)', () => {
    expect(withoutMantineCssVariables().apply).toBe('build');
  });

  it('leaves every other module alone', () => {
    expect(transform('export const a = 1;', '/x/node_modules/@mantine/core/esm/index.mjs')).toBeNull();
  });

  it('fails the build when the module is no longer the one it was written for', () => {
    expect(() => transform('export function CssVariables() { return null; }')).toThrow(
      /not the module withoutMantineCssVariables/,
    );
  });
});
