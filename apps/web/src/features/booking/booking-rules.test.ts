import { describe, expect, it } from "vitest";
import { EMPTY_APPOINTMENT_CHOICE, EMPTY_PATIENT_DRAFT } from "../../booking-session/booking-session.ts";
import { APPOINTMENT_TYPE, HOLD } from "../../testing/booking-fixtures.ts";
import { makeLocation, makePhysician } from "../../testing/physician-fixtures.ts";
import {
  bookableLocation,
  bookingLocation,
  bookingOpening,
  hasTypedData,
  textingConfigurationFails,
} from "./booking-rules.ts";

describe("textingConfigurationFails", () => {
  it("passes a deep link (no texting block) and a block naming a doctor", () => {
    expect(textingConfigurationFails(undefined)).toBe(false);
    expect(textingConfigurationFails({ routeData: { urlTitle: "jane-doe" } })).toBe(false);
  });

  it("fails a block with a texting error, or one naming no doctor", () => {
    expect(textingConfigurationFails({ textingError: "Expired", routeData: { urlTitle: "jane-doe" } })).toBe(true);
    expect(textingConfigurationFails({ routeData: { urlTitle: "  " } })).toBe(true);
    expect(textingConfigurationFails({})).toBe(true);
  });
});

describe("bookableLocation and bookingLocation", () => {
  const withCalendar = makeLocation({ id: "loc-cal", mhdCalendarId: "cal-9" });
  const withoutCalendar = makeLocation({ id: "loc-none", mhdCalendarId: null });

  it("needs the participation flag and a location with a calendar, the display location first", () => {
    expect(bookableLocation(makePhysician({ mhdParticipant: false }))).toBeNull();
    const physician = makePhysician({
      displayLocation: withoutCalendar,
      providerLocations: [withoutCalendar, withCalendar],
    });
    expect(bookableLocation({ ...physician, mhdParticipant: true })?.id).toBe("loc-cal");
    expect(bookableLocation({ ...physician, mhdParticipant: true, providerLocations: [withoutCalendar] })).toBeNull();
  });

  it("books at the preferred location when the physician has it, else the bookable one", () => {
    const physician = {
      ...makePhysician({ displayLocation: withCalendar, providerLocations: [withCalendar, withoutCalendar] }),
      mhdParticipant: true,
    };
    expect(bookingLocation(physician, "loc-none").id).toBe("loc-none");
    expect(bookingLocation(physician, "elsewhere").id).toBe("loc-cal");
    expect(bookingLocation(physician, null).id).toBe("loc-cal");
  });
});

describe("hasTypedData", () => {
  it("is false for the empty answers and true once anything is typed or chosen", () => {
    expect(hasTypedData(EMPTY_APPOINTMENT_CHOICE, EMPTY_PATIENT_DRAFT)).toBe(false);
    expect(hasTypedData({ ...EMPTY_APPOINTMENT_CHOICE, currentPatient: "No" }, EMPTY_PATIENT_DRAFT)).toBe(true);
    expect(hasTypedData({ ...EMPTY_APPOINTMENT_CHOICE, reasonForVisit: "Cough" }, EMPTY_PATIENT_DRAFT)).toBe(true);
    expect(hasTypedData(EMPTY_APPOINTMENT_CHOICE, { ...EMPTY_PATIENT_DRAFT, emailConfirmation: true })).toBe(true);
    expect(hasTypedData(EMPTY_APPOINTMENT_CHOICE, { ...EMPTY_PATIENT_DRAFT, city: "Nashville" })).toBe(true);
  });
});

describe("bookingOpening", () => {
  const answered = { ...EMPTY_APPOINTMENT_CHOICE, currentPatient: "Yes" as const, reasonForVisit: "Cough" };

  it("starts the answers afresh for another physician than the last one, or a hold of another one", () => {
    const base = { urlTitle: "jane-doe", choice: answered, resumed: true };
    expect(bookingOpening({ ...base, lastOpenedUrlTitle: "someone-else", hold: null })).toEqual({
      physicianChanged: true,
      choice: EMPTY_APPOINTMENT_CHOICE,
    });
    const otherHold = { ...HOLD, physicianUrlTitle: "someone-else" };
    expect(bookingOpening({ ...base, lastOpenedUrlTitle: null, hold: otherHold }).physicianChanged).toBe(true);
  });

  it("keeps a resumed booking's answers as they are", () => {
    const opening = bookingOpening({
      urlTitle: "jane-doe",
      lastOpenedUrlTitle: "jane-doe",
      hold: HOLD,
      choice: answered,
      resumed: true,
    });
    expect(opening).toEqual({ physicianChanged: false, choice: {} });
  });

  it("clears the reason for visit; a brought hold names the location and unsets another type", () => {
    const fresh = { urlTitle: "jane-doe", lastOpenedUrlTitle: null, resumed: false };
    expect(bookingOpening({ ...fresh, hold: null, choice: answered }).choice).toEqual({ reasonForVisit: "" });
    expect(
      bookingOpening({ ...fresh, hold: HOLD, choice: { ...answered, appointmentType: APPOINTMENT_TYPE } }).choice,
    ).toEqual({
      reasonForVisit: "",
      locationId: HOLD.locationId,
    });
    const otherType = { ...APPOINTMENT_TYPE, code: "FOLLOWUP" };
    expect(
      bookingOpening({ ...fresh, hold: HOLD, choice: { ...answered, appointmentType: otherType } }).choice,
    ).toEqual({
      reasonForVisit: "",
      locationId: HOLD.locationId,
      appointmentType: null,
    });
  });

  it("a hold brought with a visit gives step 1's answer; another answer unsets the type (decision 129)", () => {
    const fresh = { urlTitle: "jane-doe", lastOpenedUrlTitle: null, resumed: false };
    const returning = { ...HOLD, visit: "returning" as const };
    expect(bookingOpening({ ...fresh, hold: returning, choice: EMPTY_APPOINTMENT_CHOICE }).choice).toEqual({
      reasonForVisit: "",
      locationId: HOLD.locationId,
      currentPatient: "Yes",
    });
    const answeredNo = { ...answered, currentPatient: "No" as const, appointmentType: APPOINTMENT_TYPE };
    expect(
      bookingOpening({
        ...fresh,
        hold: { ...returning, appointmentTypeCode: APPOINTMENT_TYPE.code },
        choice: answeredNo,
      }).choice,
    ).toEqual({
      reasonForVisit: "",
      locationId: HOLD.locationId,
      currentPatient: "Yes",
      appointmentType: null,
    });
  });

  it("a time just held on this physician's card after another physician's booking page stays held", () => {
    const opening = bookingOpening({
      urlTitle: "jane-doe",
      lastOpenedUrlTitle: "someone-else",
      hold: { ...HOLD, visit: "new" },
      choice: answered,
      resumed: false,
    });
    expect(opening).toEqual({
      physicianChanged: false,
      choice: { ...EMPTY_APPOINTMENT_CHOICE, locationId: HOLD.locationId, currentPatient: "No" },
    });
  });
});
