// npm run db:generate -- --name what_changed: drizzle-kit writes the next SQL migration and snapshot from
// server/db/schema.ts (docs/server.md "Changing the schema"), then prettier formats the snapshot JSON so the
// lint stays green. Arguments go to drizzle-kit.
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};
run('npx', ['drizzle-kit', 'generate', '--config', 'server/db/drizzle.config.ts', ...process.argv.slice(2)]);
run('npx', ['prettier', '--write', '--log-level', 'warn', 'server/db/migrations']);
