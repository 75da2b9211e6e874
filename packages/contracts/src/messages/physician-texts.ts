/**
 * Texts and constants of the physician pieces the spec gives word for word: the doctor card, the
 * profile's badges, address block and location modal (spec discovery §2 "Doctor card", "Physician
 * profile", §4, §9; booking §2 Step 1 "Appointment Location").
 */
export const PHYSICIAN_TEXTS = {
  newPatientOnlineBooking: "New Patient Online Booking",
  telemedicineAvailable: "Telemedicine Available",
  /** The card's note; the profile writes it with a leading asterisk. */
  selfPayNote: "Please call if you are a self-pay patient.",
  selfPayNoteProfile: "*Please call if you are a self-pay patient.",
  bookAnAppointment: "Book an Appointment",
  viewProfile: "View Profile",
  viewNextAvailableProvider: "View Next Available Provider",
  seeAll: (count: number) => `See All (${count})`,
  /** The card's and booking step 1's button. */
  changeLocation: (count: number) => `Change Location (${count})`,
  /** The profile's button. */
  chooseDifferentLocation: (count: number) => `Choose Different Location (${count})`,
  /** Spec §4: announced when a location is chosen in the location modal. */
  locationAnnouncement: (location: string, physician: string) =>
    `Now displaying ${location} location information for provider ${physician}.`,
  /** Distances are in miles (spec §2 address block: "distance in mi"). */
  milesUnit: "mi",
} as const;

/** Spec §9: the card lists the first 3 procedures and conditions. */
export const CARD_PROCEDURE_COUNT = 3;

/** Spec §9: ratings and distances shown to one decimal. */
export const DISPLAY_DECIMALS = 1;

/** Spec §9: the location map's zoom and the padding its markers are fitted with. */
export const LOCATION_MAP = {
  zoom: 12,
  paddingMobile: 10,
  paddingDesktop: 100,
} as const;

/** Spec §2 profile: the photo is 125 by 125 px. */
export const PROFILE_PHOTO_SIZE = 125;
