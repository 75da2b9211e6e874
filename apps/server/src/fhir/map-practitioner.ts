import type { Practitioner, PractitionerQualification } from "@medplum/fhirtypes";
import { BCP47, credentialsOf, DEGREE_CS, LANGUAGE_CODES, NPI_SYSTEM } from "./directory-codes.ts";
import { PLAN_NET_PROFILE } from "./plan-net-profiles.ts";

/** What a Practitioner is built from: the physicians row and its credentials. */
export interface PractitionerSource {
  npi: string;
  first_name: string;
  middle_initial: string | null;
  last_name: string;
  designation: string;
  gender: "Male" | "Female";
  languages: string[];
  updated_at: Date;
  credentials: { organization_or_school: string; type: string; year_received: number | null }[];
}

/** A physician as a Plan-Net Practitioner: the id is the NPI, which is also its NPI identifier. */
export function mapPractitioner(source: PractitionerSource): Practitioner {
  const given = [source.first_name, ...(source.middle_initial ? [source.middle_initial] : [])];
  const degrees = credentialsOf(source.designation);
  return {
    resourceType: "Practitioner",
    id: source.npi,
    meta: { lastUpdated: source.updated_at.toISOString(), profile: [PLAN_NET_PROFILE.Practitioner] },
    identifier: [npiIdentifier(source.npi)],
    active: true,
    name: [
      {
        use: "official",
        text:
          [source.first_name, source.middle_initial, source.last_name].filter(Boolean).join(" ") +
          (degrees.length > 0 ? `, ${source.designation}` : ""),
        family: source.last_name,
        given,
        ...(degrees.length > 0 ? { suffix: degrees } : {}),
      },
    ],
    gender: source.gender === "Male" ? "male" : "female",
    ...(source.credentials.length + degrees.length > 0
      ? { qualification: [...degrees.map(degreeQualification), ...source.credentials.map(credentialQualification)] }
      : {}),
    ...(source.languages.length > 0 ? { communication: source.languages.map(language) } : {}),
  };
}

export function npiIdentifier(npi: string) {
  return {
    use: "official" as const,
    type: {
      coding: [
        {
          system: "http://terminology.hl7.org/CodeSystem/v2-0203",
          code: "NPI",
          display: "National provider identifier",
        },
      ],
      text: "NPI",
    },
    system: NPI_SYSTEM,
    value: npi,
  };
}

function degreeQualification(degree: string): PractitionerQualification {
  return { code: { coding: [{ system: DEGREE_CS.split("|")[0], code: degree }], text: degree } };
}

/** A credential row (school, residency, board): its kind and where from, the year it was received. */
function credentialQualification(credential: PractitionerSource["credentials"][number]): PractitionerQualification {
  return {
    code: { text: credential.type },
    issuer: { display: credential.organization_or_school },
    ...(credential.year_received !== null ? { period: { start: String(credential.year_received) } } : {}),
  };
}

function language(name: string) {
  const code = LANGUAGE_CODES[name];
  return code ? { coding: [{ system: BCP47, code, display: name }], text: name } : { text: name };
}
