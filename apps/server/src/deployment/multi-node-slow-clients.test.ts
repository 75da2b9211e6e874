import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TypedHoldBody } from "../testing/booking-fixtures.ts";
import { freePort } from "../testing/server-process.ts";
import { createSharedTestSchema, type SharedTestSchema } from "../testing/test-database.ts";
import { FRONT_LIMITS, HEALTH_PATH } from "./haproxy-config.ts";
import { type MultiNode, startMultiNode } from "./multi-node.ts";
import { BalancedVisitors, openTimes, sleep } from "./multi-node-load.ts";

/**
 * Slow and idle clients against the production front (issue 38, decision 120): 3 server processes
 * behind HAProxy on PostgreSQL, as `npm run multi-node` starts them. While honest visitors search,
 * hold and book and a probe calls the health check, attackers hold 35 request bodies that never finish
 * (the audit's attack, which took the site down), 35 request headers that never end, and 1,500 idle
 * connections, each reopened as soon as HAProxy closes it. The honest calls are answered in under 1 s
 * throughout, and the processes never see the attackers' calls. The attackers come from loopback
 * addresses of their own (Linux answers all of 127/8), each under the per-address caps, so what is
 * shown is the front's handling of them, not the caps refusing them; the honest visitors from 127.0.0.1
 * (with an X-Forwarded-For each). PostgreSQL only, like the multi-node run.
 */
const url = process.env.TEST_DATABASE_URL;
const PROCESSES = 3;
const BASELINE_MS = 3_000;
/** Three rounds of HAProxy's request timeout: every attacker closed and reopened at least twice. */
const ATTACK_MS = FRONT_LIMITS.requestSeconds * 1000 * 3;
const SLOW_BODIES = 35;
const SLOW_HEADERS = 35;
const IDLE_SOCKETS = 1_500;
/** Idle sockets per loopback address: under the per-address cap, so all are let in. */
const IDLE_PER_ADDRESS = 50;
/** What an honest call takes at most, at the 95th percentile: the issue's bound. */
const HONEST_LIMIT_MS = 1_000;
/**
 * What any one honest call takes at most. On this shared 2-core machine a call now and then waits over
 * a second for a core with or without an attack (the baseline shows it); the failure this guards
 * against is HAProxy's: every call waiting its 10 s queue timeout for a process, then its bare 503.
 */
const HONEST_CEILING_MS = 5_000;

/** One honest call's status and time, from the probe or a visitor. */
interface Timed {
  what: string;
  status: number;
  ms: number;
  sentAt: number;
}

/** What the attackers saw: answers on closed connections, and how long each was held. */
interface AttackTally {
  opened: number;
  closed: number;
  answers: Map<string, number>;
  heldMs: number[];
}

/**
 * Keeps `count` connections from `localAddress` open, each written `start` and then `drip` every
 * second (if given), reopening each as soon as HAProxy closes it, until `stop()`.
 */
function attacker(
  port: number,
  count: number,
  addressOf: (index: number) => string,
  start: string,
  drip?: string,
): { tally: AttackTally; stop: () => void } {
  const tally: AttackTally = { opened: 0, closed: 0, answers: new Map(), heldMs: [] };
  const sockets = new Set<Socket>();
  let stopping = false;
  const open = (index: number) => {
    if (stopping) return;
    const socket = connect({ port, host: "127.0.0.1", localAddress: addressOf(index) });
    sockets.add(socket);
    tally.opened += 1;
    const openedAt = performance.now();
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      if (start) socket.write(start);
      if (drip) timer = setInterval(() => socket.write(drip), 1_000);
    });
    socket.on("data", (chunk) => {
      answer += String(chunk);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      sockets.delete(socket);
      if (stopping) return;
      tally.closed += 1;
      tally.heldMs.push(performance.now() - openedAt);
      const status = answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? "closed without an answer";
      tally.answers.set(status, (tally.answers.get(status) ?? 0) + 1);
      // As the audit's attacker did: open another at once.
      setTimeout(() => open(index), 10);
    });
  };
  // Opened in steps, so the test's own process is not a burst of 1,500 connects at once.
  (async () => {
    for (let index = 0; index < count && !stopping; index += 100) {
      for (let next = index; next < Math.min(count, index + 100); next++) open(next);
      await sleep(50);
    }
  })();
  return {
    tally,
    stop: () => {
      stopping = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0);
};

describe.runIf(url)(`${PROCESSES} server processes behind HAProxy on PostgreSQL: slow and idle clients`, () => {
  let schema: SharedTestSchema;
  let run: MultiNode;
  let runDir: string;
  let port: number;
  let times: TypedHoldBody[];

  beforeAll(async () => {
    if (!url) return;
    schema = await createSharedTestSchema(url, "slow_clients");
    runDir = mkdtempSync(path.join(tmpdir(), "fad-multi-node-slow-clients-"));
    const [listenPort, statsPort, ...serverPorts] = await Promise.all(
      Array.from({ length: PROCESSES + 2 }, () => freePort()),
    );
    port = listenPort as number;
    run = await startMultiNode({
      processes: PROCESSES,
      workersPerProcess: 1,
      listen: { host: "127.0.0.1", port },
      serverPorts,
      statsPort: statsPort as number,
      env: {
        ...process.env,
        DATABASE_URL: schema.url,
        FAD_SEED_PHYSICIANS: "12",
        FAD_SEED: "4",
        FAD_PATIENT_DATA_KEY: randomBytes(32).toString("base64"),
        LOG_LEVEL: "warn",
      },
      runDir,
    });
    times = await openTimes(schema.handle.db);
    expect(times.length).toBeGreaterThan(50);
  }, 240_000);

  afterAll(async () => {
    await run?.stop();
    await schema?.drop();
  });

  it("answers honest calls in under 1 s (p95) while slow bodies, slow headers and 1,500 idle connections are held", async () => {
    const visitors = new BalancedVisitors(run.url);
    // Each process's first search builds what it keeps in memory: done before anything is timed.
    for (let round = 0; round < PROCESSES * 2; round++) {
      await new BalancedVisitors(run.url).browse(round, times[round] as TypedHoldBody);
    }
    const t0 = performance.now();
    const honest: Timed[] = [];
    let stopping = false;

    // The audit's probe, every 250 ms.
    const probe = (async () => {
      while (!stopping) {
        const sentAt = performance.now();
        const status = await fetch(`${run.url}${HEALTH_PATH}`).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status;
          },
          () => 0,
        );
        honest.push({ what: "health", status, ms: performance.now() - sentAt, sentAt });
        await sleep(250);
      }
    })();
    // Visitors: two lanes search, hold and book one after another; a third only browses.
    let next = 0;
    const nextTime = () => {
      const time = times[next % times.length] as TypedHoldBody;
      next += 1;
      return time;
    };
    const lanes = [0, 1].map(async () => {
      while (!stopping) await visitors.visit([nextTime(), nextTime()]);
    });
    const browser = (async () => {
      while (!stopping) {
        await visitors.browse(visitors.newVisitor(), nextTime());
        await sleep(200);
      }
    })();
    // How many calls the processes are answering at once (HAProxy's statistics), every 250 ms.
    const inFlight: { at: number; calls: number }[] = [];
    const watcher = (async () => {
      while (!stopping) {
        const servers = await run.haproxy.servers();
        inFlight.push({ at: performance.now(), calls: servers.reduce((sum, server) => sum + server.current, 0) });
        await sleep(250);
      }
    })();

    await sleep(BASELINE_MS);
    const attackAt = performance.now();
    const slowBodies = attacker(
      port,
      SLOW_BODIES,
      () => "127.0.0.2",
      'POST /fadmaa/appointment/hold HTTP/1.1\r\nHost: fad\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"calendar',
    );
    const slowHeaders = attacker(
      port,
      SLOW_HEADERS,
      () => "127.0.0.3",
      "GET /fadmaa/health HTTP/1.1\r\nHost: fad\r\n",
      "X-Slow: 1\r\n",
    );
    const idle = attacker(port, IDLE_SOCKETS, (index) => `127.0.1.${10 + Math.floor(index / IDLE_PER_ADDRESS)}`, "");
    await sleep(ATTACK_MS);
    const attackEndAt = performance.now();
    for (const each of [slowBodies, slowHeaders, idle]) each.stop();
    await sleep(1_000);
    stopping = true;
    await Promise.all([probe, ...lanes, browser, watcher]);

    const calls: Timed[] = [
      ...honest,
      ...visitors.calls.map((call) => ({
        what: call.call,
        status: call.status,
        ms: call.answeredAt - call.sentAt,
        sentAt: call.sentAt,
      })),
    ];
    const during = calls.filter((call) => call.sentAt >= attackAt && call.sentAt <= attackEndAt);
    const before = calls.filter((call) => call.sentAt < attackAt);
    const peak = (from: number, to: number) =>
      Math.max(0, ...inFlight.filter((sample) => sample.at >= from && sample.at <= to).map((sample) => sample.calls));
    const describeTally = (name: string, tally: AttackTally) =>
      `  ${name}: ${tally.opened} connections opened, ${tally.closed} closed by HAProxy (${[...tally.answers]
        .map(([status, count]) => `${status}: ${count}`)
        .join(", ")}), held ${percentile(tally.heldMs, 0.5)} ms median, ${percentile(tally.heldMs, 1)} ms at most`;
    const summary = (label: string, list: Timed[]) =>
      `  ${label}: ${list.length} honest calls (${list.filter((call) => call.what === "health").length} health), ` +
      `median ${percentile(
        list.map((call) => call.ms),
        0.5,
      )} ms, p95 ${percentile(
        list.map((call) => call.ms),
        0.95,
      )} ms, max ${percentile(
        list.map((call) => call.ms),
        1,
      )} ms; statuses ${[...new Set(list.map((call) => call.status))].sort().join(", ")}; calls at the processes at once: at most ${
        label === "before the attack" ? peak(t0, attackAt) : peak(attackAt, attackEndAt)
      }`;
    console.log(
      [
        `slow and idle clients through HAProxy (${PROCESSES} processes, PostgreSQL; logs in ${runDir}):`,
        summary("before the attack", before),
        summary(`during the attack (${ATTACK_MS / 1000} s)`, during),
        describeTally(`${SLOW_BODIES} slow bodies`, slowBodies.tally),
        describeTally(`${SLOW_HEADERS} slow headers`, slowHeaders.tally),
        describeTally(`${IDLE_SOCKETS} idle connections`, idle.tally),
      ].join("\n"),
    );

    // Honest calls were made all along and every one was answered, none by a 5xx; 95 in 100 in under
    // 1 s during the attack, and none near HAProxy's queue timeout.
    expect(during.filter((call) => call.what === "health").length).toBeGreaterThan(ATTACK_MS / 1000);
    expect(during.filter((call) => call.what !== "health").length).toBeGreaterThan(ATTACK_MS / 1000);
    expect(calls.filter((call) => call.status === 0 || call.status >= 500)).toEqual([]);
    expect(
      percentile(
        during.map((call) => call.ms),
        0.95,
      ),
    ).toBeLessThan(HONEST_LIMIT_MS);
    expect(calls.filter((call) => call.ms >= HONEST_CEILING_MS)).toEqual([]);
    // The attackers held connections at HAProxy only: each slow request ended in HAProxy's 408 by its
    // deadline, every idle connection was closed by then, and were all reopened.
    for (const tally of [slowBodies.tally, slowHeaders.tally, idle.tally]) {
      expect(tally.closed).toBeGreaterThan(0);
      expect(Math.max(...tally.heldMs)).toBeLessThan(FRONT_LIMITS.requestSeconds * 1000 + 2_000);
    }
    expect([...slowBodies.tally.answers.keys()]).toEqual(["408"]);
    expect(slowBodies.tally.closed).toBeGreaterThanOrEqual(SLOW_BODIES * 2);
    expect(idle.tally.opened).toBeGreaterThanOrEqual(IDLE_SOCKETS * 2);
    // The processes never held an attacker's call: no more calls at once than the honest load makes
    // (the audit's 35 slow bodies held all 30).
    expect(peak(attackAt, attackEndAt)).toBeLessThanOrEqual(8);
  }, 120_000);
});
