/**
 * The spec's providerLocationId names "the location's calendar id" (booking §7); the location's own id
 * and the provider-location number name the same place once the calendar is known, so each is accepted.
 */
export function matchesProviderLocation(
  value: string | number,
  place: { calendarId: string; locationId: string; providerLocationId: number },
): boolean {
  if (typeof value === "number") return value === place.providerLocationId;
  return value === place.calendarId || value === place.locationId || value === String(place.providerLocationId);
}
