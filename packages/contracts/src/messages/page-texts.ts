/**
 * Page texts the spec gives word for word (discovery §2 "Search landing" and "Other pages", booking §8).
 * The app's own wording for what the spec leaves out stays in apps/web/src/ui/messages.ts.
 */
export const LANDING_TEXTS = {
  intro: "Search our doctors by name, specialty, or condition.",
  /** facilityName is shown with the suffix Doctors (spec discovery §2 Start-up). */
  facilityHeading: (facilityName: string) => `${facilityName} Doctors`,
} as const;

export const NOT_FOUND_TEXTS = {
  heading: "Sorry, the page you were looking for was not found.",
  body: "The information may have been changed or removed. Please try your search again.",
  code: "Error code: 404",
  backToSearch: "Back to search",
} as const;

/** Spec discovery §2/§8 and booking §2, §8: the network error banner. */
export const NETWORK_ERROR_MESSAGE = "An error occurred. Please try again later.";
