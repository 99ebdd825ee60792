// vite.config.ts stableMantineIds: in a build, Mantine's useId keeps React's id instead of swapping it for
// a random one in a layout effect, which rendered every labelled Mantine part a second time, synchronously,
// right after hydration. Checked on the installed Mantine module: the transformed hook holds no state or
// effect (nothing to render again), and gives the id the server renders with Mantine's own hook, so
// hydration matches. Fails when a Mantine upgrade changes the module (then the plugin throws in the build).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useId as mantineUseId } from '@mantine/hooks';
import { createElement, useId as reactUseId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { stableMantineIds } from '../../vite.config';

const file = fileURLToPath(
  new URL('../../node_modules/@mantine/hooks/esm/use-id/use-id.mjs', import.meta.url),
);

function transform(code: string, id = file): string | null {
  const hook = stableMantineIds().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id)?.code ?? null;
}

/** The transformed module's hook, with its one import (React's useId) given to it. */
function transformedHook(): (staticId?: string) => string {
  const code = transform(readFileSync(file, 'utf8'))!;
  const body = code
    .replace("import { useId } from 'react';", '')
    .replace('export { useId$1 as useId };', 'return useId$1;');
  expect(body).not.toMatch(/\bimport\b|\bexport\b/);
  return new Function('useId', body)(reactUseId) as (staticId?: string) => string;
}

/** Two fields, as a page names its parts, rendered on the server with the given hook. */
function serverIds(useMantineId: (staticId?: string) => string, staticId?: string): string[] {
  function Field() {
    return createElement('input', { id: useMantineId(staticId), 'aria-label': 'Field' });
  }
  const html = renderToString(createElement('form', null, createElement(Field), createElement(Field)));
  return [...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1]!);
}

describe('stableMantineIds', () => {
  it('holds no state or effect: the id it renders first is the one it keeps', () => {
    const code = transform(readFileSync(file, 'utf8'))!;
    expect(code).not.toMatch(/useState|useEffect|useLayoutEffect|useIsomorphicEffect|randomId/);
  });

  it("renders the ids Mantine's own hook renders on the server (hydration matches)", () => {
    const ids = serverIds(transformedHook());
    expect(ids).toEqual(serverIds(mantineUseId));
    expect(new Set(ids).size).toBe(2);
    expect(ids[0]).toMatch(/^mantine-/);
  });

  it('still prefers an id the component is given', () => {
    expect(serverIds(transformedHook(), 'given')).toEqual(['given', 'given']);
  });

  it('applies to builds only and leaves every other module alone', () => {
    expect(stableMantineIds().apply).toBe('build');
    expect(transform('export const a = 1;', '/x/node_modules/@mantine/hooks/esm/index.mjs')).toBeNull();
  });

  it('fails the build when the module is no longer the one it was written for', () => {
    expect(() => transform('export function useId() { return "x"; }')).toThrow(
      /not the module stableMantineIds/,
    );
  });
});
