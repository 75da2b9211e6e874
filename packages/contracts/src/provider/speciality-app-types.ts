import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { coidListSchema, optionalField } from "../search/search-field-rules.ts";
import { appTypeSchema } from "./app-type.ts";

/**
 * GET /fadmaa/provider/specilityAppTypes/ (the spec's spelling): the specialty entries of spec discovery
 * §3, alphabetical, each with its appointment types by friendlyName2 (spec §9). With facilityCOIDs, only
 * specialties practised at those facilities; without, those practised anywhere in the network.
 */
export const SPECIALITY_APP_TYPES_PATH = "/provider/specilityAppTypes/";

export const specialityAppTypesQuerySchema = z.object({
  facilityCOIDs: optionalField(coidListSchema),
  program: optionalField(z.string().max(100)),
  siteType: optionalField(z.string().max(100)),
});
export type SpecialityAppTypesQuery = z.input<typeof specialityAppTypesQuerySchema>;

export const specialtyEntrySchema = z.object({
  speciality: z.object({ id: z.number().int(), name: z.string() }),
  appTypes: z.array(appTypeSchema),
});
export type SpecialtyEntry = z.infer<typeof specialtyEntrySchema>;

export const specialityAppTypesResponseSchema = envelopeSchema(z.array(specialtyEntrySchema));
export type SpecialityAppTypesResponse = z.infer<typeof specialityAppTypesResponseSchema>;
