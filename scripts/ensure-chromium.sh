#!/usr/bin/env bash
# The e2e suite runs in Debian's Chromium (Playwright's own browser download does not work here).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  exit 0
fi
echo "Installing Debian's chromium package for the e2e suite…"
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -q && apt-get install -y -q chromium
else
  sudo apt-get update -q && sudo apt-get install -y -q chromium
fi
