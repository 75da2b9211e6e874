import { describe, expect, it } from "vitest";
import { neededScope, permits } from "./system-scopes.ts";

describe("system/ scopes", () => {
  it("reads v1's read, write and * forms", () => {
    expect(permits(["system/Appointment.read"], "Appointment", "read")).toBe(true);
    expect(permits(["system/Appointment.read"], "Appointment", "search")).toBe(true);
    expect(permits(["system/Appointment.write"], "Appointment", "read")).toBe(false);
    expect(permits(["system/Appointment.*"], "Appointment", "search")).toBe(true);
    expect(permits(["system/*.read"], "Patient", "read")).toBe(true);
  });

  it("reads v2's letters: r reads, s searches, each alone", () => {
    expect(permits(["system/Appointment.rs"], "Appointment", "read")).toBe(true);
    expect(permits(["system/Appointment.rs"], "Appointment", "search")).toBe(true);
    expect(permits(["system/Appointment.r"], "Appointment", "search")).toBe(false);
    expect(permits(["system/Appointment.s"], "Appointment", "read")).toBe(false);
    expect(permits(["system/Appointment.cruds"], "Appointment", "read")).toBe(true);
    expect(permits(["system/Appointment.cud"], "Appointment", "read")).toBe(false);
  });

  it("grants nothing for another type, another context or a malformed scope", () => {
    expect(permits(["system/Appointment.rs"], "Patient", "read")).toBe(false);
    expect(permits(["patient/Appointment.rs", "user/Appointment.read"], "Appointment", "read")).toBe(false);
    expect(
      permits(["system/Appointment.sr", "system/Appointment", "system/appointment.rs"], "Appointment", "read"),
    ).toBe(false);
    expect(permits([], "Appointment", "read")).toBe(false);
  });

  it("names the v2 scope a refusal needs", () => {
    expect(neededScope("Patient", "read")).toBe("system/Patient.r");
    expect(neededScope("Appointment", "search")).toBe("system/Appointment.s");
  });
});
