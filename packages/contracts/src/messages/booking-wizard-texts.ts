/**
 * The booking page's texts and constants as the spec gives them (booking §2 "Desktop wizard", "Mobile
 * flow", "Modals and other UI", §4 "Session timer", §8, §9). The app's own wording for what the spec
 * leaves out stays in apps/web/src/features/booking/wizard/wizard-messages.ts.
 */
import { HOLD_MINUTES } from "../appointments/hold-slot.ts";
import { APPOINTMENT_STEP_TEXTS } from "./appointment-step-texts.ts";
import { REVIEW_TEXTS } from "./confirmation-texts.ts";
import { PATIENT_FORM_TEXTS } from "./patient-form-texts.ts";

export const BOOKING_WIZARD_TEXTS = {
  /** Steps 1 and 2. */
  requiredFieldNote: "* Indicates required field",
  /** Step 3's banner. */
  reviewNote: REVIEW_TEXTS.banner,
  stepTitles: [APPOINTMENT_STEP_TEXTS.stepTitle, PATIENT_FORM_TEXTS.stepTitle, REVIEW_TEXTS.stepTitle],
  /** The compact progress: 'n of 3'. */
  stepCount: (step: number, total: number) => `${step} of ${total}`,
  /** The mobile flow's progress: 'Step n of 4'. */
  mobileStepCount: (step: number, total: number) => `Step ${step} of ${total}`,
  mobileHeader: { back: "Back", next: "Next", confirm: "Confirm" },
  /** The last breadcrumb of the booking and confirmation pages. */
  bookAppointmentCrumb: REVIEW_TEXTS.bookAppointment,
} as const;

/** Spec booking §9: 3 steps on desktop, 4 on mobile. */
export const DESKTOP_STEP_COUNT = 3;
export const MOBILE_STEP_COUNT = 4;

/** The session timer's modals (booking §2 "Modals and other UI"). */
export const SESSION_TIMER_TEXTS = {
  warning: {
    title: "5 Minutes Remaining to Complete Booking Your Appointment",
    body: "Please complete booking within 5 minutes. After 5 minutes, the appointment time will be released to others.",
    /**
     * Ours, not the spec's (issue 9, WCAG 2.2.1 Timing adjustable; docs/decisions.md 49): the warning
     * offers to keep the time (POST /fadmaa/appointment/hold/renew) up to MAX_HOLD_RENEWALS times.
     */
    keepTime: `Keep my time for another ${HOLD_MINUTES} minutes`,
    keepingTime: "Keeping your time…",
    /** Announced (snackbar, a polite live region) once the server kept the time; time as "3:45 PM". */
    keptUntil: (time: string) => `Your time is held until ${time}.`,
    /** Shown in place of the button once the time has been kept as often as allowed. */
    noMoreRenewals: "Your time has been kept as many times as allowed and cannot be kept again.",
    /** The renewal failed for a reason that may pass (network, server busy): the visitor may try again. */
    keepFailed:
      "Sorry, we could not keep your time just now. Please try again, or complete your booking within 5 minutes.",
  },
  expired: {
    title: "Your Appointment Time Has Been Released",
    body: "You have exceeded the time limit and your appointment time has been released. The purpose of this limit is to ensure that appointment times are available to as many people as possible. We apologize for the inconvenience.",
    backToTimes: "Back to Times",
    backToDoctorProfile: "Back to Doctor Profile",
    backToResults: "Back to Results",
  },
} as const;

const MINUTE_MS = 60_000;

/**
 * Spec booking §4 "Session timer" and §9: a check every 5 minutes; the warning when the elapsed time is
 * over 9 and under 11 minutes; expiry at 14 minutes or more.
 */
export const SESSION_TIMER_LIMITS = {
  checkEveryMs: 300_000,
  warningAfterMs: 9 * MINUTE_MS,
  warningBeforeMs: 11 * MINUTE_MS,
  expiredFromMs: 14 * MINUTE_MS,
} as const;

/** Spec booking §2/§8: the scheduling-error page's title (its sentence is worded on the web side). */
export const SCHEDULING_ERROR_TITLE = "Online Appointment Scheduling Error";
