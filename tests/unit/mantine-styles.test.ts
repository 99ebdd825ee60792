// src/ui/mantine.css loads Mantine's stylesheets one component at a time (the whole of Mantine core
// is ≈41 KB gzip). A component imported from @mantine/core whose stylesheet is missing there renders
// unstyled in the app and in Storybook alike; this test names it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const stylesDir = join(root, 'node_modules/@mantine/core/styles');

/** Stylesheets a component needs besides its own (Mantine builds some components from others). */
const NEEDS: Record<string, string[]> = {
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  Combobox: ['Popover', 'Input'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NumberInput: ['Input'],
  PasswordInput: ['Input'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Radio: ['InlineInput'],
  Menu: ['Popover'],
  Tooltip: ['Popover'],
  ActionIcon: ['UnstyledButton'],
  Button: ['UnstyledButton'],
  // Its sliding highlight: without this sheet it sat at its static position plus its offset (4 px off).
  SegmentedControl: ['FloatingIndicator'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function mantineImports(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name) && !used.has(name)) used.set(name, relative(root, file));
      }
    }
  }
  return used;
}

describe('Mantine stylesheets (src/ui/mantine.css)', () => {
  const css = readFileSync(join(root, 'src/ui/mantine.css'), 'utf8');
  const loaded = [...css.matchAll(/@import '@mantine\/core\/styles\/([A-Za-z-]+)\.layer\.css';/g)].map(
    (m) => m[1]!,
  );

  it('loads every stylesheet in its layered build, and each file exists', () => {
    const imports = [...css.matchAll(/@import '([^']+)'/g)].map((m) => m[1]!);
    expect(imports.length).toBe(loaded.length); // one build for all (scripts/postcss-cascade.cjs unwraps it)
    for (const name of loaded) expect(existsSync(join(stylesDir, `${name}.layer.css`)), name).toBe(true);
  });

  it('has the stylesheet of every component the store imports from @mantine/core', () => {
    const missing: string[] = [];
    for (const [component, file] of mantineImports()) {
      const own = existsSync(join(stylesDir, `${component}.css`)) ? [component] : [];
      for (const sheet of [...own, ...(NEEDS[component] ?? [])])
        if (!loaded.includes(sheet)) missing.push(`${sheet} (for ${component}, imported in ${file})`);
    }
    expect(missing).toEqual([]);
  });
});
