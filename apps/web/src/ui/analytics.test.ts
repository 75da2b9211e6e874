import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ANALYTICS_EVENT_NAME,
  type AnalyticsEventDetail,
  analyticsContextFromSettings,
  sendAnalyticsEvent,
  setAnalyticsSiteContext,
} from "./analytics.ts";
import { forgetUserGeolocation, useUserGeolocation } from "./location-search/use-user-geolocation.ts";

function captureEvents() {
  const events: AnalyticsEventDetail[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent<AnalyticsEventDetail>).detail);
  window.addEventListener(ANALYTICS_EVENT_NAME, listener);
  return { events, stop: () => window.removeEventListener(ANALYTICS_EVENT_NAME, listener) };
}

afterEach(() => {
  setAnalyticsSiteContext({ market: null, facility: null });
  forgetUserGeolocation();
  vi.unstubAllGlobals();
});

describe("analyticsContextFromSettings", () => {
  it("names the market as program/siteType and the facility as the COID list", () => {
    expect(
      analyticsContextFromSettings({ program: "web", siteType: "hospitalOperations", facilityCoids: "09001; 09002;" }),
    ).toEqual({ market: "web/hospitalOperations", facility: "09001;09002" });
  });

  it("keeps whichever part is given, and null when nothing is", () => {
    expect(analyticsContextFromSettings({ siteType: "psg" })).toEqual({ market: "psg", facility: null });
    expect(analyticsContextFromSettings({ program: " ", facilityCoids: " ; " })).toEqual({
      market: null,
      facility: null,
    });
  });
});

describe("sendAnalyticsEvent", () => {
  it("dispatches the documented CustomEvent with the site's context on every event", () => {
    setAnalyticsSiteContext({ market: "web/hospitalOperations", facility: "09001" });
    const capture = captureEvents();
    sendAnalyticsEvent("External Link", "Physician profile", { url: "https://example.org" });
    sendAnalyticsEvent("Hold error", "Availability");
    capture.stop();
    expect(capture.events).toEqual([
      {
        title: "External Link",
        category: "Physician profile",
        context: { geolocation: null, market: "web/hospitalOperations", facility: "09001" },
        data: { url: "https://example.org" },
      },
      {
        title: "Hold error",
        category: "Availability",
        context: { geolocation: null, market: "web/hospitalOperations", facility: "09001" },
        data: {},
      },
    ]);
  });

  it("adds the visitor's position, rounded to about a kilometre, once they share it", async () => {
    vi.stubGlobal("navigator", {
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 36.162664, longitude: -86.781602 } } as GeolocationPosition),
      },
    });
    const before = captureEvents();
    sendAnalyticsEvent("Before", "Test");
    before.stop();
    expect(before.events[0]?.context.geolocation).toBeNull();

    const { result } = renderHook(() => useUserGeolocation({ enabled: true }));
    await waitFor(() => expect(result.current.status).toBe("granted"));
    const after = captureEvents();
    sendAnalyticsEvent("After", "Test");
    after.stop();
    expect(after.events[0]?.context.geolocation).toEqual({ latitude: 36.16, longitude: -86.78 });
  });

  it("leaves the position out when the visitor refused it", async () => {
    vi.stubGlobal("navigator", {
      geolocation: {
        getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 1 } as GeolocationPositionError),
      },
    });
    const { result } = renderHook(() => useUserGeolocation({ enabled: true }));
    await waitFor(() => expect(result.current.status).toBe("denied"));
    const capture = captureEvents();
    sendAnalyticsEvent("Refused", "Test");
    capture.stop();
    expect(capture.events[0]?.context.geolocation).toBeNull();
  });
});
