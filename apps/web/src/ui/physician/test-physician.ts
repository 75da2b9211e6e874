import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";

/** Contract-shaped test data for component tests (only tests import this file). */
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
