import { LANDING_TEXTS } from "@fad/contracts/messages/page-texts";

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
  pages: {
    results: "Results",
    profile: "Doctor profile",
  },
} as const;

export function documentTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} | ${MESSAGES.appTitle}` : MESSAGES.appTitle;
}
