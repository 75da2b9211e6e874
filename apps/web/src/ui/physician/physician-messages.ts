/** App wording of the physician pieces that the spec does not give (spec texts: contracts physician-texts). */
export const PHYSICIAN_MESSAGES = {
  photoAlt: (name: string) => `Photo of ${name}`,
  ratingLabel: (rating: string, count: number) =>
    `Rated ${rating} out of 5${count > 0 ? ` from ${count} patient ${count === 1 ? "rating" : "ratings"}` : ""}. About our patient ratings`,
  ratingCount: (count: number) => `(${count} ${count === 1 ? "rating" : "ratings"})`,
  ratingModalTitle: "About Our Patient Ratings",
  /** How ratings are collected: the lead records this wording as a decision. */
  ratingDescription: [
    "Star ratings come from patient experience surveys sent after a visit, in which verified patients rate their provider from 1 to 5 stars.",
    "The rating shown is the average of all survey answers for this provider, to one decimal, and is updated regularly.",
  ],
  close: "Close",
  badgesLabel: "Services",
  callLabel: (phone: string) => `Call ${phone}`,
  distanceLabel: "Distance",
} as const;
