import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { describe, expect, it } from "vitest";
import { searchAnswerBytes } from "./search-answer-json.ts";

const day = (name: string, times: string[]): AvailableDay => ({
  day: name,
  firstAvailable: times[0] ? `${name} ${times[0]}` : null,
  timeSlots: times.map((time) => ({
    appointmentId: `id-${name}-${time}`,
    startTime: time,
    duration: 30,
    twelveHourClockTime: time,
  })),
});

describe("searchAnswerBytes", () => {
  it("writes exactly what JSON.stringify writes, with days from memory spliced in", () => {
    const shared = day("20261201", ["09:00", "09:30"]);
    const location = {
      id: "L1",
      name: 'Clínica "Peña" \u0001days:1',
      availableAppointments: [shared, day("20261202", [])],
    };
    const answer = {
      status: { code: "200", details: "OK" },
      result: {
        providerList: [
          { physicianNpi: "1", providerLocations: [location], displayLocation: location },
          { physicianNpi: "2", providerLocations: [{ id: "L2", availableAppointments: [] }], displayLocation: null },
          {
            physicianNpi: "3",
            providerLocations: [{ id: "L3", availableAppointments: [shared] }],
            displayLocation: null,
          },
        ],
      },
    };
    expect(searchAnswerBytes(answer).toString("utf8")).toBe(JSON.stringify(answer));
    // Again, now from the kept texts.
    expect(searchAnswerBytes(answer).toString("utf8")).toBe(JSON.stringify(answer));
  });

  it("leaves an answer without days as JSON.stringify writes it", () => {
    const answer = { status: { code: "200", details: "OK" }, result: { providerList: [], totalProvidersCount: 0 } };
    expect(searchAnswerBytes(answer).toString("utf8")).toBe(JSON.stringify(answer));
  });
});
