import type { Clock } from "../../clock.ts";
import type { PatientKeyring } from "../../patient-data/patient-encryption.ts";
import type { FhirResourceDefinition } from "../fhir-types.ts";
import { appointmentResource } from "./appointment-resource.ts";
import { feedSystems } from "./feed-systems.ts";
import { patientResource } from "./patient-resource.ts";

/** The EHR feed's types under /fhir (decision 152): patient data, for SMART backend clients only. */
export function appointmentFeedResources(options: {
  keyring: PatientKeyring;
  clock: Clock;
  publicUrl: string;
}): FhirResourceDefinition[] {
  const systems = feedSystems(options.publicUrl);
  return [
    appointmentResource({ clock: options.clock, systems }),
    patientResource({ keyring: options.keyring, clock: options.clock, systems }),
  ];
}
