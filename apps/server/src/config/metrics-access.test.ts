import { describe, expect, it } from "vitest";
import { METRICS_ALLOW_DEFAULT, metricsAllowed, parseMetricsAllow } from "./metrics-access.ts";

describe("who may read /metrics", () => {
  it("by default this machine only, IPv4-mapped addresses included", () => {
    const allowed = metricsAllowed(parseMetricsAllow(METRICS_ALLOW_DEFAULT));
    expect(allowed("127.0.0.1")).toBe(true);
    expect(allowed("127.0.0.2")).toBe(true);
    expect(allowed("::1")).toBe(true);
    expect(allowed("::ffff:127.0.0.1")).toBe(true);
    expect(allowed("10.0.0.5")).toBe(false);
    expect(allowed("2001:db8::1")).toBe(false);
    expect(allowed("not an address")).toBe(false);
  });

  it("takes addresses and ranges, and none for nobody", () => {
    const allowed = metricsAllowed(parseMetricsAllow("10.0.0.0/8, 192.168.1.7 2001:db8::/32"));
    expect(allowed("10.200.3.4")).toBe(true);
    expect(allowed("192.168.1.7")).toBe(true);
    expect(allowed("192.168.1.8")).toBe(false);
    expect(allowed("2001:db8:1::9")).toBe(true);
    expect(allowed("127.0.0.1")).toBe(false);
    expect(metricsAllowed(parseMetricsAllow("none"))("127.0.0.1")).toBe(false);
  });

  it("refuses what is no address or range, naming it", () => {
    for (const bad of ["localhost", "10.0.0.0/33", "::1/129", "10.0.0.0/8/1", "10.0.0.0/x", "*"]) {
      expect(() => parseMetricsAllow(bad), bad).toThrow(bad);
    }
  });
});
