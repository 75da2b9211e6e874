/**
 * Texts and constants of the physician profile the spec gives word for word (spec discovery §2
 * "Physician profile", §9). The badges, address block, self-pay note and location modal texts are
 * shared with the doctor card and live in physician-texts.ts.
 */
export const PROFILE_TEXTS = {
  loading: "Loading doctor.",
  bookAppointment: "Book Appointment",
  viewFullBio: "View Full Bio",
  closeBio: "Close Bio",
  /** Appended to a board-certified specialty in the Specialties section. */
  boardCertifiedSuffix: " - Board Certified",
  sections: {
    biography: "Biography",
    carePhilosophy: "Care Philosophy",
    proceduresAndConditions: "Procedures and Conditions Treated",
    specialties: "Specialties",
    affiliations: "Affiliations",
    clinicWebsite: "Clinic Website",
    credentials: "Credentials and Education",
    media: "Media",
    otherLinks: "Other Links",
  },
  breadcrumbs: {
    home: "Home",
    doctors: "Doctors",
    results: "Doctors Results",
  },
} as const;

/** Spec §9: the biography preview shows the first 500 characters. */
export const BIO_PREVIEW_CHARACTERS = 500;

/** Spec §9: the embedded video's progress is polled every 1000 ms and reported at 25, 50 and 75 %. */
export const VIDEO_PROGRESS_POLL_MS = 1000;
export const VIDEO_PROGRESS_MILESTONES = [25, 50, 75] as const;

/** Spec §9: the profile's availability window is 14 days. */
export const PROFILE_NUMBER_DAYS_OUT = 14;

/** Spec §2: a clinic website lacking http is prefixed with this. */
export const WEBSITE_PREFIX = "http://";

/** The id of the Procedures and Conditions Treated section, the target of the card's See All link. */
export const PROCEDURES_SECTION_ID = "procedures";
