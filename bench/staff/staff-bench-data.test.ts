import { bookingSearchProblem, searchNameWords } from "@fad/contracts/staff/booking-search";
import { describe, expect, it } from "vitest";
import {
  backgroundBookings,
  benchBookingId,
  benchPatient,
  DENSE_TIMES,
  denseDays,
  densePatientIndex,
  LOCAL_PATIENTS,
  mondayOf,
  nameSearchText,
} from "./staff-bench-data.ts";

describe("the staff bench's bookings", () => {
  it("gives every booking its own confirmation number, in the server's format", () => {
    const ids = Array.from({ length: 50_000 }, (_, index) => benchBookingId(index));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 100)) {
      expect(id).toMatch(/^FAD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(bookingSearchProblem("confirmation", id)).toBeNull();
    }
  });

  it("makes the same patient from the same index, with a phone and date of birth the search keys take", () => {
    expect(benchPatient(12)).toEqual(benchPatient(12));
    expect(benchPatient(12)).not.toEqual(benchPatient(13));
    const patient = benchPatient(5);
    expect(bookingSearchProblem("phone", patient.phoneNumber)).toBeNull();
    expect(bookingSearchProblem("dateOfBirth", patient.dateOfBirth)).toBeNull();
  });

  it("spreads names so a first and last name match a few patients among 100,000, not thousands", () => {
    const counts = new Map<string, number>();
    let accented = 0;
    for (let index = 0; index < 100_000; index += 1) {
      const patient = benchPatient(index);
      const key = nameSearchText(patient, true);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (/[^ -~]/.test(`${patient.firstName}${patient.lastName}`)) accented += 1;
    }
    expect(Math.max(...counts.values())).toBeLessThan(20);
    expect(counts.size).toBeGreaterThan(80_000);
    expect(accented).toBeGreaterThan(5_000);
  });

  it("searches a name with two of its words, accents folded or not, each a word the booking is indexed by", () => {
    for (let index = 0; index < 2_000; index += 1) {
      const patient = benchPatient(index);
      const indexed = new Set(
        searchNameWords([patient.firstName, patient.middleName ?? "", patient.lastName].join(" ")),
      );
      for (const folded of [false, true]) {
        const words = searchNameWords(nameSearchText(patient, folded));
        expect(words).toHaveLength(2);
        for (const word of words) expect(indexed).toContain(word);
        expect(bookingSearchProblem("name", nameSearchText(patient, folded))).toBeNull();
      }
    }
    for (let index = 0; index < 1_000; index += 1) {
      expect(densePatientIndex(index)).toBeGreaterThanOrEqual(0);
      expect(densePatientIndex(index)).toBeLessThan(LOCAL_PATIENTS);
    }
    const jose = { firstName: "José María", lastName: "Núñez Peña" };
    expect(nameSearchText(jose, false)).toBe("José Núñez");
    expect(nameSearchText(jose, true)).toBe("jose nunez");
  });

  it("lays out full weekdays at the busy location and never two bookings of a calendar on one day elsewhere", () => {
    expect(mondayOf(new Date("2026-11-26T15:00:00Z"))).toBe("2026-11-23");
    expect(mondayOf(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-23");
    expect(mondayOf(new Date("2026-11-29T23:59:00Z"))).toBe("2026-11-23");
    const days = denseDays("2026-11-16", 2);
    expect(days).toEqual([
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    expect(DENSE_TIMES).toHaveLength(16);
    expect(DENSE_TIMES).not.toContain("12:00");
    const bookings = backgroundBookings(7, 15);
    expect(bookings).toHaveLength(15);
    expect(new Set(bookings.map((booking) => booking.dayOffset)).size).toBe(15);
    for (const { dayOffset, time } of bookings) {
      expect(dayOffset).toBeGreaterThanOrEqual(-365);
      expect(dayOffset).toBeLessThanOrEqual(27);
      expect(time >= "08:00" && time <= "16:40").toBe(true);
    }
    expect(backgroundBookings(7, 15)).toEqual(bookings);
  });
});
