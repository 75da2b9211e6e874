import { z } from "zod";

/**
 * The settings a host page gives the app (spec discovery §2 Start-up), read from
 * <script type="application/json" id="fad-settings">. Every field is optional: a host page may give
 * any subset, and no settings at all means the fallback configuration.
 */

const text = z.string().max(2000);
const flag = z.union([z.boolean(), z.enum(["true", "false", "Y", "N", "y", "n"])]);

export const PAGE_SETTINGS_ELEMENT_ID = "fad-settings";

export const textingSettingsSchema = z.object({
  /** Route data for the texting flow; its absence sends the flow to /texting/error. */
  routeData: z.record(z.string(), z.unknown()).nullish(),
  textingAppType: z.string().max(200).nullish(),
  /** Set by the host when the texting link could not be resolved. */
  textingError: z.string().max(2000).nullish(),
  carelinkCaseId: z.string().max(100).nullish(),
  caseInfoResponse: z.record(z.string(), z.unknown()).nullish(),
});

export const campaignTagsSchema = z.object({
  source: text.nullish(),
  medium: text.nullish(),
  campaign: text.nullish(),
  term: text.nullish(),
  content: text.nullish(),
});

export const pageSettingsSchema = z.object({
  hostApp: z.string().max(40).nullish(),
  /** Semicolon-separated facility COIDs. */
  facilityCoids: text.nullish(),
  program: z.string().max(100).nullish(),
  siteType: z.string().max(100).nullish(),
  physician: z.string().max(200).nullish(),
  physiciansList: z.array(z.string().max(200)).max(1000).nullish(),
  specialties: z.array(z.unknown()).max(500).nullish(),
  physiciansCount: z.number().int().nonnegative().nullish(),
  urlSpecialty: text.nullish(),
  urlKeywords: text.nullish(),
  urlKeywordsExact: text.nullish(),
  distance: z.union([z.number(), z.string().max(10)]).nullish(),
  urlGender: z.string().max(20).nullish(),
  urlZip: z.string().max(10).nullish(),
  urlLanguages: text.nullish(),
  urlAcceptingNewPatientsOnly: flag.nullish(),
  urlTeleMedicineFlag: flag.nullish(),
  listingFlg: flag.nullish(),
  sessionId: z.string().max(200).nullish(),
  facilityName: z.string().max(200).nullish(),
  texting: textingSettingsSchema.nullish(),
  campaign: campaignTagsSchema.nullish(),
  /** Base path the app's routes live under; '/' by default (spec discovery §2 Route table). */
  basePath: z.string().max(200).nullish(),
  /** Portal hosts only: the signed-in patient's profile used to pre-fill the booking form. */
  patientUser: z.record(z.string(), z.unknown()).nullish(),
  address: z.record(z.string(), z.unknown()).nullish(),
  dateTimeOfAppointment: z.string().max(100).nullish(),
});

export type PageSettings = z.infer<typeof pageSettingsSchema>;
