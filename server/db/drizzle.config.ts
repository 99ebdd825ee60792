// drizzle-kit: generates the SQL migrations (server/db/migrations/NNNN_name.sql + meta/ snapshots) from the one
// schema, server/db/schema.ts. `npm run db:generate -- --name what_changed` (docs/server.md, "Changing the
// schema"). The server applies them itself at start (server/db/migrate.ts); drizzle-kit never touches a database.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
