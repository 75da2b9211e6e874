import type { BookAppointmentInput } from "@fad/contracts/appointments/book-appointment";

/** What is encrypted into patient_ciphertext: everything in the call that is about the patient. */
export type PatientRecord = Pick<
  BookAppointmentInput,
  "patient" | "address" | "referredByName" | "referredByPhone" | "caseID" | "dateTimeOfAppointment" | "bookingType"
>;
