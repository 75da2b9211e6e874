import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import { BOOK_APPOINTMENT_PATH } from "@fad/contracts/appointments/book-appointment";
import { BOOKED_APPOINTMENT_PATH } from "@fad/contracts/appointments/booked-appointment";
import { HOLD_SLOT_PATH } from "@fad/contracts/appointments/hold-slot";
import { HOLDER_PATH } from "@fad/contracts/appointments/holder";
import { LOAD_MORE_SLOTS_PATH } from "@fad/contracts/appointments/load-more-slots";
import { SEARCH_SLOTS_PATH } from "@fad/contracts/appointments/search-slots";
import { RATE_LIMIT_STATUS, RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import { SEARCH_PROVIDERS_PATH } from "@fad/contracts/provider/search-providers";
import { BODY_LIMIT_BYTES } from "../app.ts";

/** Where HAProxy listens and the server processes it balances (decision 110). */
export interface BalancerLayout {
  /** The address visitors (or the TLS terminator in front) reach. */
  listen: { host: string; port: number };
  /** HAProxy's statistics page (CSV at `/;csv`): each process's state; keep it off public interfaces. */
  stats: { host: string; port: number };
  /** The server processes (on one machine or many), each answering `GET /fadmaa/health`. */
  servers: { name: string; host: string; port: number }[];
  /**
   * Calls HAProxy sends one process at once: as many as it has database connections (10 per worker),
   * so a busy process's calls wait in HAProxy's queue for the first process free rather than inside it
   * for a connection, which it gives up after 4 s (503; decision 95).
   */
  callsPerServer: number;
}

export const HEALTH_PATH = `${API_BASE_PATH}/health`;

/**
 * What one client may hold of the front (issue 38, decision 120). A call reaches a process only once
 * HAProxy has all of it, headers and body, so a slow or stalled client never holds one of a process's
 * calls (callsPerServer): it holds only a connection at HAProxy, until requestSeconds, then 408. Per
 * client address (HAProxy's own peer: behind a CDN or TLS terminator that is the terminator, see
 * docs/operations.md "Scaling out"), connections and rates are capped in a stick table.
 */
export const FRONT_LIMITS = {
  /** The whole request, headers and body, within this (else HAProxy's 408); an idle new connection too. */
  requestSeconds: 5,
  /** Connections one address holds open at once; the next are closed at accept (a NAT'd office of ~15 browsers at 6 each fits). */
  connectionsPerAddress: 100,
  /** New connections one address opens in 10 s; more are closed at accept. */
  newConnectionsPer10s: 500,
  /** Requests one address sends in 10 s (a page and its avatars, pins and calls are ~40); more are answered 429. */
  requestsPer10s: 1_000,
  /** Connections the front holds at once, all addresses together (idle ones cost HAProxy no buffer). */
  connections: 8_000,
  /**
   * HAProxy's buffer: a request is held whole only when it fits, so it takes the largest body the
   * processes accept (BODY_LIMIT_BYTES) and its headers; a larger body is forwarded as its buffer
   * fills and the process refuses it (413) on its Content-Length.
   */
  bufferBytes: BODY_LIMIT_BYTES + 16 * 1024,
} as const;

/** HAProxy's own 429: the app's envelope, text and headers (docs/api.md "Refusals at the edge"; its window is 10 s). */
const FRONT_RATE_LIMIT_BODY = JSON.stringify({
  status: { code: String(RATE_LIMIT_STATUS), details: RATE_LIMIT_TEXTS.tooManyRequests },
  result: null,
});

/**
 * The POST calls HAProxy may send again to another process when the one that had it died before
 * answering (decision 111). Each is safe to repeat: the searches only read; a holder call with the
 * holder it names answers that holder (one without names a new one, and the first is never used);
 * a hold repeated by the same holder replaces that holder's hold on the time with a new one
 * (hold-slot.ts releases the holder's other holds first, and counts the form's fill time from the
 * first); a book repeated with its hold id answers the booking already made; the booked call only
 * reads. Renew, release (DELETE), cancel and reschedule are not repeated.
 */
export const REPEATABLE_POST_PATHS = [
  SEARCH_PROVIDERS_PATH,
  SEARCH_SLOTS_PATH,
  LOAD_MORE_SLOTS_PATH,
  HOLDER_PATH,
  HOLD_SLOT_PATH,
  BOOK_APPOINTMENT_PATH,
  BOOKED_APPOINTMENT_PATH,
].map((path) => `${API_BASE_PATH}${path}`);

/**
 * HAProxy's configuration for the server processes (decisions 110, 111). One backend: each process
 * twice, once checked by its health call (in rotation while it answers and reaches the database) and
 * once as a backup without a check, which HAProxy uses only when no process passes its check: then the
 * database is away for all of them, and each answers its own 503 (the app's message and Retry-After)
 * and still serves what it holds in memory, where HAProxy alone would answer its bare 503 page.
 * Connection failures are retried on another process for every call; a call a process took and died
 * on (no answer) is sent again only where repeating it is safe. The access log has no client address
 * (decision 92).
 */
export function haproxyConfig(layout: BalancerLayout): string {
  const servers = layout.servers.flatMap(({ name, host, port }) => [
    `  server ${name} ${host}:${port} check`,
    `  server ${name}-any ${host}:${port} backup`,
  ]);
  return `${[
    "# Written by apps/server/src/deployment/haproxy-config.ts (decisions 110, 111).",
    "global",
    `  maxconn ${FRONT_LIMITS.connections + 192}`,
    `  tune.bufsize ${FRONT_LIMITS.bufferBytes}`,
    "  log stdout format raw local0 info",
    "",
    "defaults",
    "  mode http",
    "  option forwardfor",
    "  option redispatch 1",
    "  retries 3",
    "  retry-on conn-failure empty-response",
    "  timeout connect 2s",
    // A process answers within 5 s when its database is away (decision 95); renders give up at 2 s.
    "  timeout server 15s",
    "  timeout client 35s",
    // With http-buffer-request (below) this bounds the whole request, body included (issue 38); it is
    // also how long a new connection may stay silent.
    `  timeout http-request ${FRONT_LIMITS.requestSeconds}s`,
    "  timeout http-keep-alive 10s",
    // A call waits at most this long for a process free (then HAProxy answers 503 itself: overload).
    "  timeout queue 10s",
    "  timeout check 2s",
    "",
    "frontend fad",
    `  bind ${layout.listen.host}:${layout.listen.port}`,
    `  maxconn ${FRONT_LIMITS.connections}`,
    "  log global",
    // A call goes to a process only once its body is here: a client that stops mid-body holds no
    // process's call (issue 38: 35 such clients held all 30 and the site answered nothing).
    "  option http-buffer-request",
    // Per client address: connections open, new connections and requests in 10 s (decision 120).
    "  stick-table type ipv6 size 200k expire 60s store conn_cur,conn_rate(10s),http_req_rate(10s)",
    "  tcp-request connection track-sc0 src",
    `  tcp-request connection reject if { sc0_conn_cur gt ${FRONT_LIMITS.connectionsPerAddress} }`,
    `  tcp-request connection reject if { sc0_conn_rate gt ${FRONT_LIMITS.newConnectionsPer10s} }`,
    `  http-request return status ${RATE_LIMIT_STATUS} content-type application/json string '${FRONT_RATE_LIMIT_BODY}' hdr retry-after 10 hdr x-ratelimit-limit ${FRONT_LIMITS.requestsPer10s} hdr x-ratelimit-remaining 0 hdr x-ratelimit-reset 10 hdr cache-control no-store if { sc0_http_req_rate gt ${FRONT_LIMITS.requestsPer10s} }`,
    // Request id, where it went, timings, status, retries (a + when sent to another process), call.
    '  log-format "%ID %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %ac/%fc/%bc/%sc/%rc %HM %HP"',
    // Written beside the server's own id in its log lines (req.proxyRequestId), to match the two logs.
    "  unique-id-format %[uuid()]",
    "  http-request set-header X-Request-Id %[unique-id]",
    "  default_backend fad_processes",
    "",
    "backend fad_processes",
    "  balance leastconn",
    "  option allbackups",
    "  option httpchk",
    `  http-check send meth GET uri ${HEALTH_PATH} ver HTTP/1.1 hdr Host haproxy-health-check`,
    "  http-check expect status 200",
    "  acl fad_safe_method method GET HEAD OPTIONS",
    "  acl fad_post method POST",
    `  acl fad_repeatable_path path ${REPEATABLE_POST_PATHS.join(" ")}`,
    "  http-request disable-l7-retry unless fad_safe_method || fad_post fad_repeatable_path",
    // Out of rotation after two failed checks a second apart, back after two good ones, and then
    // given its share of calls over 5 s while it warms up.
    `  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2 slowstart 5s maxconn ${layout.callsPerServer}`,
    ...servers,
    "",
    "listen stats",
    `  bind ${layout.stats.host}:${layout.stats.port}`,
    "  stats enable",
    "  stats uri /",
    "  stats refresh 5s",
  ].join("\n")}\n`;
}
