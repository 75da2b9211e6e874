#!/usr/bin/env bash
# The calendar file's strict check (apps/server/src/mail/calendar-file-libical.test.ts) builds a small
# C program on libical, the reference iCalendar library: its headers and a C compiler must be there.
set -euo pipefail
if pkg-config --exists libical 2>/dev/null && command -v cc >/dev/null; then
  exit 0
fi
echo "Installing Debian's libical-dev (and a C compiler) for the calendar file's strict check…"
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q libical-dev gcc pkg-config
else
  sudo apt-get update -q && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q libical-dev gcc pkg-config
fi
