import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";

/** GET /fadmaa/api/config: the Configuration entity of spec discovery §3. */
export const GET_CONFIG_PATH = "/api/config";

export const configurationSchema = z.object({
  facilityCoids: z.string(),
  program: z.string(),
  siteType: z.string(),
  hostApp: z.string().nullable(),
  sessionId: z.string(),
  /** The url-prefixed search settings a host may preset. */
  urlSpecialty: z.string().nullable(),
  urlKeywords: z.string().nullable(),
  urlKeywordsExact: z.string().nullable(),
  urlGender: z.string().nullable(),
  urlZip: z.string().nullable(),
  urlLanguages: z.string().nullable(),
  urlAcceptingNewPatientsOnly: z.boolean().nullable(),
  urlTeleMedicineFlag: z.boolean().nullable(),
  specialties: z.array(z.unknown()),
  mbcLocationLink: z.string().nullable(),
  mbcLocationAccesspoint: z.string().nullable(),
  /** The state-health disclosure texts; Spanish is offered only when both are set. */
  dshsEnglish: z.string().nullable(),
  dshsSpanish: z.string().nullable(),
  routeData: z.record(z.string(), z.unknown()).nullable(),
  address: z.record(z.string(), z.unknown()).nullable(),
  dateTimeOfAppointment: z.string().nullable(),
  textingAppType: z.string().nullable(),
  /** The spec's maps key. Nothing here needs one (maps tiles come from mapTileUrl); kept for hosts that pass it. */
  mapsSubscriptionKey: z.string().nullable(),
  /** Map tile URL template; null shows a plain background (no network needed). */
  mapTileUrl: z.string().nullable(),
  /** Spec discovery §2: the scheduling-error page's fixed support number (ours: from FAD_SUPPORT_PHONE). */
  supportPhone: z.string().nullable().optional(),
  /**
   * Origins of video hosts the page's CSP allows (ours: FAD_VIDEO_HOSTS; decision 105). A featured video
   * elsewhere than our own server is embedded only from one of them, else listed as a link.
   */
  videoHosts: z.array(z.string()).optional(),
});
export type Configuration = z.infer<typeof configurationSchema>;

export const getConfigResponseSchema = envelopeSchema(configurationSchema);
export type GetConfigResponse = z.infer<typeof getConfigResponseSchema>;
