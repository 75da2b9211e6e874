/**
 * What the product keeps in the browser (spec discovery §3 "Stored locally", booking §9). Nothing else,
 * and never patient data.
 */
/** Session storage: the disclosure agreement, 'true' once agreed. */
export const DISCLOSURE_AGREEMENT_KEY = "dshs agreement";
/** Session storage: the telehealth notice was shown this session. */
export const TELEHEALTH_SHOWN_KEY = "telehealth-shown";
/** Local storage: the facility map of the last search (facilities only, no patient data). */
export const FACILITY_MAP_KEY = "facilityMap";
