/**
 * What the product keeps in the browser (spec discovery §3 "Stored locally", booking §9). Nothing else;
 * patient data only in BOOKING_DRAFT_KEY, as decision 77 allows.
 */
/** Session storage: the disclosure agreement, 'true' once agreed. */
export const DISCLOSURE_AGREEMENT_KEY = "dshs agreement";
/** Session storage: the telehealth notice was shown this session. */
export const TELEHEALTH_SHOWN_KEY = "telehealth-shown";
/**
 * Session storage (this tab only): the results listing last shown, path and query (the search's
 * criteria and page, no patient data): the booking page's Back and "find another doctor" return to it
 * (spec booking §4, issue 39).
 */
export const LAST_LISTING_KEY = "fad-last-listing";
/** Local storage: the facility map of the last search (facilities only, no patient data). */
export const FACILITY_MAP_KEY = "facilityMap";
/**
 * Session storage (this tab only): the booking in progress, so a reload or a reopened tab resumes it
 * (decision 77): the hold, step 1's answers and the patient draft, with an expiry; deleted at
 * confirmation and at the hold's expiry. Never in the address, never in a log.
 */
export const BOOKING_DRAFT_KEY = "fad-booking-draft";
/** Without a live hold the stored draft lasts this long after its last change. */
export const BOOKING_DRAFT_IDLE_MINUTES = 15;
