// `npm run admin -- add <email>`: makes <email> an owner of the back office, asking for the password
// without echoing it (twice). Uses the server's database settings (DATABASE_URL, or DATA_DIR's PGlite,
// which only one process may open: stop the server first, or set ADMIN_EMAIL/ADMIN_PASSWORD for it).
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { readEnv } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { silentLogger } from './log';
import { ensureOwner } from './admin/owners';
import { Accounts, DEFAULT_ACCOUNT_OPTIONS } from './services/accounts';
import { createPasswordHasher } from './services/passwords';
import { Throttle } from './services/throttle';

const MIN_PASSWORD = 8;

/** Asks on the terminal, printing the prompts but not what is typed; one reader for every question. */
function hiddenPrompter() {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(prompt: string): Promise<string> {
      process.stdout.write(prompt);
      muted = true;
      const next = await lines.next();
      muted = false;
      process.stdout.write('\n');
      if (next.done) throw new Error('No password given.');
      return String(next.value);
    },
    close: () => rl.close(),
  };
}

async function main(args: string[]) {
  const [command, email] = args;
  if (command !== 'add' || !email || !z.email().safeParse(email).success) {
    console.error('Usage: npm run admin -- add <email>');
    process.exit(2);
  }
  const prompter = hiddenPrompter();
  const password = await prompter.ask(`Password for ${email}: `);
  if (password.length < MIN_PASSWORD) {
    console.error(`The password must have at least ${MIN_PASSWORD} characters.`);
    process.exit(1);
  }
  const again = await prompter.ask('Again: ');
  prompter.close();
  if (again !== password) {
    console.error('The passwords differ.');
    process.exit(1);
  }
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    await migrate(database);
    const accounts = new Accounts(
      database.db,
      createPasswordHasher(),
      new Throttle(database.db),
      silentLogger,
      DEFAULT_ACCOUNT_OPTIONS,
    );
    const outcome = await ensureOwner(database.db, accounts, email, password, 'npm run admin');
    console.log(
      outcome === 'created'
        ? `${email} is an owner now.`
        : outcome === 'updated'
          ? `${email} is an owner, with the new password.`
          : `${email} was an owner with this password already.`,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
