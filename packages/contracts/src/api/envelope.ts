import { z } from "zod";

/** Every JSON /fadmaa answer is shaped { status: { code, details }, result } (DESIGN.md §API). */
export const statusSchema = z.object({
  code: z.string(),
  details: z.string(),
});

export function envelopeSchema<Result extends z.ZodType>(result: Result) {
  return z.object({ status: statusSchema, result });
}

/** Error answers carry the HTTP code as text, a message that names the field, and no result. */
export const errorEnvelopeSchema = z.object({ status: statusSchema, result: z.null() });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const API_BASE_PATH = "/fadmaa";
