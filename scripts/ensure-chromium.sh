#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing: end-to-end tests and benchmarks drive
# it through playwright-core, which must never download a browser of its own.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: run 'sudo apt-get update && sudo apt-get install -y chromium'" >&2
  exit 1
fi
echo "Installing Debian's chromium (needed by the end-to-end tests)..." >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
