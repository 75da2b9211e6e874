import { LANDING_TEXTS, NOT_FOUND_TEXTS } from "@fad/contracts/messages/page-texts";

/**
 * The app's English texts. Spec wording comes from packages/contracts; what the spec leaves out is
 * worded here. Components read them from here.
 */
export const MESSAGES = {
  appTitle: "Find a Doctor",
  skipToContent: "Skip to main content",
  /** While a page's code downloads (lazy routes, decision 50). */
  pageLoading: "Loading page.",
  landing: {
    heading: "Find a Doctor",
    ...LANDING_TEXTS,
  },
  notFound: {
    title: "Page not found",
    ...NOT_FOUND_TEXTS,
  },
  textingError: {
    title: "Link not available",
    heading: "We could not open this appointment link",
    body: "The link may have expired or been entered incorrectly. You can still search our doctors and book online.",
    backToSearch: NOT_FOUND_TEXTS.backToSearch,
  },
  pages: {
    results: "Results",
    profile: "Doctor profile",
    booking: "Book Appointment",
    confirmation: "Appointment confirmation",
    manage: "Manage Your Appointment",
  },
} as const;

export function documentTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} | ${MESSAGES.appTitle}` : MESSAGES.appTitle;
}
