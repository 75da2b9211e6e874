import { BOOKING_ERROR_TEXTS, REVIEW_TEXTS, SNACKBAR_TEXTS } from "@fad/contracts/messages/confirmation-texts";

/** The review step's texts: the spec's from packages/contracts, the app's own wording for the rest. */
export const REVIEW_STEP_MESSAGES = {
  ...REVIEW_TEXTS,
  bookingError: BOOKING_ERROR_TEXTS,
  snackbar: SNACKBAR_TEXTS,
  sections: {
    appointment: "Appointment Information",
    patient: "Patient Information",
  },
  labels: {
    physician: "Doctor",
    dateAndTime: "Date and Time",
    location: "Location",
    appointmentType: "Appointment Type",
    reasonForVisit: "Reason for Visit",
    patientName: "Patient Name",
    dateOfBirth: "Date of Birth",
    gender: "Gender",
    address: "Address",
    phoneNumber: "Phone Number",
    email: "Email",
    parentOrGuardian: "Parent or Guardian Name",
    relationshipOfGuardian: "Relationship to Patient",
  },
  /** The template's call, read aloud with the number. */
  callLocation: (phone: string) => `Call ${phone}`,
  analyticsCategory: "Book appointment",
} as const;
