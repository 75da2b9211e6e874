#!/usr/bin/env bash
# The multi-node run (npm run multi-node, and apps/server/src/deployment/multi-node.test.ts) puts the
# server processes behind HAProxy, the load balancer from the distribution's packages (decision 110).
set -euo pipefail
if command -v haproxy >/dev/null; then
  exit 0
fi
echo "Installing Debian's haproxy for the multi-node run…"
if [ "$(id -u)" -eq 0 ]; then
  apt-get -o DPkg::Lock::Timeout=600 update -q && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -q haproxy
else
  sudo apt-get -o DPkg::Lock::Timeout=600 update -q && sudo DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -q haproxy
fi
