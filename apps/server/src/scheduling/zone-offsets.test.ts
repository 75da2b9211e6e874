import { describe, expect, it } from "vitest";
import { instantToWall, isKnownTimeZone, offsetAt, steadyOffsetOfDay, wallToInstant } from "./zone-offsets.ts";

const HOUR = 3_600_000;
const wall = (text: string) => Date.parse(`${text}Z`);

describe("zone offsets", () => {
  it("knows Chicago's offsets on either side of its changes", () => {
    expect(offsetAt(Date.parse("2027-03-12T15:00:00Z"), "America/Chicago")).toBe(-6 * HOUR);
    expect(offsetAt(Date.parse("2027-03-15T14:00:00Z"), "America/Chicago")).toBe(-5 * HOUR);
    expect(offsetAt(Date.parse("2026-10-30T14:00:00Z"), "America/Chicago")).toBe(-5 * HOUR);
    expect(offsetAt(Date.parse("2026-11-02T15:00:00Z"), "America/Chicago")).toBe(-6 * HOUR);
  });

  it("keeps Phoenix at −7 all year", () => {
    expect(offsetAt(Date.parse("2027-01-15T12:00:00Z"), "America/Phoenix")).toBe(-7 * HOUR);
    expect(offsetAt(Date.parse("2027-07-15T12:00:00Z"), "America/Phoenix")).toBe(-7 * HOUR);
  });

  it("turns wall times into instants, 09:00 staying 09:00", () => {
    expect(wallToInstant(wall("2027-03-12T09:00:00"), "America/Chicago")).toBe(Date.parse("2027-03-12T15:00:00Z"));
    expect(wallToInstant(wall("2027-03-15T09:00:00"), "America/Chicago")).toBe(Date.parse("2027-03-15T14:00:00Z"));
    expect(instantToWall(Date.parse("2027-03-15T14:00:00Z"), "America/Chicago")).toBe(wall("2027-03-15T09:00:00"));
  });

  it("has no instant for a skipped time and takes the first of a repeated one", () => {
    expect(wallToInstant(wall("2027-03-14T02:30:00"), "America/Chicago")).toBeNull();
    expect(wallToInstant(wall("2026-11-01T01:30:00"), "America/Chicago")).toBe(Date.parse("2026-11-01T06:30:00Z"));
  });

  it("reports a steady offset only for days away from a change", () => {
    expect(steadyOffsetOfDay(wall("2027-03-10T00:00:00"), "America/Chicago")).toBe(-6 * HOUR);
    expect(steadyOffsetOfDay(wall("2027-03-14T00:00:00"), "America/Chicago")).toBeNull();
    expect(steadyOffsetOfDay(wall("2026-11-01T00:00:00"), "America/Chicago")).toBeNull();
    expect(steadyOffsetOfDay(wall("2027-03-14T00:00:00"), "America/Phoenix")).toBe(-7 * HOUR);
  });

  it("tells unknown zone names apart", () => {
    expect(isKnownTimeZone("America/Chicago")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});
