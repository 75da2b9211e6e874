import type { PageSettings } from "@fad/contracts/host/page-settings";
import { currentUserGeolocation } from "./location-search/use-user-geolocation.ts";

/**
 * Analytics events (spec booking §7): a CustomEvent on window carrying title, category, context
 * (geolocation, market, facility) and data. Hosts listen for ANALYTICS_EVENT_NAME. Never put patient
 * data in an event. Every event and its data keys are listed in docs/analytics.md.
 *
 * Call sites pass only title, category and data: the context is the same for every event of a page
 * load, so it is kept here. The app sets market and facility from the page settings once
 * (AppProviders, app/app-providers.tsx), and the geolocation is read at send time, so it is there from the moment the
 * visitor shares it.
 */
export const ANALYTICS_EVENT_NAME = "fad-analytics";

/** Coordinates are cut to 2 decimals (about 1 km): enough to tell the area, not the visitor's door. */
const GEOLOCATION_DECIMALS = 2;

export interface AnalyticsContext {
  /** The visitor's position when they shared it with the browser (rounded), else null. */
  geolocation: { latitude: number; longitude: number } | null;
  /** The program and site type the site runs under, "{program}/{siteType}", e.g. "web/hospitalOperations". */
  market: string | null;
  /** The facility COIDs the site serves, semicolon-separated as the settings give them. */
  facility: string | null;
}

export interface AnalyticsEventDetail {
  title: string;
  category: string;
  context: AnalyticsContext;
  data: Record<string, unknown>;
}

let siteContext: Pick<AnalyticsContext, "market" | "facility"> = { market: null, facility: null };

/** Market and facility of this page load, from the settings (after the fallback configuration). */
export function analyticsContextFromSettings(
  settings: Pick<PageSettings, "program" | "siteType" | "facilityCoids">,
): Pick<AnalyticsContext, "market" | "facility"> {
  const program = settings.program?.trim() ?? "";
  const siteType = settings.siteType?.trim() ?? "";
  const coids = (settings.facilityCoids ?? "")
    .split(";")
    .map((coid) => coid.trim())
    .filter(Boolean);
  return {
    market: program || siteType ? [program, siteType].filter(Boolean).join("/") : null,
    facility: coids.length > 0 ? coids.join(";") : null,
  };
}

/** Set once the settings are known (AppProviders, app/app-providers.tsx); every later event carries it. */
export function setAnalyticsSiteContext(context: Pick<AnalyticsContext, "market" | "facility">): void {
  siteContext = { ...context };
}

/** The context every event carries now. */
export function currentAnalyticsContext(): AnalyticsContext {
  const { coordinates } = currentUserGeolocation();
  return {
    geolocation: coordinates
      ? { latitude: round(coordinates.latitude), longitude: round(coordinates.longitude) }
      : null,
    ...siteContext,
  };
}

export function sendAnalyticsEvent(title: string, category: string, data: Record<string, unknown> = {}): void {
  const detail: AnalyticsEventDetail = { title, category, context: currentAnalyticsContext(), data };
  window.dispatchEvent(new CustomEvent<AnalyticsEventDetail>(ANALYTICS_EVENT_NAME, { detail }));
}

function round(value: number): number {
  const factor = 10 ** GEOLOCATION_DECIMALS;
  return Math.round(value * factor) / factor;
}
