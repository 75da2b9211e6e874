/**
 * Booking step 3 (Review and Confirm), the booking-error modal, the snackbar and the confirmation
 * screen, as the spec gives them (booking §2 "Step 3", "Mobile flow", "Confirmation screen", "Modals
 * and other UI"; §8 "Book fails"). The app's own wording stays in the review step's and the
 * confirmation page's feature folders.
 */
export const REVIEW_TEXTS = {
  stepTitle: "Review and Confirm",
  /** The step's banner; the booking page's header shows it. */
  banner: "Please review and confirm your information",
  bookAppointment: "Book Appointment",
  back: "Back",
  /** Mobile step 4's buttons. */
  confirmAppointment: "Confirm Appointment",
  editInformation: "Edit Information",
  /** The loader while the book call runs (the spec's other reading: 'Booking your appointment. …'). */
  booking: "Confirming your appointment. This may take a few seconds.",
} as const;

/** The booking-error modal and its analytics titles (booking §2 "Modals and other UI", §4 "Booking", §8). */
export const BOOKING_ERROR_TEXTS = {
  title: "Sorry, something went wrong with your request",
  okay: "Okay",
  /** The template's phone is the location's, else the contact centre's. */
  tryAgain:
    "Please try again in a few minutes. If you continue experiencing this issue, please call the location phone number for further assistance",
  analyticsCallError: "Book call error",
  analyticsNon200: "Book call returned with a non 200 response",
} as const;

/** The snackbar after the book call (booking §2 "Modals and other UI"). */
export const SNACKBAR_TEXTS = {
  confirmed: "Confirmed!",
  error: "Error!",
} as const;

/** The confirmation screen (booking §2 "Confirmation screen"; §8 "Calendar file in unsupported browser"). */
export const CONFIRMATION_TEXTS = {
  heading: "Appointment Confirmed",
  thankYou: "Thank you for booking",
  /** The spec's 'appointment confirmed for {date} at {time}', opening its own sentence. */
  confirmedFor: (date: string, time: string) => `Appointment confirmed for ${date} at ${time}`,
  printConfirmation: "Print Confirmation",
  addToCalendar: "Add to Calendar",
  viewOnMap: "View on Map",
  thingsToKnow: "Things to Know Before You Visit",
  backToResults: "Back to results",
  backToProfile: "Back to profile",
  /** Logged only, when the browser cannot make the calendar file. */
  unsupportedBrowser: "Unsupported Browser",
} as const;
