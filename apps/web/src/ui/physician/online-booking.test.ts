import { describe, expect, it } from "vitest";
import { takesOnlineBooking } from "./online-booking.ts";

describe("takesOnlineBooking", () => {
  it.each([
    // mhdParticipant, calendar, acceptsNew, typeChosen → takes online booking
    [true, "cal-1", true, false, true],
    [true, "cal-1", true, true, true],
    [true, "cal-1", false, false, false],
    [true, "cal-1", false, true, true],
    [true, null, true, false, false],
    [true, "", true, true, false],
    [false, "cal-1", true, false, false],
    [false, "cal-1", true, true, false],
  ])(
    "participant %s, calendar %s, new patients %s, type chosen %s → %s",
    (participant, calendar, acceptsNew, chosen, expected) => {
      expect(
        takesOnlineBooking(
          { mhdParticipant: participant },
          { mhdCalendarId: calendar, acceptsNewPatients: acceptsNew },
          { appointmentTypeChosen: chosen },
        ),
      ).toBe(expected);
    },
  );

  it("is false without a location and defaults to no chosen type", () => {
    expect(takesOnlineBooking({ mhdParticipant: true }, null)).toBe(false);
    expect(takesOnlineBooking({ mhdParticipant: true }, { mhdCalendarId: "c", acceptsNewPatients: false })).toBe(false);
  });
});
