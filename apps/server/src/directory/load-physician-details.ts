import type { AcceptedInsurer } from "@fad/contracts/provider/insurance";
import type { Facility } from "@fad/contracts/provider/search-providers";
import { type RawBuilder, sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { type AcceptedPlanTuple, groupAcceptedInsurance } from "./accepted-insurance.ts";

/** A physician's own row and every profile section, as stored, before shaping into the contract. */
export interface PhysicianDetails {
  npi: string;
  urlTitle: string;
  firstName: string;
  middleInitial: string | null;
  lastName: string;
  designation: string;
  photoUrl: string | null;
  bio: string | null;
  carePhilosophy: string | null;
  gender: "Female" | "Male";
  languages: string[];
  website: string | null;
  starRating: number | null;
  ratingCount: number;
  telehealthProvider: boolean;
  mhdParticipant: boolean;
  specialties: { id: number; name: string; primary: boolean; boardCertified: boolean }[];
  keywords: string[];
  affiliations: { locationId: string; locationName: string }[];
  credentials: { id: number; organizationOrSchool: string; type: string; yearReceived: number | null }[];
  media: { type: "video" | "link" | "publication"; url: string; name: string; featured: boolean }[];
  /** In the physician's display order (sort_order). */
  locations: LocationDetails[];
}

export interface LocationDetails {
  providerLocationId: number;
  id: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  relatedContactCenterPhone: string | null;
  calendarId: string | null;
  coid: string;
  acceptsNewPatients: boolean;
  latitude: number;
  longitude: number;
  urlTitle: string;
  website: string | null;
  timeZone: string;
  facility: Facility;
  /** Insurers and plans the location accepts, by name. */
  acceptedInsurance: AcceptedInsurer[];
}

type LocationTuple = [
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string,
  boolean,
  number,
  number,
  string,
  string | null,
  string,
  string,
  string,
  string,
  string,
  AcceptedPlanTuple[] | null,
];

interface DetailsRow {
  npi: string;
  url_title: string;
  first_name: string;
  middle_initial: string | null;
  last_name: string;
  designation: string;
  photo_url: string | null;
  bio: string | null;
  care_philosophy: string | null;
  gender: "Female" | "Male";
  languages: string[];
  website: string | null;
  star_rating: string | number | null;
  rating_count: number;
  telehealth_provider: boolean;
  mhd_participant: boolean;
  specialties: [number, string, boolean, boolean][] | string;
  keywords: string[] | string;
  affiliations: [string, string][] | string;
  credentials: [number, string, string, number | null][] | string;
  media: [PhysicianDetails["media"][number]["type"], string, string, boolean][] | string;
  locations: LocationTuple[] | string;
}

/**
 * Every section of the physicians named, by key from the details view the directory refresh rebuilds
 * (migration 0021, decision 72): a page of results or one profile. Lists are put in order by the shaping
 * code.
 */
export async function loadPhysicianDetails(options: {
  db: Database;
  by: { npis: string[] } | { urlTitle: string };
}): Promise<PhysicianDetails[]> {
  const { db, by } = options;
  if ("npis" in by && by.npis.length === 0) return [];
  const where: RawBuilder<unknown> =
    "npis" in by ? sql`p.npi = ANY(${by.npis}::text[])` : sql`p.url_title = ${by.urlTitle}`;
  const result = await sql<DetailsRow>`SELECT * FROM physician_details_docs p WHERE ${where}`.execute(db);
  return result.rows.map(toDetails);
}

function toDetails(row: DetailsRow): PhysicianDetails {
  return {
    npi: row.npi,
    urlTitle: row.url_title,
    firstName: row.first_name,
    middleInitial: row.middle_initial,
    lastName: row.last_name,
    designation: row.designation,
    photoUrl: row.photo_url,
    bio: row.bio,
    carePhilosophy: row.care_philosophy,
    gender: row.gender,
    languages: row.languages,
    website: row.website,
    starRating: row.star_rating === null ? null : Number(row.star_rating),
    ratingCount: Number(row.rating_count),
    telehealthProvider: row.telehealth_provider,
    mhdParticipant: row.mhd_participant,
    specialties: json(row.specialties).map(([id, name, primary, boardCertified]) => ({
      id,
      name,
      primary,
      boardCertified,
    })),
    keywords: json(row.keywords),
    affiliations: json(row.affiliations).map(([locationId, locationName]) => ({ locationId, locationName })),
    credentials: json(row.credentials).map(([id, organizationOrSchool, type, yearReceived]) => ({
      id,
      organizationOrSchool,
      type,
      yearReceived,
    })),
    media: json(row.media).map(([type, url, name, featured]) => ({ type, url, name, featured })),
    locations: json(row.locations).map(toLocation),
  };
}

function toLocation(tuple: LocationTuple): LocationDetails {
  const [providerLocationId, id, name, street, city, state, zip, phone, relatedContactCenterPhone, calendarId] = tuple;
  const [, , , , , , , , , , coid, acceptsNewPatients, latitude, longitude, urlTitle, website, timeZone] = tuple;
  const [market, title, facilityCity, facilityState] = tuple.slice(17, 21) as [string, string, string, string];
  return {
    providerLocationId,
    id,
    name,
    street,
    city,
    state: state.trim(),
    zip,
    phone,
    relatedContactCenterPhone,
    calendarId,
    coid,
    acceptsNewPatients,
    latitude,
    longitude,
    urlTitle,
    website,
    timeZone,
    facility: { market, coid, title, city: facilityCity, state: facilityState.trim() },
    acceptedInsurance: groupAcceptedInsurance(tuple[21] ?? []),
  };
}

/** Drivers hand json back parsed; a string is parsed here in case one does not. */
function json<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}
