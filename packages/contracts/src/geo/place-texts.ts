/** What the location box and the empty results say about a typed place (decisions 65, 66). */
export const PLACE_TEXTS = {
  /** Under the location box when its text (or a zip in the keyword) is no US place; the text stays in the box. */
  notFound: (text: string) =>
    `We couldn't find a place called "${text}". Check the spelling, or choose a city or zip code from the list.`,
  /** Under the location box when the place could not be checked (the server could not be reached). */
  lookUpFailed: "We couldn't check this place just now. Please try again, or choose a city or zip code from the list.",
  /** The empty results of a search around a place: the radius and the place named. */
  noDoctorsNear: (label: string, miles: number) => `No doctors within ${miles} miles of ${label}.`,
} as const;
