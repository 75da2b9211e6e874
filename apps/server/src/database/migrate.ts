import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { DatabaseSchema } from "./database-schema.ts";
import * as initialSchema from "./migrations/0001-initial-schema.ts";
import * as directorySearch from "./migrations/0002-directory-search.ts";
import * as bookingAudit from "./migrations/0003-booking-audit.ts";
import * as holdRenewals from "./migrations/0004-hold-renewals.ts";
import * as locationInsurance from "./migrations/0006-location-insurance.ts";
import * as holdReleaseAudit from "./migrations/0008-hold-release-audit.ts";
import * as manageBookings from "./migrations/0009-manage-bookings.ts";
import * as emailOutbox from "./migrations/0010-email-outbox.ts";
import * as holdsPerClient from "./migrations/0011-holds-per-client.ts";
import * as schedulingGeneration from "./migrations/0020-scheduling-generation.ts";
import * as physicianDetailsDocs from "./migrations/0021-physician-details-docs.ts";
import * as liveHoldsByHolder from "./migrations/0022-live-holds-by-holder.ts";
import * as unloggedRateCounts from "./migrations/0023-unlogged-rate-counts.ts";
import * as directoryImport from "./migrations/0030-directory-import.ts";
import * as fhirLastUpdated from "./migrations/0040-fhir-last-updated.ts";
import * as hl7Outbox from "./migrations/0050-hl7-outbox.ts";
import * as smartBackend from "./migrations/0051-smart-backend.ts";
import * as staffConsole from "./migrations/0070-staff-console.ts";
import * as foldAccents from "./migrations/0080-fold-accents.ts";
import * as dropUnusedExtensions from "./migrations/0081-drop-unused-extensions.ts";
import * as slotPublicationStamps from "./migrations/0110-slot-publication-stamps.ts";
import * as fhirFoldedPrefixIndexes from "./migrations/0111-fhir-folded-prefix-indexes.ts";
import * as planNetResources from "./migrations/0112-plan-net-resources.ts";
import * as appointmentFeed from "./migrations/0120-appointment-feed.ts";
import * as scheduleBlocks from "./migrations/0130-schedule-blocks.ts";
import * as bookingArrival from "./migrations/0131-booking-arrival.ts";
import * as bookingSearchKeys from "./migrations/0132-booking-search-keys.ts";
import * as bookingStaffNotes from "./migrations/0133-booking-staff-notes.ts";
import * as bookingLanguage from "./migrations/0140-booking-language.ts";
import * as holdInOneCall from "./migrations/0150-hold-in-one-call.ts";
import * as staffNotices from "./migrations/0170-staff-notices.ts";
import * as foldAccentsAscii from "./migrations/0180-fold-accents-ascii.ts";
import * as staffDayIndex from "./migrations/0200-staff-day-index.ts";

/** Listed by hand rather than read from disk so the same code runs under tsx, Vitest and a bundle. */
const migrations: Record<string, Migration> = {
  "0001-initial-schema": initialSchema,
  "0002-directory-search": directorySearch,
  "0003-booking-audit": bookingAudit,
  "0004-hold-renewals": holdRenewals,
  "0006-location-insurance": locationInsurance,
  "0008-hold-release-audit": holdReleaseAudit,
  "0009-manage-bookings": manageBookings,
  "0010-email-outbox": emailOutbox,
  "0011-holds-per-client": holdsPerClient,
  // Issue 18's, numbered apart from the ones other work added meanwhile (applied unordered where needed).
  "0020-scheduling-generation": schedulingGeneration,
  "0021-physician-details-docs": physicianDetailsDocs,
  "0022-live-holds-by-holder": liveHoldsByHolder,
  "0023-unlogged-rate-counts": unloggedRateCounts,
  // Issue 33's (the staff console).
  "0070-staff-console": staffConsole,
  // Issue 32's directory import.
  "0030-directory-import": directoryImport,
  // Issue 35's (the FHIR directory API).
  "0040-fhir-last-updated": fhirLastUpdated,
  "0080-fold-accents": foldAccents,
  "0081-drop-unused-extensions": dropUnusedExtensions,
  // Issue 34's (numbers 0050-0054).
  "0050-hl7-outbox": hl7Outbox,
  "0051-smart-backend": smartBackend,
  // Issue 34's second part (numbers 0120-0124): the FHIR Appointment feed.
  "0120-appointment-feed": appointmentFeed,
  // Issue 35's second part (SMART Scheduling Links, numbers 0110-0114).
  "0110-slot-publication-stamps": slotPublicationStamps,
  "0111-fhir-folded-prefix-indexes": fhirFoldedPrefixIndexes,
  "0112-plan-net-resources": planNetResources,
  // Issue 33's second part (numbers 0130-0134): the scheduling administrator's blocks.
  "0130-schedule-blocks": scheduleBlocks,
  "0131-booking-arrival": bookingArrival,
  "0132-booking-search-keys": bookingSearchKeys,
  "0133-booking-staff-notes": bookingStaffNotes,
  // Issue 36's (number 0140): the patient's language on the booking.
  "0140-booking-language": bookingLanguage,
  // Issue 37's (number 0150): the hold in one call.
  "0150-hold-in-one-call": holdInOneCall,
  // Issue 33's third part (number 0170): the email per booking to the location's staff address.
  "0170-staff-notices": staffNotices,
  // Issue 35's (number 0180): fold_accents returns ASCII text as it is (decision 199).
  "0180-fold-accents-ascii": foldAccentsAscii,
  // Issue 33's bench (number 0200): the day and week views' range of a location's rows (decision 206).
  "0200-staff-day-index": staffDayIndex,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<DatabaseSchema>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    // 0003 (booking audit) landed after 0004 (hold renewals) in a few working copies; the two are
    // independent, so a database that has 0004 simply gets 0003 next.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error");
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${cause}`, { cause: error });
  }
}
