#!/usr/bin/env bash
# The report tests read generated PDFs back with poppler (pdftotext, pdfinfo, pdftoppm), as a person
# would see them. They come from Debian's poppler-utils: installed with apt when missing and running
# as root, otherwise a clear message.
set -euo pipefail

if command -v pdftotext >/dev/null 2>&1 && command -v pdfinfo >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "== installing poppler-utils (pdftotext, pdfinfo, pdftoppm) from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  if ! apt-get install -y --no-install-recommends poppler-utils >/tmp/ensure-pdf-tools.log 2>&1; then
    apt-get update >/tmp/ensure-pdf-tools.log 2>&1 || true
    apt-get install -y --no-install-recommends poppler-utils >>/tmp/ensure-pdf-tools.log 2>&1 || {
      echo "Could not install poppler-utils (see /tmp/ensure-pdf-tools.log)." >&2
      exit 1
    }
  fi
  exit 0
fi

echo "The report tests need poppler's pdftotext, pdfinfo and pdftoppm. Install them (Debian/Ubuntu: sudo apt-get install poppler-utils) and run the tests again." >&2
exit 1
