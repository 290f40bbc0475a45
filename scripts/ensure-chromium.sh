#!/usr/bin/env bash
# The browser tests use Debian's Chromium, never a browser downloaded by a test tool.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM and this user cannot install it." >&2
  echo "Install Debian's package as root: apt-get update && apt-get install -y chromium" >&2
  echo "(or set CHROMIUM_PATH to an installed Chromium)." >&2
  exit 1
fi
echo "Installing Debian's Chromium for the browser tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
echo "Chromium installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
