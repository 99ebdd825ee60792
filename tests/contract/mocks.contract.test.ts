// The shared contract cases (tests/contract/contract-cases.ts) against the MSW mocks (msw/node), so the
// mocks that Storybook, dev:mock and the unit tests use cannot drift from the reference server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeBody, endpoints, joinUrl } from '../../src/contract/endpoints';
import { resetDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { MOCK_RESET_TOKENS } from '../../mocks/handlers/orders';
import {
  contractCases,
  runContractCase,
  uncheckedSuccessMessages,
  uncoveredEndpoints,
  uniqueEmail,
  type ContractDriver,
} from './contract-cases';

const BASE = 'http://shop.test/api';

const driver: ContractDriver = {
  strictHttp: true,
  async call(name, fields = {}, options = {}) {
    const endpoint = endpoints[name];
    const headers = new Headers({ Accept: 'application/json' });
    if (options.authKey) headers.set('auth_key', options.authKey);
    const res = await fetch(joinUrl(BASE, endpoint.path), {
      method: endpoint.method,
      headers,
      body: encodeBody(endpoint, fields),
    });
    return { httpStatus: res.status, body: await res.json() };
  },
  resetToken: () => Promise.resolve(MOCK_RESET_TOKENS.valid),
  async newShopper() {
    const email = uniqueEmail('mocks');
    const password = 'contract password 1';
    const res = await driver.call('signup', {
      'Appuser[first_name]': 'Casey',
      'Appuser[last_name]': 'Contract',
      'Appuser[email]': email,
      'Appuser[password]': password,
      'Appuser[postal_code]': '00000',
      'Appuser[phone_number]': '0000000000',
      'Appuser[login_type]': 'Normal',
      'Appuser[devices_type]': 'Web',
    });
    const grant = endpoints.signup.data.parse((res.body as { data: unknown }).data);
    return { authKey: grant.auth_key, email, password };
  },
};

describe('contract: MSW mocks', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetDb());
  afterAll(() => server.close());

  it('covers every §7 endpoint with a success and a failure case', () => {
    expect(uncoveredEndpoints()).toEqual([]);
  });

  it('checks every success message of the contract', () => {
    expect(uncheckedSuccessMessages()).toEqual([]);
  });

  for (const c of contractCases) {
    it(`${c.endpoint}: ${c.title}`, () => runContractCase(driver, c));
  }
});
