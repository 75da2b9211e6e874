/**
 * SMART Scheduling Links' fixed parts (decision 141): the extension URLs, how far ahead is published,
 * and how long a publication may be kept by a cache.
 */
export const BOOKING_DEEP_LINK = "http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link";
export const BOOKING_PHONE = "http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone";
export const BULK_PUBLISH_DEFINITION = "http://hl7.org/fhir/uv/bulkdata/OperationDefinition/bulk-publish|1.0.0";

/**
 * Days published, counted from the location's today: four weeks. At 50,000 physicians the whole
 * booking horizon (89 days) would be about 80 million slots; four weeks is about a third of it and holds
 * the times patients book soonest. Each file is one state and one ISO week, so no file grows with the
 * horizon.
 */
export const PUBLISHED_DAYS = 28;

/**
 * Caches (and aggregators' polling) may keep the manifest and its files five minutes: a held or booked
 * time shows as such at most that late, and the booking page holds (or kindly refuses) the time itself.
 */
export const PUBLICATION_MAX_AGE_SECONDS = 300;
export const PUBLICATION_CACHE = `public, max-age=${PUBLICATION_MAX_AGE_SECONDS}`;
