// The server preloads the contract's modules for a page that calls the API as it opens (CONTRACT_MODULES),
// and loadContract imports them one after the other: a module loadContract imports that the list leaves out
// would be fetched after the others' evaluation again, without anything failing.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MODULES } from '@/contract/render';

describe('CONTRACT_MODULES', () => {
  it("lists loadContract's imports, in their order", () => {
    const source = readFileSync(resolve(__dirname, '../../src/api/client.ts'), 'utf8');
    const body = /export function loadContract\(\)[\s\S]*?\n}\n/.exec(source)?.[0] ?? '';
    const imported = [...body.matchAll(/import\('\.\.\/(contract(?:\/[\w-]+)?)'\)/g)].map(([, path]) =>
      path === 'contract' ? 'src/contract/index.ts' : `src/${path}.ts`,
    );
    expect(imported).toEqual([...CONTRACT_MODULES]);
  });
});
