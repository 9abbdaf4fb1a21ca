#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a private, throw-away PostgreSQL server.
# Uses the machine's PostgreSQL binaries (scripts/ensure-postgres.sh installs them when missing);
# initdb refuses root, so the server runs as the postgres user in a scratch folder.
#   usage: scripts/with-postgres.sh <command> [args...]
set -euo pipefail

PGPORT="${MOTUS_PG_PORT:-5433}"
PGDIR="$(mktemp -d /tmp/motus-pg.XXXXXX)"

PGBIN="$(bash "$(dirname "$0")/ensure-postgres.sh")"

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cleanup() {
  as_postgres "$PGBIN/pg_ctl" -D "$PGDIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PGDIR"
}
trap cleanup EXIT

if [ "$(id -u)" = "0" ]; then chown postgres:postgres "$PGDIR"; fi
as_postgres "$PGBIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_postgres "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/log" \
  -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDIR -c fsync=off" -w start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') is running for this command on port $PGPORT." >&2
"$@"
