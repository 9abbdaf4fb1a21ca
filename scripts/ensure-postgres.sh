#!/usr/bin/env bash
# Installs Debian's PostgreSQL server binaries when they are missing and prints the folder
# that holds them (initdb, pg_ctl, pg_dump, pg_restore). Tests that start, stop and restore a
# private server of their own, and scripts/with-postgres.sh, find them through this.
set -euo pipefail

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
echo "$PGBIN"
