// The shared contract cases (tests/contract/contract-cases.ts) against the reference server, in process
// (app.request, no port), on the run's shared database. Failures must also carry their HTTP status.
import { beforeEach, describe } from 'vitest';
import { testShop, type TestShop } from '../../server/test/support';
import { contractSuite, uniqueEmail, type ContractDriver } from './contract-cases';

import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../server/db/schema';

describe('contract: reference server', () => {
  let t: TestShop;
  let driver: ContractDriver;

  beforeEach(async () => {
    t = await testShop();
    const api = t.client();
    driver = {
      strictHttp: true,
      async call(name, fields = {}, options = {}) {
        const res = await api.call(name, fields, { authKey: options.authKey });
        return { httpStatus: res.status, body: res.body };
      },
      async resetToken(email) {
        const [mail] = await t.database.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.kind, 'password-reset'), eq(mailOutbox.to, email)))
          .orderBy(desc(mailOutbox.id))
          .limit(1);
        return /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      },
      async newShopper() {
        const email = uniqueEmail();
        const password = 'contract password 1';
        const shopper = t.client();
        const grant = await shopper.signUp(email, password);
        return { authKey: grant.auth_key, email, password };
      },
    };
  });

  contractSuite(() => driver);
});
