#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a private, throw-away PostgreSQL server.
# Uses the machine's PostgreSQL binaries (installing Debian's postgresql when missing);
# initdb refuses root, so the server runs as the postgres user in a scratch folder.
#   usage: scripts/with-postgres.sh <command> [args...]
set -euo pipefail

PGPORT="${MOTUS_PG_PORT:-5433}"
PGDIR="$(mktemp -d /tmp/motus-pg.XXXXXX)"

find_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

PGBIN="$(find_bin)"
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  if [ "$(id -u)" != "0" ]; then
    echo "PostgreSQL server binaries are missing: run 'sudo apt-get install -y postgresql'" >&2
    exit 1
  fi
  echo "Installing Debian's postgresql..." >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PGBIN="$(find_bin)"
fi

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
