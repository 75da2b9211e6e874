import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";

/**
 * Tests only: contract-shaped physicians and locations. By default Maria J. Lopez at an Austin clinic (the
 * profile, card and search tests); the booking forms give Jane Doe at a Nashville clinic (the calendar and
 * booking tests).
 */
export function makeLocation(overrides: Partial<ProviderLocation> = {}): ProviderLocation {
  return {
    id: "loc-1",
    name: "Riverside Family Clinic",
    street: "100 Main St",
    city: "Austin",
    state: "TX",
    zip: "78701",
    phone: "512-555-0142",
    relatedContactCenterPhoneNumber: "512-555-0100",
    mhdCalendarId: "cal-1",
    providerLocationCOID: "09001",
    distance: 3.25,
    acceptsNewPatients: true,
    firstAvailable: null,
    availableAppointments: [],
    availableAppointmentsType: { code: "NEWPT", friendlyName2: "New Patient Visit", patientType: "New" },
    mapMarkerLabel: "A",
    mapMarkerIcon: null,
    latitude: 30.2672,
    longitude: -97.7431,
    providerLocationId: 1,
    urlTitle: "riverside-family-clinic",
    website: null,
    timeZone: "America/Chicago",
    acceptedInsurance: [],
    ...overrides,
  };
}

export function makePhysician(overrides: Partial<Physician> = {}): Physician {
  const location = overrides.displayLocation ?? overrides.providerLocations?.[0] ?? makeLocation();
  const specialties = [
    { providerSpecialtyId: 7, specialty: "Family Medicine", primary: true, boardCertified: true },
    { providerSpecialtyId: 9, specialty: "Sports Medicine", primary: false, boardCertified: false },
  ];
  return {
    physicianNpi: "1234567893",
    physicianFirstName: "Maria",
    physicianMiddleInitial: "J",
    physicianLastName: "Lopez",
    physicianDesignation: "MD, FAAFP",
    physicianPhotoUrl: "/fadmaa/media/avatars/1234567893.svg",
    physicianBio: null,
    physicianCarePhilosophy: null,
    urlTitle: "maria-j-lopez",
    gender: "Female",
    languages: ["English", "Spanish"],
    website: null,
    starRatings: 4.66,
    ratingCount: 31,
    telehealthProvider: true,
    mhdParticipant: true,
    specialties,
    providerSpecialties: specialties,
    proceduresAndConditions: ["Asthma", "Diabetes", "Hypertension", "Sports Physicals", "Vaccinations"].map(
      (keyword) => ({ keyword }),
    ),
    affiliations: [],
    credentialsAndAccreditations: [],
    fadMediaList: [],
    providerLocations: [location],
    displayLocation: location,
    ...overrides,
  };
}

/** The Nashville clinic the calendar and booking tests book at. */
export function makeBookingLocation(overrides: Partial<ProviderLocation> = {}): ProviderLocation {
  return makeLocation({
    id: "LOC-000001",
    name: "Cumberland Family Clinic",
    city: "Nashville",
    state: "TN",
    zip: "37203",
    phone: "615-555-0100",
    relatedContactCenterPhoneNumber: "615-555-0199",
    mhdCalendarId: "CAL-000001",
    providerLocationCOID: "12345",
    distance: null,
    latitude: 36.16,
    longitude: -86.78,
    urlTitle: "cumberland-family-clinic",
    ...overrides,
  });
}

/** Jane Doe, the plain doctor the calendar and booking tests book with (no specialties, ratings or photo). */
export function makeBookingPhysician(location = makeBookingLocation()): Physician {
  return makePhysician({
    physicianNpi: "1234567890",
    physicianFirstName: "Jane",
    physicianMiddleInitial: null,
    physicianLastName: "Doe",
    physicianDesignation: "MD",
    physicianPhotoUrl: null,
    urlTitle: "jane-doe",
    languages: ["English"],
    starRatings: null,
    ratingCount: 0,
    telehealthProvider: false,
    specialties: [],
    providerSpecialties: [],
    proceduresAndConditions: [],
    providerLocations: [location],
    displayLocation: location,
  });
}
