// vite.config.ts lazyMantineDefaultVariables: Mantine's remove-default-variables module resolves the
// default theme's CSS variables at import (on every page load, issue 9: TBT); the build makes that lazy.
// Fails when a Mantine upgrade changes the module (then the plugin throws in the build, by design).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyMantineDefaultVariables } from '../../vite.config';

const file = fileURLToPath(
  new URL(
    '../../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
    import.meta.url,
  ),
);

function transform(code: string, id = file): string | null {
  const hook = lazyMantineDefaultVariables().transform as (
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook(code, id)?.code ?? null;
}

describe('lazyMantineDefaultVariables', () => {
  it("moves the installed Mantine's default-variables computation into the function's first call", () => {
    const source = readFileSync(file, 'utf8');
    const code = transform(source)!;
    expect(code).not.toContain('const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);');
    expect(code).toContain('let defaultCssVariables;');
    expect(code).toMatch(
      /function removeDefaultVariables\(input\) \{ defaultCssVariables \?\?= defaultCssVariablesResolver\(DEFAULT_THEME\);/,
    );
    // No line moved (the source map of the module stays right).
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('leaves every other module alone', () => {
    expect(transform('export const a = 1;', '/x/node_modules/@mantine/core/esm/index.mjs')).toBeNull();
  });

  it('fails the build when the module is no longer the one it was written for', () => {
    expect(() => transform('export function removeDefaultVariables(input) { return input; }')).toThrow(
      /not the module lazyMantineDefaultVariables/,
    );
  });
});
