/**
 * Booking step 2, the patient form, as the spec gives it (booking §2 "Step 2, Patient Information",
 * "Mobile flow"; §3 Patient). Field messages live with the rules in patient/patient-messages.ts; the
 * app's own wording (labels, hints) stays in the patient step's feature folder.
 */
export const PATIENT_FORM_TEXTS = {
  stepTitle: "Patient Information",
  /** The section headings the spec lists (its short names: Patient, Patient Address, Contact, Insurance Carrier). */
  sections: {
    patient: "Patient",
    guardian: "Guardian Information",
    address: "Patient Address",
    contact: "Contact Information",
    insurance: "Insurance Information",
    additional: "Additional Information",
  },
  genders: { Female: "Female", Male: "Male" },
  back: "Back",
  continue: "Continue",
  /** Mobile step 3's return to the calendar. */
  backToTimes: "Back to Times",
} as const;

/**
 * The collapsible 'Email Terms and Conditions' (spec booking §2 Step 2 and the email consent text),
 * worded in full from the spec's summary: unencrypted email or text may expose protected health
 * information; giving an email or cell number agrees to electronic confirmation; the product is not
 * responsible for unauthorized access or viruses.
 */
export const EMAIL_TERMS_TEXTS = {
  title: "Email Terms and Conditions",
  paragraphs: [
    "Email and text messages are not encrypted. Information sent by unencrypted email or text message may be read by others and may expose your protected health information.",
    "By giving your email address or cell phone number, you agree to receive your appointment confirmation electronically at that address or number.",
    "We are not responsible for unauthorized access to information sent by email or text message, or for any viruses it may carry, and we cannot guarantee that it will be delivered.",
  ],
} as const;
