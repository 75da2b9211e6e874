#!/usr/bin/env bash
# The production server on a fresh embedded database in a temporary folder, seeded small for speed.
set -euo pipefail
cd "$(dirname "$0")/.."
data_dir=$(mktemp -d -t fad-e2e-XXXXXX)
trap 'rm -rf "$data_dir"' EXIT
export FAD_DATA_DIR="$data_dir"
export FAD_SEED_PHYSICIANS="${FAD_SEED_PHYSICIANS:-200}"
export HOST=127.0.0.1
# Warnings and errors; E2E_SERVER_LOG_LEVEL=info logs every request too (its id, path, status, time).
export LOG_LEVEL="${E2E_SERVER_LOG_LEVEL:-warn}"
# The embedding journey's host pages (e2e/support/embed-host-server.ts): the app's port + 1 and + 2.
app_port="${PORT:-8080}"
# Everything the server writes is kept in a file, read after a failed run (playwright.config.ts names it
# and its reporter prints the tail); errors also go on to Playwright's console. Safe to keep: the server
# logs no patient data (apps/server/src/http/log-redaction.ts).
log_file="${E2E_SERVER_LOG:-e2e/server-logs/server-${app_port}.log}"
mkdir -p "$(dirname "$log_file")"
: >"$log_file"
# On localhost, another site than the app's 127.0.0.1: the holder cookie does not travel there (decision 90).
export FAD_EMBED_ORIGINS="${FAD_EMBED_ORIGINS:-http://localhost:$((app_port + 1)),http://localhost:$((app_port + 2))}"
# Every journey (two workers, over a hundred journeys) comes from 127.0.0.1, so the per-client limits
# would count the whole suite as one visitor: lift them far above what the suite makes. The limits
# themselves are tested in apps/server/src/http/rate-limits.test.ts.
export FAD_SEARCH_RATE_LIMIT="${FAD_SEARCH_RATE_LIMIT:-100000}"
export FAD_TYPEAHEAD_RATE_LIMIT="${FAD_TYPEAHEAD_RATE_LIMIT:-100000}"
export FAD_HOLD_RATE_LIMIT="${FAD_HOLD_RATE_LIMIT:-100000}"
export FAD_BOOK_RATE_LIMIT="${FAD_BOOK_RATE_LIMIT:-100000}"
export FAD_MANAGE_RATE_LIMIT="${FAD_MANAGE_RATE_LIMIT:-100000}"
# The hold limits (decision 90) count per client address too, and the journeys' holds add up over a day.
export FAD_HOLDS_PER_CALENDAR="${FAD_HOLDS_PER_CALENDAR:-100000}"
export FAD_HOLDS_PER_DAY="${FAD_HOLDS_PER_DAY:-1000000}"
# Admission control (decision 209) sheds holds when the loop runs late, as it can on a loaded CI machine
# running two journeys at once: lifted here; it has its own tests (apps/server/src/http/admission-control.test.ts).
export FAD_ADMISSION_MAX_IN_FLIGHT="${FAD_ADMISSION_MAX_IN_FLIGHT:-100000}"
export FAD_ADMISSION_MAX_EVENT_LOOP_DELAY_MS="${FAD_ADMISSION_MAX_EVENT_LOOP_DELAY_MS:-60000}"
# At FAD_TEST_NOW when it is set, with the anchor the runner gave (docs/decisions.md 61); as it is otherwise.
npx tsx --import @fad/test-clock/register apps/server/src/main.ts >>"$log_file" 2> >(tee -a "$log_file" >&2)
