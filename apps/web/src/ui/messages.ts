/** The app's English texts (spec wording where the spec has one). Components read them from here. */
export const MESSAGES = {
  appTitle: "Find a Doctor",
  skipToContent: "Skip to main content",
  landing: {
    heading: "Find a Doctor",
    /** facilityName is shown with the suffix Doctors (spec discovery §2 Start-up). */
    facilityHeading: (facilityName: string) => `${facilityName} Doctors`,
    intro: "Search our doctors by name, specialty, or condition.",
  },
  notFound: {
    title: "Page not found",
    heading: "Sorry, the page you were looking for was not found.",
    body: "The information may have been changed or removed. Please try your search again.",
    code: "Error code: 404",
    backToSearch: "Back to search",
  },
  textingError: {
    title: "Link not available",
    heading: "We could not open this appointment link",
    body: "The link may have expired or been entered incorrectly. You can still search our doctors and book online.",
    backToSearch: "Back to search",
  },
  pending: {
    body: "This page is not available yet.",
    backToSearch: "Back to search",
  },
  pages: {
    results: "Results",
    profile: "Doctor profile",
    booking: "Book Appointment",
    confirmation: "Appointment confirmation",
  },
} as const;

export function documentTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} | ${MESSAGES.appTitle}` : MESSAGES.appTitle;
}
