import type { Bundle, Resource } from "@medplum/fhirtypes";
import type { RawBuilder } from "kysely";
import type { Clock } from "../clock.ts";
import type { Database } from "../database/create-database.ts";
import type { SearchCriteria, SearchFilter, SearchParamDefinition } from "./search-parameters.ts";

export type { SearchParamDefinition, SearchParamType } from "./search-parameters.ts";

/** A `_include` or `_revinclude` the server answers, as "Source:parameter" (its target type for includes). */
export interface IncludeDefinition {
  /** e.g. "PractitionerRole:practitioner". */
  name: string;
  /** The resource type the included resources are. */
  target: string;
  /** The references it follows, when they are not at the element the parameter names (Appointment's participants). */
  references?(resource: Resource): string[];
}

/** One page of matches: the page and, when more follow, the cursor that continues after its last. */
export interface SearchPage {
  resources: Resource[];
  /** The sort key of the page's last resource when more follow (the next link's cursor). */
  next: string[] | null;
}

/** A SMART backend client, as its access token says (identity/smart-backend/access-tokens.ts). */
export interface SystemClient {
  clientId: string;
  scopes: string[];
}

export interface FhirContext {
  db: Database;
  /** The authenticated backend client: always there for a `systemOnly` type's read and search. */
  client?: SystemClient;
  /** The request's id, for the audit rows of patient data reads. */
  requestId?: string;
  /** The server's clock (tests pass theirs): Slots are computed at this moment. */
  clock?: Clock;
  /** The site's public address (FAD_PUBLIC_URL): where a Slot's booking-deep-link points. */
  publicUrl?: string;
}

/**
 * One resource type served under /fhir: what the CapabilityStatement says of it and how it is read,
 * searched and included. Everything the shared routes and the CapabilityStatement need comes from here,
 * so another type is added by adding one of these (fhir-plugin.ts).
 */
export interface FhirResourceDefinition {
  type: string;
  /** The profile every served instance claims and is valid to. */
  profile: string;
  /** Every profile its instances claim, when there are several (Organization: Plan-Net Organization and Network). */
  supportedProfiles?: string[];
  /** Said in the CapabilityStatement, e.g. what has no source in our tables. */
  documentation: string;
  searchParams: SearchParamDefinition[];
  /**
   * Patient data (decision 152): served only to a SMART backend client whose access token grants a
   * `system/` scope for this type (read, search; an `_include` of it needs read), never cached.
   */
  systemOnly?: boolean;
  /** `_include`s whose source is this type. */
  includes: IncludeDefinition[];
  /** `_revinclude`s answered on a search of this type ("Source:parameter", the source defined elsewhere). */
  revincludes: string[];
  /**
   * A chain's target (`param.chainparam` on a type whose references lead here): the SQL subquery of
   * the keys (ids, as the referring tables hold them) of the resources one filter matches.
   */
  matchingKeys?(filter: SearchFilter): RawBuilder<unknown>;
  /** Its reference parameters follow chains into the types that have matchingKeys (search-parameters.ts). */
  chains?: boolean;
  read(context: FhirContext, id: string): Promise<Resource | undefined>;
  /** Reads many by id (for `_include`), in any order; ids not known are left out. */
  readMany(context: FhirContext, ids: string[]): Promise<Resource[]>;
  search(context: FhirContext, criteria: SearchCriteria): Promise<SearchPage>;
  /**
   * For `_revinclude`s naming this type as source: the instances whose `parameter` refers to any of
   * `targets` (ids of the searched type), at most `limit`.
   */
  referringTo?(context: FhirContext, parameter: string, targets: string[], limit: number): Promise<Resource[]>;
}

export type SearchBundle = Bundle;
