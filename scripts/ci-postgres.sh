#!/usr/bin/env bash
# Runs the reference API's tests against a real PostgreSQL (Debian's `postgresql` package).
# Installs it when missing (root + apt), starts the cluster, creates a throwaway role and database, runs
# server/main.ts once against it (migrate the empty database + seed + health check + graceful stop), then
# runs `vitest --project server` with DATABASE_URL. Usage: scripts/ci-postgres.sh [extra vitest args]
set -euo pipefail
cd "$(dirname "$0")/.."

DB_NAME="${PG_TEST_DB:-floorshop_test}"
DB_USER="${PG_TEST_USER:-floorshop}"
DB_PASS="${PG_TEST_PASSWORD:-floorshop}"
DB_PORT="${PG_TEST_PORT:-5432}"

if ! command -v pg_lsclusters >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "ci-postgres: installing postgresql (apt)"
    apt-get update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null
  else
    echo "ci-postgres: PostgreSQL is not installed and cannot be installed here (need root + apt)" >&2
    exit 2
  fi
fi

# Start the first cluster (create one if the package did not).
read -r PG_VERSION PG_CLUSTER PG_STATUS < <(pg_lsclusters --no-header | awk '{print $1, $2, $4; exit}') || true
if [ -z "${PG_VERSION:-}" ]; then
  PG_VERSION="$(ls /usr/lib/postgresql | sort -V | tail -1)"
  PG_CLUSTER=main
  pg_createcluster "$PG_VERSION" "$PG_CLUSTER" --port "$DB_PORT" >/dev/null
  PG_STATUS=down
fi
if [ "$PG_STATUS" != "online" ]; then
  pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start
fi
DB_PORT="$(pg_lsclusters --no-header | awk -v v="$PG_VERSION" -v c="$PG_CLUSTER" '$1==v && $2==c {print $3}')"

as_postgres() { if [ "$(id -u)" = "0" ]; then su postgres -c "$1"; else sh -c "$1"; fi; }
as_postgres "psql -q -p $DB_PORT -v ON_ERROR_STOP=1 <<SQL
SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '$DB_NAME' AND pid <> pg_backend_pid();
DROP DATABASE IF EXISTS $DB_NAME;
DO \\\$\\\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$DB_USER') THEN
    CREATE ROLE $DB_USER LOGIN PASSWORD '$DB_PASS';
  END IF;
END \\\$\\\$;
CREATE DATABASE $DB_NAME OWNER $DB_USER;
SQL" >/dev/null

export DATABASE_URL="postgres://$DB_USER:$DB_PASS@127.0.0.1:$DB_PORT/$DB_NAME"
echo "ci-postgres: PostgreSQL $PG_VERSION on port $DB_PORT, database $DB_NAME"

# 1. The real entry point creates the schema on the fresh database (migrations), seeds it, serves, stops.
LOG="$(mktemp)"
PORT=0 HOST=127.0.0.1 NODE_ENV=test STATIC_DIR=/nonexistent node --import tsx server/main.ts >"$LOG" 2>&1 &
SERVER_PID=$!
trap 'kill "$SERVER_PID" 2>/dev/null || true; rm -f "$LOG"' EXIT
for _ in $(seq 1 120); do
  grep -q '"msg":"listening"' "$LOG" && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$LOG"; echo "ci-postgres: server exited" >&2; exit 1; }
  sleep 0.5
done
PORT_USED="$(grep '"msg":"listening"' "$LOG" | sed -E 's/.*"port":([0-9]+).*/\1/')"
node -e '
  const base = `http://127.0.0.1:${process.argv[1]}/api`;
  const check = async (path) => {
    const body = await (await fetch(base + path)).json();
    if (body.status !== 1) throw new Error(`${path}: ${JSON.stringify(body)}`);
  };
  Promise.all([check("/health"), check("/beforeauth/getshippingcharge")]).catch((e) => { console.error(e); process.exit(1); });
' "$PORT_USED"
grep -q '"kind":"postgres"' "$LOG"
grep -q '"migrations_applied":\["0001_init"' "$LOG"
kill -TERM "$SERVER_PID"
wait "$SERVER_PID"
trap - EXIT
rm -f "$LOG"
echo "ci-postgres: server migrated a fresh database, seeded, answered and stopped cleanly on PostgreSQL"

# 2. The server's tests on PostgreSQL (same database: migrations are already applied, the seed unchanged).
npx vitest run --project server "$@"
