import { describe, expect, it } from "vitest";
import { holdRequestOf, type OpenTimeLink, openTimeAddress, readOpenTime } from "./open-time-link.ts";

const LINK: OpenTimeLink = {
  urlTitle: "maria-garcia-md",
  appointmentId: "VC1DQUwtNAoyOTg5MjY1MAozMA",
  calendarId: "T-CAL-4",
  day: "20261201",
  startTime: "08:30",
  durationMinutes: 30,
  appointmentTypeCode: "NEWPT",
};

describe("the open time's deep link", () => {
  it("writes the booking flow's address and reads it back", () => {
    const address = openTimeAddress("https://find.example.org", LINK);
    expect(address).toBe(
      "https://find.example.org/physicians?urlTitle=maria-garcia-md&open_time=VC1DQUwtNAoyOTg5MjY1MAozMA&calendar=T-CAL-4&date=20261201&time=08%3A30&duration=30&type=NEWPT",
    );
    expect(readOpenTime(address.slice(address.indexOf("?")))).toEqual(LINK);
  });

  it("reads nothing from an address missing or spoiling any part", () => {
    const query = openTimeAddress("", LINK).split("?")[1] as string;
    for (const [name, value] of [
      ["open_time", ""],
      ["date", "2026-12-01"],
      ["time", "8:30"],
      ["duration", "0"],
      ["type", "NEW PT"],
      ["urlTitle", ""],
    ]) {
      const spoiled = query.replace(
        new RegExp(`(^|&)${name}=[^&]*`),
        `$1${name}=${encodeURIComponent(value as string)}`,
      );
      expect(readOpenTime(`?${spoiled}`), name).toBeNull();
    }
    expect(readOpenTime("?urlTitle=jane-doe")).toBeNull();
  });

  it("is the hold call's request, the calendar also the provider location", () => {
    expect(holdRequestOf(LINK)).toEqual({
      appointmentId: LINK.appointmentId,
      appointmentTypeId: "NEWPT",
      calendarId: "T-CAL-4",
      startTime: "08:30",
      duration: 30,
      date: "20261201",
      providerLocationId: "T-CAL-4",
      source: null,
    });
  });
});
