import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { distanceInMiles, greatCircleMiles } from "@fad/contracts/geo/distance-miles";
import { shownDesignation } from "@fad/contracts/provider/designations";
import type { Physician, PhysicianSummary, ProviderLocation } from "@fad/contracts/provider/search-providers";
import type { ShownAppType } from "@fad/contracts/provider/visit";
import { firstAvailableOf } from "../scheduling/find-availability.ts";
import { compareText } from "./directory-index.ts";
import type { LocationDetails, PhysicianDetails } from "./load-physician-details.ts";
import { mapMarkerIconPath, mapMarkerLabel } from "./map-marker.ts";
import type { SearchPoint } from "./search-area.ts";

export interface ShapeOptions {
  /** The locations that matched the search (provider-location ids); null lists them all. */
  shownLocationIds: number[] | null;
  point: SearchPoint | null;
  /**
   * The portal patient's preferred facility (decision 108): its locations come first, so a card the
   * search favoured for that hospital shows that hospital's address, not another of the physician's.
   */
  preferredCoid?: string | null;
  /** Days per calendar id; null when no availability was asked for. */
  availability: Map<string, AvailableDay[]> | null;
  /** The type each calendar's days are for (decision 129); absent or null when none was asked for. */
  shownTypes?: Map<string, ShownAppType> | null;
}

/** A summary list's entry (the search's summary flag, decision 119): who, by name and url title. */
export function summarisePhysician(details: PhysicianDetails): PhysicianSummary {
  return {
    physicianNpi: details.npi,
    physicianFirstName: details.firstName,
    physicianMiddleInitial: details.middleInitial,
    physicianLastName: details.lastName,
    // Only the spec's listed credentials are shown (decision 109).
    physicianDesignation: shownDesignation(details.designation),
    urlTitle: details.urlTitle,
  };
}

/**
 * The Physician entity of spec discovery §3 from the stored details: the preferred facility's locations
 * first, then nearest first when a point is known (else in the physician's order), lettered A–Z for the
 * map, with availability; the display location is the first of them.
 */
export function shapePhysician(details: PhysicianDetails, options: ShapeOptions): Physician {
  const ordered = orderShownLocations(details.locations, options);
  const providerLocations = ordered.map((location, index) => shapeLocation(location, index, options));
  const specialties = [...details.specialties]
    .sort((a, b) => Number(b.primary) - Number(a.primary) || compareText(a.name, b.name) || a.id - b.id)
    .map((specialty) => ({
      providerSpecialtyId: specialty.id,
      specialty: specialty.name,
      primary: specialty.primary,
      boardCertified: specialty.boardCertified,
    }));
  // Written out rather than spread from summarisePhysician: a spread at the head of this literal took
  // shaping off V8's fast path (its CPU per search ×8, and more garbage, profiled at 50,000 physicians).
  return {
    physicianNpi: details.npi,
    physicianFirstName: details.firstName,
    physicianMiddleInitial: details.middleInitial,
    physicianLastName: details.lastName,
    // Only the spec's listed credentials are shown (decision 109).
    physicianDesignation: shownDesignation(details.designation),
    physicianPhotoUrl: details.photoUrl,
    physicianBio: details.bio,
    physicianCarePhilosophy: details.carePhilosophy,
    urlTitle: details.urlTitle,
    gender: details.gender,
    languages: details.languages,
    website: details.website,
    starRatings: details.starRating,
    ratingCount: details.ratingCount,
    telehealthProvider: details.telehealthProvider,
    mhdParticipant: details.mhdParticipant,
    specialties,
    providerSpecialties: specialties,
    proceduresAndConditions: uniqueKeywords(details.keywords).map((keyword) => ({ keyword })),
    affiliations: details.affiliations,
    credentialsAndAccreditations: details.credentials.map((credential) => ({
      credentialOrAccreditationId: credential.id,
      organizationOrSchool: credential.organizationOrSchool,
      type: credential.type,
      yearReceived: credential.yearReceived,
    })),
    fadMediaList: details.media,
    providerLocations,
    displayLocation: providerLocations[0] ?? null,
  };
}

/** What orders a physician's locations: where they are, which facility, which one matched. */
export interface OrderedLocation {
  providerLocationId: number;
  coid: string;
  latitude: number;
  longitude: number;
}

/**
 * The locations a card lists, in its order (the first is the display location): only those that
 * matched the search, the preferred facility's first, then nearest first when a point is known, else in
 * the physician's order. The FirstAvailable sort reads the same first location (issue 39).
 */
export function orderShownLocations<T extends OrderedLocation>(
  locations: readonly T[],
  options: Pick<ShapeOptions, "shownLocationIds" | "point" | "preferredCoid">,
): T[] {
  const shown = options.shownLocationIds ? new Set(options.shownLocationIds) : null;
  const listed = locations.filter((location) => !shown || shown.has(location.providerLocationId));
  const point = options.point;
  const nearestFirst = point
    ? listed
        .map((location, position) => ({ location, position, miles: greatCircleMiles(point, location) }))
        .sort((a, b) => a.miles - b.miles || a.position - b.position)
        .map((entry) => entry.location)
    : listed;
  const preferred = options.preferredCoid ?? null;
  return preferred === null
    ? nearestFirst
    : [
        ...nearestFirst.filter((location) => location.coid === preferred),
        ...nearestFirst.filter((location) => location.coid !== preferred),
      ];
}

function shapeLocation(location: LocationDetails, index: number, options: ShapeOptions): ProviderLocation {
  const days = location.calendarId && options.availability ? (options.availability.get(location.calendarId) ?? []) : [];
  const label = mapMarkerLabel(index);
  return {
    id: location.id,
    name: location.name,
    street: location.street,
    city: location.city,
    state: location.state,
    zip: location.zip,
    phone: location.phone,
    relatedContactCenterPhoneNumber: location.relatedContactCenterPhone,
    mhdCalendarId: location.calendarId,
    providerLocationCOID: location.coid,
    distance: options.point ? distanceInMiles(options.point, location) : null,
    acceptsNewPatients: location.acceptsNewPatients,
    firstAvailable: firstAvailableOf(days),
    availableAppointments: days,
    availableAppointmentsType: (location.calendarId && options.shownTypes?.get(location.calendarId)) || null,
    mapMarkerLabel: label,
    mapMarkerIcon: mapMarkerIconPath(label),
    latitude: location.latitude,
    longitude: location.longitude,
    providerLocationId: location.providerLocationId,
    urlTitle: location.urlTitle,
    website: location.website,
    timeZone: location.timeZone,
    acceptedInsurance: location.acceptedInsurance,
  };
}

/** Spec §2 profile: procedures and conditions deduplicated (case-insensitively), alphabetical. */
function uniqueKeywords(keywords: string[]): string[] {
  const seen = new Map<string, string>();
  for (const keyword of keywords) {
    const key = keyword.trim().toLowerCase();
    if (key && !seen.has(key)) seen.set(key, keyword.trim());
  }
  return [...seen.entries()].sort(([a], [b]) => compareText(a, b)).map(([, keyword]) => keyword);
}
