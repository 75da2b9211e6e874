/**
 * Analytics events (spec booking §7): a CustomEvent on window carrying title, category, context
 * (geolocation, market, facility) and data. Hosts listen for ANALYTICS_EVENT_NAME. Never put patient
 * data in an event.
 */
export const ANALYTICS_EVENT_NAME = "fad-analytics";

export interface AnalyticsContext {
  geolocation?: { latitude: number; longitude: number } | null;
  market?: string | null;
  facility?: string | null;
}

export interface AnalyticsEventDetail {
  title: string;
  category: string;
  context: AnalyticsContext;
  data: Record<string, unknown>;
}

export function sendAnalyticsEvent(
  title: string,
  category: string,
  data: Record<string, unknown> = {},
  context: AnalyticsContext = {},
): void {
  const detail: AnalyticsEventDetail = { title, category, context, data };
  window.dispatchEvent(new CustomEvent<AnalyticsEventDetail>(ANALYTICS_EVENT_NAME, { detail }));
}
