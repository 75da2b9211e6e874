import { FALLBACK_CONFIGURATION, PSG_SITE_TYPE } from "@fad/contracts/host/host-apps";
import type { PageSettings } from "@fad/contracts/host/page-settings";
import { ER_PRIVATE_FRIENDLY_NAME } from "@fad/contracts/provider/app-type";

/**
 * The server's own host page plays each host the product is embedded in, so every variant can be
 * opened and tested locally: the default variant at '/', each one also under /variants/{name}/.
 */
export const HOST_VARIANTS = ["cms", "psg", "mho", "mhonative", "proofs", "texting"] as const;
export type HostVariant = (typeof HOST_VARIANTS)[number];

export const VARIANTS_PATH_PREFIX = "/variants";

export interface VariantContext {
  sessionId: string;
  /** A physician bookable from the texting link: at its facilities, with its type (texting-physician.ts). */
  textingPhysicianUrlTitle: string | null;
}

/**
 * A fictional portal patient; portal hosts pass their signed-in patient's profile the same way. Some
 * parts are deliberately ones the pre-fill rules drop (spec booking §3 "Portal pre-fill"), as real
 * portal profiles hold them, so the demo shows them left empty: a last name with a digit, a date of
 * birth in the future, a state by name, a four-digit zip. The rest is valid and fills the form
 * (the gender in lower case becomes Female, the phone's brackets become ###-###-####). Their preferred
 * hospital is a real one of the demo network and of the portal site's facilities, near their address,
 * so the results visibly favour it (spec §1, decision 108); its COID rides along with the spec's
 * display name, as a portal's facility record would carry it.
 */
export const DEMO_PORTAL_PREFERRED_FACILITY = { displayName: "Cumberland Valley Medical Center", coid: "09001" };
const DEMO_PORTAL_PATIENT = {
  firstName: "Alex",
  lastName: "Rivera2",
  dateOfBirth: "04/12/2999",
  gender: "female",
  email: "alex.rivera@example.com",
  phoneNumber: "(615) 555-0123",
  preferredFacility: DEMO_PORTAL_PREFERRED_FACILITY,
};
const DEMO_PORTAL_ADDRESS = {
  address1: "2300 Patterson St",
  address2: "Suite 4",
  city: "Nashville",
  state: "Tennessee",
  zip: "3720",
};

export function variantSettings(variant: HostVariant, basePath: string, context: VariantContext): PageSettings {
  const common: PageSettings = {
    hostApp: "cms",
    facilityCoids: FALLBACK_CONFIGURATION.facilityCoids,
    program: FALLBACK_CONFIGURATION.program,
    siteType: FALLBACK_CONFIGURATION.siteType,
    sessionId: context.sessionId,
    basePath,
  };
  switch (variant) {
    case "cms":
      return common;
    case "psg":
      return { ...common, program: PSG_SITE_TYPE, siteType: PSG_SITE_TYPE, facilityName: "Physician Services Group" };
    case "mho":
    case "mhonative":
      return { ...common, hostApp: variant, patientUser: DEMO_PORTAL_PATIENT, address: DEMO_PORTAL_ADDRESS };
    case "proofs":
      return { ...common, hostApp: "proofs" };
    case "texting":
      return {
        ...common,
        texting: {
          routeData: context.textingPhysicianUrlTitle ? { urlTitle: context.textingPhysicianUrlTitle } : null,
          textingAppType: ER_PRIVATE_FRIENDLY_NAME,
          carelinkCaseId: "CASE-DEMO-0001",
          caseInfoResponse: {
            firstName: "Sam",
            lastName: "Taylor",
            dateOfBirth: "09/30/1979",
            phoneNumber1: "615-555-0188",
            phoneNumber2: "615-555-0199",
            email: "sam.taylor@example.com",
            gender: "Male",
            address: { address1: "100 Main St", address2: "", city: "Nashville", state: "TN", zip: "37201" },
            insuranceProvider: "Aetna",
            primaryPolicyNumber: "AET-1234567",
          },
        },
      };
  }
}

export function isHostVariant(value: string): value is HostVariant {
  return (HOST_VARIANTS as readonly string[]).includes(value);
}

/** Splits /variants/psg/physicians into the psg variant and the app path /physicians. */
export function resolveVariantPath(
  pathname: string,
  defaultVariant: HostVariant,
): { variant: HostVariant; basePath: string; appPath: string } {
  const prefix = `${VARIANTS_PATH_PREFIX}/`;
  if (pathname.startsWith(prefix)) {
    const [name = "", ...rest] = pathname.slice(prefix.length).split("/");
    if (isHostVariant(name)) {
      return { variant: name, basePath: `${VARIANTS_PATH_PREFIX}/${name}`, appPath: `/${rest.join("/")}` };
    }
  }
  return { variant: defaultVariant, basePath: "/", appPath: pathname };
}
