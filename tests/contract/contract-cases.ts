// Shared contract cases: the same request/answer checks for every implementation of the §7 API, the
// reference server (./server.contract.test.ts) and the MSW mocks (./mocks.contract.test.ts). A case posts
// wire fields as the storefront does and checks the envelope (./case-kit.ts runs it). The cases live by
// endpoint family in ./cases/.
import { expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../src/contract/endpoints';
import { successMessages } from '../../src/contract/messages';
import { runContractCase, type ContractCase, type ContractDriver } from './case-kit';
import { catalogueCases } from './cases/catalogue';
import { accountsCases } from './cases/accounts';
import { cartCases } from './cases/cart';
import { addressesCases } from './cases/addresses';
import { paymentsCases } from './cases/payments';
import { ordersCases } from './cases/orders';
import { sessionsCases } from './cases/sessions';
import { boundedInputCases } from './cases/bounded-input';

export {
  runContractCase,
  uniqueEmail,
  type ContractCase,
  type ContractDriver,
  type Fields,
  type Shopper,
} from './case-kit';

export const contractCases: ContractCase[] = [
  ...catalogueCases,
  ...accountsCases,
  ...cartCases,
  ...addressesCases,
  ...paymentsCases,
  ...ordersCases,
  ...sessionsCases,
  ...boundedInputCases,
];

/** The success messages of src/contract/messages.ts that no case checks. */
export function uncheckedSuccessMessages(): string[] {
  const checked = new Set(contractCases.flatMap((c) => (c.expect.ok ? [c.expect.message] : [])));
  return Object.entries(successMessages)
    .filter(([, message]) => !checked.has(message))
    .map(([name]) => name);
}

/** Every §7 endpoint has at least one success case and one failure case. */
export function uncoveredEndpoints(): string[] {
  const missing: string[] = [];
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const cases = contractCases.filter((c) => c.endpoint === name);
    const hasOk = cases.some((c) => c.expect.ok);
    const hasFail = cases.some((c) => !c.expect.ok);
    const publicRead = !endpoints[name].auth && endpoints[name].method === 'GET';
    if (!hasOk || (!hasFail && !publicRead)) missing.push(name);
  }
  return missing;
}

/**
 * The suite every implementation runs: coverage of the contract, then each case, against the driver
 * `driverOf` answers (set up by the caller's hooks).
 */
export function contractSuite(driverOf: () => ContractDriver): void {
  it('covers every §7 endpoint with a success and a failure case', () => {
    expect(uncoveredEndpoints()).toEqual([]);
  });

  it('checks every success message of the contract', () => {
    expect(uncheckedSuccessMessages()).toEqual([]);
  });

  for (const c of contractCases) {
    it(`${c.endpoint}: ${c.title}`, () => runContractCase(driverOf(), c));
  }
}
