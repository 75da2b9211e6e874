/** The Playwright project that runs the staff console's journeys again on PostgreSQL (playwright.config.ts). */
export const STAFF_POSTGRES_PROJECT = "desktop-postgres";
