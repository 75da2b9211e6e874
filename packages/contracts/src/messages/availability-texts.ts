import { DEFAULT_NUMBER_DAYS_OUT } from "../appointments/search-slots.ts";

/**
 * The availability calendar's texts and constants as the spec gives them (discovery §2 "Availability
 * calendar on the card", §4 Calendar, §9; booking §2 Step 1 and "Modals and other UI", §4 Carousel, §8, §9).
 * The app's own wording for what the spec leaves out stays in the calendar's feature folder.
 */
export const AVAILABILITY_TEXTS = {
  viewCalendar: "View Calendar",
  viewTimes: "View Times",
  /** The date picker's button that opens its popup. */
  selectDate: "Select Date",
  /** The date picker's optional date input (booking §2 Step 1). */
  selectADate: "Select a date",
  nextAvailable: (date: string) => `The next available appointment is ${date}`,
  goToNextAppointment: "Go To Next Appointment",
  noAvailableAppointments: "This doctor has no available appointments",
  pleaseCall: "Please call to make your appointment",
  /** Booking step 1 before a type is chosen. */
  completeAppointmentType: "Please complete Appointment Type information to see available appointments.",
} as const;

/** psg only: the confirmation before a hold (booking §2 "Modals and other UI"). */
export const HOLD_CONFIRMATION_TEXTS = {
  title: "Your appointment time will be held for 15 minutes",
  body: "You'll receive a 5 minute warning, and will be brought back to this screen if the time expires. Your information will be saved.",
  cancel: "Cancel",
  continue: "Continue",
} as const;

/** The hold-error modal and its analytics label (booking §2, §4 "Slot hold", §8). */
export const HOLD_ERROR_TEXTS = {
  title: "Appointment is no longer available",
  body: "We are redirecting your screen to give you the most up-to-date times.",
  doctorsProfile: "Doctor's Profile",
  refresh: "Refresh",
  analyticsLabel: "appt no longer available",
} as const;

/**
 * Spec discovery §9 and booking §9. The first windows live with their pages: 62 days by default
 * (DEFAULT_NUMBER_DAYS_OUT, appointments/search-slots.ts), 14 on the profile (profile-texts.ts), 89
 * from results (search-texts.ts).
 */
export const AVAILABILITY_LIMITS = {
  /** Days of every extra load. */
  loadMoreDays: DEFAULT_NUMBER_DAYS_OUT,
  /** The next arrow stops loading once this many days are loaded (about 9 loads). */
  appendCounterLimit: 549,
  /** Day columns per slide: 5 from 768 px, 3 on mobile, 2 under 375 px. */
  columnsDesktop: 5,
  columnsMobile: 3,
  columnsNarrow: 2,
  /** Initial-load thresholds, in slides, for 5, 3 and 2 columns (docs/decisions.md: how they are read). */
  initialLoadThresholds: { 5: 19, 3: 31, 2: 46 },
  /** Height of the calendar area in CSS pixels. */
  areaHeightPx: 312,
  /** "When the first week has no availability". */
  firstWeekDays: 7,
} as const;
