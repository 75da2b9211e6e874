import { NOT_FOUND_TEXTS } from "@fad/contracts/messages/page-texts";

/** App wording of the profile that the spec does not give (spec texts: contracts profile-texts.ts). */
export const PROFILE_MESSAGES = {
  pageTitle: "Doctor profile",
  genderLabel: "Gender",
  languagesLabel: "Languages",
  specialtiesLabel: "Specialties",
  phoneLabel: "Phone",
  locationHeading: "Location",
  availabilityLabel: "Available Appointments",
  callButton: (phone: string) => `Call ${phone}`,
  notFound: {
    title: "Doctor not found",
    heading: "We could not find this doctor",
    body: "The doctor may no longer be listed, or the address may have changed. Please try your search again.",
    backToSearch: NOT_FOUND_TEXTS.backToSearch,
  },
  opensInNewTab: "(opens in a new tab)",
  credentialYear: (year: number) => `${year}`,
  media: {
    videos: "Videos",
    publications: "Publications",
    links: "Links",
    play: (name: string) => `Play video: ${name}`,
    playerTitle: (name: string) => `Video: ${name}`,
    /** The captions track's name in the player's captions menu. */
    captionsLabel: "English",
    unavailable: "The video could not be loaded.",
    watchElsewhere: "Watch the video on YouTube",
  },
  analytics: {
    category: "Physician Profile",
    externalLink: "External Link",
    videoProgress: "Video Progress",
  },
} as const;
