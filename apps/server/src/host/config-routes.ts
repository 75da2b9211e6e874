import { randomUUID } from "node:crypto";
import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import { type Configuration, GET_CONFIG_PATH, getConfigResponseSchema } from "@fad/contracts/config/get-config";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DSHS_DISCLOSURE_ENGLISH, DSHS_DISCLOSURE_SPANISH } from "../config/disclosure-texts.ts";
import { HOST_VARIANTS, type HostVariant, variantSettings } from "./variant-presets.ts";

export interface ConfigRouteOptions {
  defaultVariant: HostVariant;
  mapTileUrl: string | null;
  /** The scheduling-error page's support number (FAD_SUPPORT_PHONE). */
  supportPhone: string;
  /** Origins of the video hosts the CSP allows (FAD_VIDEO_HOSTS; decision 105). */
  videoHosts: readonly string[];
}

const querySchema = z.object({ variant: z.enum(HOST_VARIANTS).optional() });

/** GET /fadmaa/api/config: the Configuration entity; ?variant= picks a host preset (ours, docs/api.md). */
export async function configRoutes(app: FastifyInstance, options: ConfigRouteOptions): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${API_BASE_PATH}${GET_CONFIG_PATH}`,
      { schema: { querystring: querySchema, response: { 200: getConfigResponseSchema } } },
      async (request) => ({
        status: { code: "200", details: "OK" },
        result: buildConfiguration(request.query.variant ?? options.defaultVariant, options),
      }),
    );
}

export function buildConfiguration(
  variant: HostVariant,
  { mapTileUrl, supportPhone, videoHosts }: Pick<ConfigRouteOptions, "mapTileUrl" | "supportPhone" | "videoHosts">,
): Configuration {
  const settings = variantSettings(variant, "/", { sessionId: randomUUID(), textingPhysicianUrlTitle: null });
  return {
    facilityCoids: settings.facilityCoids ?? "",
    program: settings.program ?? "",
    siteType: settings.siteType ?? "",
    hostApp: settings.hostApp ?? null,
    sessionId: settings.sessionId ?? randomUUID(),
    urlSpecialty: null,
    urlKeywords: null,
    urlKeywordsExact: null,
    urlGender: null,
    urlZip: null,
    urlLanguages: null,
    urlAcceptingNewPatientsOnly: null,
    urlTeleMedicineFlag: null,
    specialties: [],
    mbcLocationLink: null,
    mbcLocationAccesspoint: null,
    dshsEnglish: DSHS_DISCLOSURE_ENGLISH,
    dshsSpanish: DSHS_DISCLOSURE_SPANISH,
    routeData: settings.texting?.routeData ?? null,
    address: settings.address ?? null,
    dateTimeOfAppointment: null,
    textingAppType: settings.texting?.textingAppType ?? null,
    mapsSubscriptionKey: null,
    mapTileUrl,
    supportPhone,
    videoHosts: [...videoHosts],
  };
}
