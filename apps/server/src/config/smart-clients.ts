import { z } from "zod";

/** The token endpoint, under the FHIR base (shared with issue 35); its absolute URL is what `aud` names. */
export const SMART_TOKEN_PATH = "/fhir/auth/token";

/**
 * Backend clients registered by configuration (FAD_SMART_CLIENTS, a JSON array; docs/operations.md
 * "SMART Backend Services"): each names its client id, where its public keys are (a JWKS URL, or the
 * key set inline) and the `system/` scopes it may be granted.
 */
const jwkSchema = z
  .object({ kty: z.enum(["RSA", "EC"]), kid: z.string().min(1).max(200) })
  .passthrough()
  // A private key in the configuration is a mistake that must not go unnoticed.
  .refine((key) => !("d" in key), "must be a public key (no private part)");

export const SYSTEM_SCOPE_PATTERN = /^system\/(\*|[A-Z][A-Za-z]+)\.(read|write|\*|c?r?u?d?s?)$/;

export const smartClientSchema = z
  .object({
    clientId: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces"),
    jwksUrl: z.string().url().optional(),
    jwks: z.object({ keys: z.array(jwkSchema).min(1) }).optional(),
    scopes: z
      .array(z.string().regex(SYSTEM_SCOPE_PATTERN, "each must be a system/ scope, e.g. system/Appointment.rs"))
      .min(1),
  })
  .refine((client) => (client.jwksUrl === undefined) !== (client.jwks === undefined), {
    message: "needs exactly one of jwksUrl and jwks",
  });

export type SmartClient = z.infer<typeof smartClientSchema>;

export const smartClientsSchema = z
  .array(smartClientSchema)
  .refine((clients) => new Set(clients.map((client) => client.clientId)).size === clients.length, {
    message: "client ids must be unique",
  });

/** FAD_SMART_CLIENTS's text as clients; a message naming what is wrong otherwise. */
export function parseSmartClients(text: string | undefined): SmartClient[] {
  if (text === undefined || text.trim() === "") return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error("must be a JSON array of clients");
  }
  const parsed = smartClientsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue?.path.join(".") || "clients"}: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}
