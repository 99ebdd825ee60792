// The shared contract cases (tests/contract/contract-cases.ts) against the MSW mocks (msw/node), so the
// mocks that Storybook, dev:mock and the unit tests use cannot drift from the reference server.
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { encodeBody, endpoints, joinUrl } from '../../src/contract/endpoints';
import { resetDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { MOCK_RESET_TOKENS } from '../../mocks/handlers/orders';
import { signupFields } from '../support/shop-fields';
import { contractSuite, uniqueEmail, type ContractDriver } from './contract-cases';

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
    const res = await driver.call('signup', signupFields(email, password));
    const grant = endpoints.signup.data.parse((res.body as { data: unknown }).data);
    return { authKey: grant.auth_key, email, password };
  },
};

describe('contract: MSW mocks', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetDb());
  afterAll(() => server.close());

  contractSuite(() => driver);
});
