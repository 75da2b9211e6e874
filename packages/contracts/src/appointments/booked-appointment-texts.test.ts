import { describe, expect, it } from "vitest";
import { bookedWhen } from "./booked-appointment-texts.ts";

const at = (day: string, startTime: string, start: string, timeZone = "America/Chicago") => ({
  calendarId: "CAL-1",
  appointmentTypeId: "NEWPT",
  day,
  startTime,
  timeZone,
  start,
  end: start,
});

describe("bookedWhen: the day and time at the location, in the booking's language (decision 177)", () => {
  it("English as before", () => {
    expect(bookedWhen(at("20261130", "09:30", "2026-11-30T15:30:00.000Z"))).toEqual({
      date: "Monday, November 30, 2026",
      time: "9:30 AM CST",
    });
    expect(bookedWhen(at("20260706", "13:05", "2026-07-06T18:05:00.000Z"), "en-US").time).toBe("1:05 PM CDT");
  });

  it("US Spanish from Intl: 'lunes, 30 de noviembre de 2026', '9:30 a.m.', in the location's zone", () => {
    expect(bookedWhen(at("20261130", "09:30", "2026-11-30T15:30:00.000Z"), "es-US")).toEqual({
      date: "lunes, 30 de noviembre de 2026",
      time: "9:30 a.m. CST",
    });
    // Past midnight UTC the location's day and hour still rule (Honolulu is UTC-10).
    expect(bookedWhen(at("20261231", "20:00", "2027-01-01T06:00:00.000Z", "Pacific/Honolulu"), "es-US")).toEqual({
      date: "jueves, 31 de diciembre de 2026",
      time: "8:00 p.m. HST",
    });
  });
});
