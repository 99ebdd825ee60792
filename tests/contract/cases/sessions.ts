// Contract cases: sessions (refreshing the key). Run by both implementations' suites (../contract-cases.ts).
import { expect } from 'vitest';
import { successMessages } from '../../../src/contract/messages';
import { type ContractCase, fails, says } from '../case-kit';

export const sessionsCases: ContractCase[] = [
  { title: 'logout answers success', endpoint: 'logout', expect: says(successMessages.loggedOut) },
  {
    title: 'logout without auth_key is refused',
    endpoint: 'logout',
    as: 'none',
    expect: fails(undefined, 401),
  },
  {
    title: 'refresh-token with the current key answers a new auth_key',
    endpoint: 'refreshToken',
    expect: says(successMessages.sessionRefreshed, (d, _s, ctx) => {
      const key = (d as { auth_key?: string } | null)?.auth_key;
      expect(typeof key).toBe('string');
      expect(key).not.toBe(ctx.me.authKey);
    }),
  },
  {
    title: 'refresh-token without a key fails',
    endpoint: 'refreshToken',
    as: 'none',
    expect: fails(undefined, 401),
  },
];
