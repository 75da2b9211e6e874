import type { Place } from "@fad/contracts/geo/place";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchMock, stubFetch } from "../../testing/stub-fetch.ts";
import { LocationSearch, type LocationSearchProps } from "./location-search.tsx";
import type { UserGeolocation } from "./use-user-geolocation.ts";

const NASHVILLE: Place = {
  zip: "37201",
  city: "Nashville",
  state: "TN",
  latitude: 36.1659,
  longitude: -86.7844,
  label: "Nashville, TN",
};
const NASHVILLE_37203: Place = { ...NASHVILLE, zip: "37203", label: "Nashville, TN 37203" };
const NASHUA: Place = {
  zip: "03060",
  city: "Nashua",
  state: "NH",
  latitude: 42.75,
  longitude: -71.46,
  label: "Nashua, NH",
};

const OK = { code: "200", details: "OK" };
let fetchMock: FetchMock;

/** The server's answers by path, shaped by the contracts. */
async function answer(url: string): Promise<Response> {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  if (pathname === "/fadmaa/geo/places") {
    const input = searchParams.get("input") ?? "";
    const cities = input.startsWith("zz") ? [] : [NASHVILLE, NASHUA];
    const places = /^\d/.test(input) ? (input === "37203" ? [NASHVILLE_37203] : []) : cities;
    return Response.json({ status: OK, result: places });
  }
  if (pathname === "/fadmaa/geo/zip") {
    if (searchParams.get("zip") === "37203") return Response.json({ status: OK, result: NASHVILLE_37203 });
    return Response.json({ status: { code: "404", details: "zip: not a US zip" }, result: null }, { status: 404 });
  }
  if (pathname === "/fadmaa/geo/nearest") return Response.json({ status: OK, result: NASHVILLE_37203 });
  throw new Error(`unexpected call ${url}`);
}

const GRANTED: UserGeolocation = { status: "granted", coordinates: { latitude: 36.15, longitude: -86.79 } };

function Harness(props: Partial<LocationSearchProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? "");
  return (
    <LocationSearch
      label="Location"
      value={value}
      onValueChange={setValue}
      onPlaceChange={() => {}}
      geolocation={{ status: "idle", coordinates: null }}
      {...props}
    />
  );
}

function renderLocation(props: Partial<LocationSearchProps> & { initial?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  return { user, input: screen.getByRole("combobox", { name: "Location" }) };
}

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 3; round += 1) await act(() => vi.advanceTimersByTimeAsync(1));
}

const callsTo = (path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(url, "http://localhost"))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

function stubScreenWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => {
    const minimum = Number(/min-width: (\d+)/.exec(query)?.[1] ?? 0);
    const maximum = Number(/max-width: ([\d.]+)/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      matches: width >= minimum && width <= maximum,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

beforeEach(() => {
  // user-event waits on timers between keys: the fake clock also follows real time so those waits end.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock = stubFetch(async (url) => answer(url));
  stubScreenWidth(1280);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("LocationSearch", () => {
  it("shows the placeholder and the default label as its prompt", () => {
    const { input } = renderLocation();
    expect(input).toHaveAttribute("placeholder", "City or Zip code");
    expect(screen.getByText("Select a location from the dropdown")).toBeVisible();
    expect(input).toHaveAccessibleDescription("Select a location from the dropdown");
  });

  it("asks for cities from 2 characters, once, 300 ms after the last key", async () => {
    const { user, input } = renderLocation();
    await user.type(input, "N");
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, "ash");
    await wait(150);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(150);
    expect(callsTo("/fadmaa/geo/places")).toEqual([{ input: "Nash" }]);
    expect(screen.getByRole("listbox", { name: "Location" })).toBeInTheDocument();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Nashville, TN", "Nashua, NH"]);
    expect(screen.getAllByRole("option")[0]?.querySelector("mark")?.textContent).toBe("Nash");
    expect(screen.getByRole("status")).toHaveTextContent("2 results are available");
  });

  it("asks for a zip only at 5 digits and keeps a typed zip to 5 characters", async () => {
    const { user, input } = renderLocation();
    await user.type(input, "3720");
    await wait(400);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, "39");
    expect(input).toHaveValue("37203");
    await wait(300);
    expect(callsTo("/fadmaa/geo/places")).toEqual([{ input: "37203" }]);
  });

  it("resolves a typed 5-digit zip without a choice", async () => {
    const onPlaceChange = vi.fn<(place: Place | null) => void>();
    const { user, input } = renderLocation({ onPlaceChange });
    await user.type(input, "37203");
    await wait(300);
    expect(callsTo("/fadmaa/geo/zip")).toEqual([{ zip: "37203" }]);
    expect(onPlaceChange).toHaveBeenLastCalledWith(NASHVILLE_37203);
    expect(input).toHaveValue("37203");
  });

  it("takes a text typed exactly as a suggestion reads as that place", async () => {
    const onPlaceChange = vi.fn<(place: Place | null) => void>();
    const { user, input } = renderLocation({ onPlaceChange });
    await user.type(input, "nashua, nh");
    await wait(300);
    expect(onPlaceChange).toHaveBeenLastCalledWith(NASHUA);
    expect(onPlaceChange.mock.calls.filter(([place]) => place !== null)).toHaveLength(1);
    expect(input).toHaveValue("nashua, nh");
  });

  it("applies a chosen suggestion after 100 ms; editing it again clears the place", async () => {
    const onPlaceChange = vi.fn<(place: Place | null) => void>();
    const { user, input } = renderLocation({ onPlaceChange });
    await user.type(input, "Nash");
    await wait(300);
    onPlaceChange.mockClear();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(input).toHaveValue("Nashua, NH");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(onPlaceChange).not.toHaveBeenCalled();
    await wait(100);
    expect(onPlaceChange).toHaveBeenCalledWith(NASHUA);
    await user.type(input, "{Backspace}");
    expect(onPlaceChange).toHaveBeenLastCalledWith(null);
  });

  it("says Try a different search! when no place matches", async () => {
    const { user, input } = renderLocation();
    await user.type(input, "zzq");
    await wait(300);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Try a different search!");
  });

  it("aborts the request of a text the user has typed past", async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation(
      (url, init) =>
        new Promise((resolve, reject) => {
          const signal = init?.signal as AbortSignal;
          signals.push(signal);
          signal.addEventListener("abort", () => reject(signal.reason));
          if (signals.length > 1) resolve(answer(url));
        }),
    );
    const { user, input } = renderLocation();
    await user.type(input, "Na");
    await wait(300);
    await user.type(input, "s");
    await wait(300);
    expect(callsTo("/fadmaa/geo/places")).toEqual([{ input: "Na" }, { input: "Nas" }]);
    expect(signals[0]?.aborted).toBe(true);
    expect(screen.getByRole("listbox")).toBeInTheDocument();
  });

  it("flags invalid characters with the message, the alert and validity false", async () => {
    const onValidityChange = vi.fn<(valid: boolean) => void>();
    const { user, input } = renderLocation({ onValidityChange });
    await user.type(input, "Nash;");
    await wait(300);
    expect(screen.getByText("Please enter only valid characters: a-z A-Z 0-9 () / - ' , . &")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please only enter valid characters (Letters, Numbers, Comma)");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe("Use my location", () => {
    const link = () => screen.queryByRole("button", { name: "Use my location" });

    it("shows on extra-large screens when the browser gave a position and the box is empty", () => {
      renderLocation({ geolocation: GRANTED });
      expect(link()).toBeVisible();
    });

    it("hides when the position was refused, is pending or unavailable", () => {
      for (const status of ["denied", "pending", "unavailable", "idle"] as const) {
        const { unmount } = render(
          <QueryClientProvider client={new QueryClient()}>
            <Harness geolocation={{ status, coordinates: null }} />
          </QueryClientProvider>,
        );
        expect(link()).not.toBeInTheDocument();
        unmount();
      }
    });

    it("hides under 1200 px", () => {
      stubScreenWidth(1199);
      renderLocation({ geolocation: GRANTED });
      expect(link()).not.toBeInTheDocument();
    });

    it("hides once the box holds text", async () => {
      const { user, input } = renderLocation({ geolocation: GRANTED });
      await user.type(input, "N");
      expect(link()).not.toBeInTheDocument();
    });

    it("fills the box with the nearest place and reports it", async () => {
      const onPlaceChange = vi.fn<(place: Place | null) => void>();
      const { user, input } = renderLocation({ geolocation: GRANTED, onPlaceChange });
      await user.click(link() as HTMLElement);
      await wait(10);
      expect(callsTo("/fadmaa/geo/nearest")).toEqual([{ latitude: "36.15", longitude: "-86.79" }]);
      expect(input).toHaveValue("Nashville, TN 37203");
      expect(onPlaceChange).toHaveBeenLastCalledWith(NASHVILLE_37203);
      expect(input).toHaveFocus();
      expect(callsTo("/fadmaa/geo/zip")).toEqual([]);
    });
  });
});
