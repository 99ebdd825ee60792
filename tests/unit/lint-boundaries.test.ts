// The import boundaries of eslint.config.js, each proven on a deliberately bad file that exists only in
// this test: ESLint lints the text as if it stood at `filePath` (imports resolve from there), so the
// rules are checked exactly as `npm run lint` applies them, without committing a bad file.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids (and messages) ESLint reports for `code` placed at `filePath`. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const rules = (found: { rule: string | null }[]) => found.map((m) => m.rule);

describe('import boundaries (eslint.config.js)', { timeout: 120_000 }, () => {
  it('a feature may not import another feature, by alias or by relative path', async () => {
    const found = await lint(
      'src/features/catalog/Probe.tsx',
      [
        "import { AccountCard } from '@/features/account/AccountCard';",
        "import { PickupDelivery } from '../content/home/PickupDelivery';",
        'export const parts = [AccountCard, PickupDelivery];',
      ].join('\n'),
    );
    expect(rules(found)).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
    expect(found[0]!.message).toMatch(/Features do not import each other/);
  });

  it('a feature may not import src/app', async () => {
    const found = await lint(
      'src/features/content/Probe.tsx',
      "import { Layout } from '@/app/layout/Layout';\nexport const shell = Layout;",
    );
    expect(rules(found)).toEqual(['import-x/no-restricted-paths']);
    expect(found[0]!.message).toMatch(/must not import src\/app/);
  });

  it('a feature may import its own parts and the shared layers', async () => {
    const found = await lint(
      'src/features/catalog/Probe.tsx',
      [
        "import { RelatedProducts } from './details/RelatedProducts';",
        "import { useProducts } from '@/api';",
        "import { paths } from '@/config/paths';",
        "import { ProductCard } from '@/ui';",
        'export const parts = [RelatedProducts, useProducts, paths, ProductCard];',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it("the server's own folders may share a name with the app's; the app's folders stay out of reach", async () => {
    const found = await lint(
      'server/admin/probe.ts',
      [
        "import { newAuthKey } from '../services/accounts';",
        "import { paths } from '@/config/paths';",
        "import { env } from '../../src/config/env';",
        "import { toCents } from '../../src/domain/money';",
        'export const used = [newAuthKey, paths, env, toCents];',
      ].join('\n'),
    );
    expect(found.map((m) => m.message)).toEqual([
      expect.stringMatching(/may import only src\/contract and src\/domain from the client side/),
      expect.stringMatching(/may import only src\/contract and src\/domain/),
    ]);
  });

  it('the server may not import mocks/, by alias or by relative path; fixtures/ is fine', async () => {
    const found = await lint(
      'server/services/probe.ts',
      [
        "import { db } from '../../mocks/db';",
        "import { scenarios } from '@mocks/scenarios';",
        "import { products } from '../../fixtures';",
        'export const used = [db, scenarios, products];',
      ].join('\n'),
    );
    expect(rules(found)).toEqual([
      'import-x/no-restricted-paths',
      'no-restricted-imports',
      'import-x/no-restricted-paths',
    ]);
    expect(found[0]!.message).toMatch(/server\/ must not import mocks/);
  });

  it('an import that closes a cycle fails', async () => {
    // endpoints.ts imports entities.ts; entities.ts importing endpoints.ts back would close a cycle.
    const found = await lint(
      'src/contract/entities.ts',
      "import { endpoints } from './endpoints';\nexport const names = Object.keys(endpoints);",
    );
    expect(rules(found)).toEqual(['import-x/no-cycle']);
  });
});
