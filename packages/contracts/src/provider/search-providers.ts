import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { availableDaySchema } from "../appointments/available-day.ts";
import { MAX_NUMBER_DAYS_OUT, NPI_PATTERN, startDateSchema } from "../appointments/search-slots.ts";
import {
  coidListSchema,
  coidSchema,
  flagSchema,
  GENDERS,
  genderSchema,
  keywordSchema,
  languagesSchema,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_RADIUS_MILES,
  numberField,
  optionalField,
  zipSchema,
} from "../search/search-field-rules.ts";
import { acceptedInsurerSchema, INSURANCE_FILTER_MESSAGES, insuranceIdSchema } from "./insurance.ts";
import { shownAppTypeSchema, visitSchema } from "./visit.ts";

/**
 * POST /fadmaa/provider/search/ (spec discovery §7) in its three forms: a search (filters, sort, page,
 * optionally within some providers), a profile (urlTitle) and a look-up of chosen providers (npis).
 * docs/api.md "Provider search".
 */
export const SEARCH_PROVIDERS_PATH = "/provider/search/";

/** A–Z / Z–A by last then first name, nearest first, soonest first (spec §2 "Sort By"). */
export const SORT_TYPES = ["Ascending", "Descending", "Distance", "FirstAvailable"] as const;
export type SortType = (typeof SORT_TYPES)[number];

export const MAX_NPIS = 750;

/**
 * status.details of a search whose zip is well formed but no US zip code: the answer is still a 200,
 * with no physicians, and says why.
 */
export function unknownSearchZipDetails(zip: string): string {
  return `zip: ${zip} is not a known US zip code`;
}
const npiListSchema = z
  .union([z.string().max(MAX_NPIS * 11), z.array(z.string().max(10)).max(MAX_NPIS)])
  .transform((value, context) => {
    const npis = (Array.isArray(value) ? value : value.split(";")).map((npi) => npi.trim()).filter(Boolean);
    if (npis.length > MAX_NPIS || npis.some((npi) => !NPI_PATTERN.test(npi))) {
      context.addIssue({ code: "custom", message: "must be 10-digit NPIs, as an array or separated by semicolons" });
      return z.NEVER;
    }
    return [...new Set(npis)];
  });

const shortText = (max: number) => z.union([z.string().max(max), z.number()]).transform(String);

export const searchMetaSchema = z.object({
  page: optionalField(numberField(z.number().int().min(1).max(MAX_PAGE))),
  pageSize: optionalField(numberField(z.number().int().min(1).max(MAX_PAGE_SIZE))),
});

export const searchProvidersRequestSchema = z
  .object({
    /** Facilities the host site shows; only their locations count. */
    coids: optionalField(coidListSchema),
    program: optionalField(z.string().max(100)),
    /** psg pages everything at once (page size 750). */
    siteType: optionalField(z.string().max(100)),
    /** The host app; the texting source unlocks the texting-only appointment type in availability. */
    source: optionalField(z.string().max(40)),
    keyword: optionalField(keywordSchema),
    keywordsExact: optionalField(keywordSchema),
    zip: optionalField(zipSchema),
    latitude: optionalField(numberField(z.number().min(-90).max(90))),
    longitude: optionalField(numberField(z.number().min(-180).max(180))),
    /** Radius in miles around the zip or the coordinates. */
    distance: optionalField(numberField(z.number().positive().max(MAX_SEARCH_RADIUS_MILES))),
    specialtyId: optionalField(numberField(z.number().int().min(1).max(2_147_483_647))),
    locationUrlTitle: optionalField(
      z
        .string()
        .max(200)
        .regex(/^[A-Za-z0-9-]+$/, "must be a location url title"),
    ),
    gender: optionalField(genderSchema),
    languages: optionalField(languagesSchema),
    teleMedicineFlg: optionalField(flagSchema),
    showAcceptingNewPatientsOnly: optionalField(flagSchema),
    facilityCoid: optionalField(coidSchema),
    /**
     * Ours ("Accepts my insurance", decision 67): an insurer of GET /provider/insurance/ (its insurerId),
     * optionally one of its plans; a physician matches when a listed location accepts it.
     */
    insurerId: optionalField(insuranceIdSchema),
    insurancePlanId: optionalField(insuranceIdSchema),
    /**
     * Ours (spec §1, decision 108): the portal patient's preferred hospital, by COID or else by its name
     * (the portal profile's preferredFacility.displayName, matched to a facility's title whatever the
     * case). Physicians listed at it come first, each part in the order asked; it filters no one.
     */
    preferredFacilityCoid: optionalField(coidSchema),
    preferredFacilityName: optionalField(z.string().trim().max(200)),
    appointmentTypeId: optionalField(shortText(40)),
    /** Ours (decision 129): the visit the patient said; without a type, each calendar's times are its default type's for that visit. */
    visit: optionalField(visitSchema),
    startDate: optionalField(startDateSchema),
    numberDaysOut: optionalField(numberField(z.number().int().min(1).max(MAX_NUMBER_DAYS_OUT))),
    meta: optionalField(searchMetaSchema),
    sortType: optionalField(z.enum(SORT_TYPES)),
    randomize: optionalField(flagSchema),
    randomizerSeed: optionalField(shortText(200)),
    /** The profile form: one physician by url title. */
    urlTitle: optionalField(z.string().max(200)),
    /** The look-up form: these providers. */
    npis: optionalField(npiListSchema),
    /**
     * Ours: the search form limited to these providers (a host page listing its own doctors, its
     * physiciansList setting); every other criterion, the order and the paging still apply.
     */
    withinNpis: optionalField(npiListSchema),
    /**
     * Ours (decision 119): the search form's list as summaries, each physician's npi, name and url title
     * only. psg lists every match at once and pages in the browser; the visible page's full records come
     * from the same search limited to its doctors (withinNpis), so the whole list need not carry them.
     */
    summary: optionalField(flagSchema),
  })
  .superRefine((body, context) => {
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      const missing = body.latitude === undefined ? "latitude" : "longitude";
      context.addIssue({ code: "custom", path: [missing], message: "latitude and longitude go together" });
    }
    if (body.insurancePlanId !== undefined && body.insurerId === undefined) {
      context.addIssue({
        code: "custom",
        path: ["insurancePlanId"],
        message: INSURANCE_FILTER_MESSAGES.planNeedsInsurer,
      });
    }
    const hasPoint = body.zip !== undefined || body.latitude !== undefined;
    if (body.sortType === "Distance" && !hasPoint && body.urlTitle === undefined && body.npis === undefined) {
      context.addIssue({
        code: "custom",
        path: ["sortType"],
        message: "Distance needs a zip or latitude and longitude",
      });
    }
  });
export type SearchProvidersRequest = z.input<typeof searchProvidersRequestSchema>;
export type SearchProvidersQuery = z.output<typeof searchProvidersRequestSchema>;

export const providerLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  relatedContactCenterPhoneNumber: z.string().nullable(),
  /** The physician's calendar at this location; null when it takes no online booking there. */
  mhdCalendarId: z.string().nullable(),
  /** The facility the location belongs to. */
  providerLocationCOID: z.string(),
  /** Miles from the search point (spec formula, one decimal); null when no point is known. */
  distance: z.number().nullable(),
  acceptsNewPatients: z.boolean(),
  /** "yyyymmdd HH:mm" of the first open slot in the asked window; null without one (or without a window). */
  firstAvailable: z.string().nullable(),
  availableAppointments: z.array(availableDaySchema),
  /** Ours (decision 129): the type availableAppointments are for; null without times to show. */
  availableAppointmentsType: shownAppTypeSchema.nullable(),
  /** A–Z in list order, the letter of the location's map marker. */
  mapMarkerLabel: z.string(),
  mapMarkerIcon: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Ours: the provider-location number, the location's url title (location routes), website and time zone. */
  providerLocationId: z.number().int(),
  urlTitle: z.string(),
  website: z.string().nullable(),
  timeZone: z.string(),
  /** Ours: the insurers the location accepts, by name, each with its plans accepted there (decision 67). */
  acceptedInsurance: z.array(acceptedInsurerSchema),
});
export type ProviderLocation = z.infer<typeof providerLocationSchema>;

export const providerSpecialtySchema = z.object({
  /** The specialty's id, as the specialty call and the specialtyId filter use it. */
  providerSpecialtyId: z.number().int(),
  specialty: z.string(),
  primary: z.boolean(),
  boardCertified: z.boolean(),
});

export const physicianSchema = z.object({
  physicianNpi: z.string(),
  physicianFirstName: z.string(),
  physicianMiddleInitial: z.string().nullable(),
  physicianLastName: z.string(),
  physicianDesignation: z.string(),
  physicianPhotoUrl: z.string().nullable(),
  physicianBio: z.string().nullable(),
  physicianCarePhilosophy: z.string().nullable(),
  urlTitle: z.string(),
  gender: z.enum(GENDERS),
  languages: z.array(z.string()),
  website: z.string().nullable(),
  starRatings: z.number().nullable(),
  /** Ours: how many ratings the stars average. */
  ratingCount: z.number().int(),
  telehealthProvider: z.boolean(),
  /** Takes online booking. */
  mhdParticipant: z.boolean(),
  /** Primary first, then by name. */
  specialties: z.array(providerSpecialtySchema),
  /** The same list under the booking spec's name. */
  providerSpecialties: z.array(providerSpecialtySchema),
  /** Deduplicated, alphabetical. */
  proceduresAndConditions: z.array(z.object({ keyword: z.string() })),
  affiliations: z.array(z.object({ locationId: z.string(), locationName: z.string() })),
  credentialsAndAccreditations: z.array(
    z.object({
      credentialOrAccreditationId: z.number().int(),
      organizationOrSchool: z.string(),
      type: z.string(),
      yearReceived: z.number().int().nullable(),
    }),
  ),
  /** Featured first. */
  fadMediaList: z.array(
    z.object({
      type: z.enum(["video", "link", "publication"]),
      url: z.string(),
      name: z.string(),
      featured: z.boolean(),
    }),
  ),
  providerLocations: z.array(providerLocationSchema),
  /** The location nearest the search point, else the first; null for a physician without locations. */
  displayLocation: providerLocationSchema.nullable(),
});
export type Physician = z.infer<typeof physicianSchema>;

export const facilitySchema = z.object({
  market: z.string(),
  coid: z.string(),
  title: z.string(),
  city: z.string(),
  state: z.string(),
});
export type Facility = z.infer<typeof facilitySchema>;

export const searchProvidersResultSchema = z.object({
  providerList: z.array(physicianSchema),
  /** Every match, not only this page. */
  totalProvidersCount: z.number().int(),
  /** The facilities of every match's listed locations, by title. */
  facilityMap: z.array(facilitySchema),
  /** Languages spoken across every match: English first, then alphabetical. */
  filteredLanguages: z.array(z.string()),
});
export type SearchProvidersResult = z.infer<typeof searchProvidersResultSchema>;

export const searchProvidersResponseSchema = envelopeSchema(searchProvidersResultSchema);

/** A physician in a summary list (the request's summary flag, decision 119). */
export const physicianSummarySchema = physicianSchema.pick({
  physicianNpi: true,
  physicianFirstName: true,
  physicianMiddleInitial: true,
  physicianLastName: true,
  physicianDesignation: true,
  urlTitle: true,
});
export type PhysicianSummary = z.infer<typeof physicianSummarySchema>;

/** The search's answer when its summary flag is set: the same answer with summaries in the list. */
export const providerSummariesResultSchema = searchProvidersResultSchema.extend({
  providerList: z.array(physicianSummarySchema),
});
export type ProviderSummariesResult = z.infer<typeof providerSummariesResultSchema>;
export const providerSummariesResponseSchema = envelopeSchema(providerSummariesResultSchema);
export type SearchProvidersResponse = z.infer<typeof searchProvidersResponseSchema>;
