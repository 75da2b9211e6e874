import type { BookAppointmentResult } from "@fad/contracts/appointments/book-appointment";
import type { Gender } from "@fad/contracts/patient/patient-field-rules";
import type { AppType } from "@fad/contracts/provider/app-type";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import type { Visit } from "@fad/contracts/provider/visit";

/** The booking in progress, as the booking-session store keeps it (booking-session-store.ts). */

/** Where the hold was started: the booking's Back and time-expired buttons go back there (spec booking §4). */
export type HoldOrigin = "profile" | "results";

/** The held time slot, as the calendar showed it. */
export interface HeldSlot {
  /** yyyymmdd, local to the location. */
  day: string;
  /** HH:mm, 24-hour. */
  startTime: string;
  /** Minutes. */
  duration: number;
  /** e.g. "9:00a". */
  twelveHourClockTime: string;
}

export interface BookingHold {
  holdId: string;
  appointmentId: string;
  slot: HeldSlot;
  calendarId: string;
  locationId: string;
  physicianUrlTitle: string;
  physicianNpi: string;
  /** The code of the type held (the server names it: the calendar's default when none was asked). */
  appointmentTypeCode: string;
  origin: HoldOrigin;
  /**
   * Epoch milliseconds: the session timer counts from here (spec booking §4 "Session timer"): the hold,
   * or its latest renewal ("Keep my time", decision 49), so the warning comes 10 minutes after either.
   */
  holdStartedAt: number;
  /** ISO 8601, from the hold answer (or the latest renewal's). */
  holdExpiresAt: string;
  /** Renewals the server still allows (absent: none used yet, so MAX_HOLD_RENEWALS). */
  renewalsLeft?: number;
  /**
   * The visit the time was picked for on a card or the profile (decision 129): step 1 opens with its
   * answer given, so the held type is preselected. Absent: picked on step 1 itself.
   */
  visit?: Visit;
}

/** Spec booking §4: Yes is 'Current Patient (visited within 3 years)', No is 'New Patient'. */
export type CurrentPatientAnswer = "Yes" | "No";

/** Step 1's answers (spec booking §2 Step 1, §4 "Patient type and appointment type"). */
export interface AppointmentChoice {
  currentPatient: CurrentPatientAnswer | null;
  /** null is 'Select Below'. */
  appointmentType: AppType | null;
  reasonForVisit: string;
  /**
   * The location booked, once the page or a hold named one: it changes only through Change Location
   * (issue 19, problem 2), never because a hold was dropped. null: the physician's display location.
   */
  locationId: string | null;
}

/**
 * The patient form's draft (spec booking §3 Patient, Address, Referral), as typed. The minor flag is
 * not stored: it follows from the date of birth (isMinor in contracts).
 */
export interface PatientDraft {
  firstName: string;
  middleName: string;
  lastName: string;
  /** MM/DD/YYYY as typed. */
  dateOfBirth: string;
  gender: Gender | "";
  email: string;
  /** ###-###-#### as typed. */
  phoneNumber: string;
  parentOrGuardian: string;
  relationshipOfGuardian: string;
  /** The insurer's name ('No Insurance' included); "" when none chosen. */
  insuranceId: string;
  policyId: string;
  /** The email confirmation preference (sent as 'Email' or null). */
  emailConfirmation: boolean;
  address1: string;
  address2: string;
  city: string;
  /** Two-letter id. */
  state: string;
  zip: string;
  referredByName: string;
  referredByPhone: string;
}

export const EMPTY_PATIENT_DRAFT: PatientDraft = {
  firstName: "",
  middleName: "",
  lastName: "",
  dateOfBirth: "",
  gender: "",
  email: "",
  phoneNumber: "",
  parentOrGuardian: "",
  relationshipOfGuardian: "",
  insuranceId: "",
  policyId: "",
  emailConfirmation: false,
  address1: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
  referredByName: "",
  referredByPhone: "",
};

export const EMPTY_APPOINTMENT_CHOICE: AppointmentChoice = {
  currentPatient: null,
  appointmentType: null,
  reasonForVisit: "",
  locationId: null,
};

/** What the confirmation screen shows after a booking (spec booking §2 "Confirmation screen"). */
export interface BookingConfirmation {
  result: BookAppointmentResult;
  physician: Physician;
  location: ProviderLocation;
  appointmentType: AppType | null;
  reasonForVisit: string;
  origin: HoldOrigin;
  texting: boolean;
}

export interface BookingSession {
  hold: BookingHold | null;
  choice: AppointmentChoice;
  patient: PatientDraft;
  /** The texting case id (caseID of the book call), from the texting configuration. */
  caseId: string | null;
  confirmation: BookingConfirmation | null;
  /**
   * The patient form's hidden honeypot (decision 47), sent with the book call: people never see it, so
   * it stays "" unless a bot filled it. Not patient data.
   */
  honeypot: string;
  /**
   * Bumped whenever step 1's slots must be fetched again (time expired, Refresh after a lost hold):
   * the calendar takes it as its reloadVersion and asks again in place, its times and focus kept.
   */
  slotsVersion: number;
  /**
   * Why the held time went away, when the page dropped it itself (a type it is not offered for, a
   * resumed time someone took meanwhile): step 1 says so until the next hold or type.
   */
  holdNotice: HoldNotice | null;
  /**
   * Step 1's type changed to one the held time is not offered for (decision 129): the time is still
   * held, and step 1 says so with the new type's times and a way to keep it. null: no such change.
   */
  heldTimeConflict: HeldTimeConflict | null;
}

/** The type the held time is not offered for, by name, as step 1 says it. */
export interface HeldTimeConflict {
  typeName: string;
  /** The held hold's id: the conflict ends with that hold. */
  holdId: string;
}

/**
 * Why step 1 lost the held time, said in the page's language: a resumed time taken meanwhile, a
 * published time's link whose time was taken first (each with the slot's own HH:mm), or a time that
 * could not be kept.
 */
export type HoldNotice =
  | { kind: "resumedTimeTaken" | "openTimeTaken"; startTime: string }
  | { kind: "resumedTimeFailed" };
