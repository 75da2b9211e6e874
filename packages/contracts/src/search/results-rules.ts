/** The results page's numbers the spec fixes (not texts: they live apart from the messages). */

/** Spec discovery §9: the results page asks for 89 days of availability; psg pages 10 a page in the browser. */
export const RESULTS_NUMBER_DAYS_OUT = 89;
export const PSG_BROWSER_PAGE_SIZE = 10;
/** Spec discovery §2 Route table: a listing path takes the /listing suffix with fewer than 20 results. */
export const LISTING_SUFFIX_BELOW = 20;
