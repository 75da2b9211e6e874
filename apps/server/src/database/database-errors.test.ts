import { describe, expect, it } from "vitest";
import {
  isDatabaseUnavailable,
  isDeadlock,
  isExclusionViolation,
  isTransientConflict,
  retryOnDeadlock,
} from "./database-errors.ts";

/** The errors are the drivers' own shapes (the outage test meets them for real through a fault proxy). */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset socket", withCode("read ECONNRESET", "ECONNRESET")],
    ["a host that cannot be found", withCode("getaddrinfo ENOTFOUND db", "ENOTFOUND")],
    ["Node's happy-eyeballs AggregateError", Object.assign(new AggregateError([], ""), { code: "ECONNREFUSED" })],
    ["a socket closed under a query", new Error("Connection terminated unexpectedly")],
    ["a connect that timed out", new Error("Connection terminated due to connection timeout")],
    ["a pool that could not connect in time", new Error("timeout exceeded when trying to connect")],
    ["a broken client", new Error("Client has encountered a connection error and is not queryable")],
    ["PostgreSQL shutting down (57P01)", withCode("terminating connection due to administrator command", "57P01")],
    ["PostgreSQL starting up (57P03)", withCode("the database system is starting up", "57P03")],
    ["too many connections (53300)", withCode("sorry, too many clients already", "53300")],
    ["a connection exception (08006)", withCode("connection failure", "08006")],
    ["a closed PGlite", new Error("PGlite is closed")],
    [
      "a wrapped driver error",
      new Error("could not book", { cause: withCode("connect ECONNREFUSED", "ECONNREFUSED") }),
    ],
  ])("%s is unavailability", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["an exclusion violation", withCode("conflicting key value", "23P01")],
    ["a syntax error", withCode('syntax error at or near "SELEC"', "42601")],
    ["a unique violation", withCode("duplicate key value", "23505")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["not an error", "ECONNREFUSED"],
    ["nothing", null],
  ])("%s is not", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("the other classifiers still read their SQLSTATEs", () => {
    expect(isExclusionViolation(withCode("x", "23P01"))).toBe(true);
    expect(isDeadlock(withCode("x", "40P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("x", "40P01"))).toBe(false);
  });
});

describe("retryOnDeadlock", () => {
  it("runs a deadlock victim or a serialization failure again, up to 5 times in all", async () => {
    for (const code of ["40P01", "40001"]) {
      let runs = 0;
      const answer = await retryOnDeadlock(async () => {
        runs += 1;
        if (runs < 5) throw withCode("aborted", code);
        return "done";
      });
      expect(answer).toBe("done");
      expect(runs).toBe(5);
      expect(isTransientConflict(withCode("x", code))).toBe(true);
    }
  });

  it("gives up after 5 and passes on any other error at once", async () => {
    let runs = 0;
    const always = () => {
      runs += 1;
      return Promise.reject(withCode("deadlock detected", "40P01"));
    };
    await expect(retryOnDeadlock(always)).rejects.toMatchObject({ code: "40P01" });
    expect(runs).toBe(5);
    runs = 0;
    const violation = () => {
      runs += 1;
      return Promise.reject(withCode("conflicting key value", "23P01"));
    };
    await expect(retryOnDeadlock(violation)).rejects.toMatchObject({ code: "23P01" });
    expect(runs).toBe(1);
    expect(isTransientConflict(withCode("x", "23P01"))).toBe(false);
  });
});
