// Owners added from outside the back office (ADMIN_EMAIL at start, `npm run admin -- add`), audited as the
// server's own doing; an unchanged owner writes nothing.
import type { Db } from '../db/database';
import type { Accounts } from '../services/accounts';
import { recordAudit } from './audit';

export async function ensureOwner(
  db: Db,
  accounts: Accounts,
  email: string,
  password: string,
  by: string,
): Promise<'created' | 'updated' | 'unchanged'> {
  const outcome = await accounts.ensureOwner(email, password);
  if (outcome !== 'unchanged')
    await recordAudit(
      db,
      { userId: null, email: by },
      {
        action: outcome === 'created' ? 'create' : 'update',
        entity: 'owner',
        entityId: email.trim().toLowerCase(),
        // Never the password or its hash: only that the account is an owner now.
        after: { role: 'owner' },
      },
    );
  return outcome;
}
