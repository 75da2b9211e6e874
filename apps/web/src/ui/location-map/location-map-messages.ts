/** App wording of the location modal that the spec does not give (spec texts: contracts physician-texts). */
export const LOCATION_MAP_MESSAGES = {
  title: "Choose a Location",
  intro: (physician: string, count: number) => `${physician} sees patients at ${count} locations.`,
  mapLabel: (physician: string) => `Map of the locations of ${physician}`,
  listLabel: "Locations",
  select: "Select",
  selectLocation: (letter: string, name: string) => `location ${letter}, ${name}`,
  current: "Currently shown",
  loadingMap: "Loading map",
  close: "Close",
} as const;
