import { SERVICE_UNAVAILABLE_MESSAGE } from "@fad/contracts/api/service-unavailable";
import type { HoldSlotRequest } from "@fad/contracts/appointments/hold-slot";
import { NETWORK_ERROR_MESSAGE } from "@fad/contracts/messages/page-texts";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useHoldSlot } from "../api/hold-slot.ts";
import { useSearchProviders } from "../api/search-providers.ts";
import { stubFetch } from "../testing/stub-fetch.ts";
import { ErrorBanner } from "../ui/error-banner.tsx";
import { createQueryClient } from "./create-query-client.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const unavailable = () => json(503, { status: { code: "503", details: SERVICE_UNAVAILABLE_MESSAGE }, result: null });
const found = () =>
  json(200, {
    status: { code: "200", details: "OK" },
    result: { providerList: [], totalProvidersCount: 0, facilityMap: [], filteredLanguages: [] },
  });

/** Answers each call with the next answer; the last one answers every call after it. */
function inTurn(answers: (() => Response | Promise<Response>)[]) {
  return async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next) throw new Error("no answer");
    return next();
  };
}

/** A page section as the results page builds it: the real search call, the banner on its failure. */
function Results() {
  const search = useSearchProviders({ keyword: "heart" }, { enabled: true });
  return (
    <>
      {search.isError ? <ErrorBanner /> : null}
      {search.data ? <p>{search.data.totalProvidersCount} doctors found</p> : null}
    </>
  );
}

const renderResults = () =>
  render(
    <QueryClientProvider client={createQueryClient({ firstRetryMs: 30 })}>
      <Results />
    </QueryClientProvider>,
  );

describe("the app's QueryClient when the server is unavailable", () => {
  it("shows the network error banner on a 503, asks again by itself, and the banner goes when it answers", async () => {
    const fetchMock = stubFetch(inTurn([unavailable, unavailable, found]));
    renderResults();
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toHaveAttribute("role", "alert");
    expect(await screen.findByText("0 doctors found")).toBeInTheDocument();
    expect(screen.queryByText(NETWORK_ERROR_MESSAGE)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("recovers the same way from a network failure (status 0)", async () => {
    stubFetch(inTurn([() => Promise.reject(new TypeError("Failed to fetch")), found]));
    renderResults();
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText("0 doctors found")).toBeInTheDocument();
    expect(screen.queryByText(NETWORK_ERROR_MESSAGE)).not.toBeInTheDocument();
  });

  it("does not ask again after a failure that would repeat (500)", async () => {
    const fetchMock = stubFetch(
      inTurn([() => json(500, { status: { code: "500", details: "Internal server error" }, result: null })]),
    );
    renderResults();
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    // Ten first-retry intervals: a transient failure would have been asked again several times by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("never repeats a hold by itself (a hold is not idempotent)", async () => {
    const fetchMock = stubFetch(inTurn([unavailable, found]));
    const hold: HoldSlotRequest = {
      appointmentId: "CAL-000001|2026-11-24T15:00:00Z|30",
      calendarId: "CAL-000001",
      startTime: "09:00",
      duration: 30,
      date: "2026-11-24",
      providerLocationId: "CAL-000001",
    };
    function HoldButton() {
      const holding = useHoldSlot();
      return (
        <>
          <button type="button" onClick={() => holding.mutate(hold)}>
            Hold
          </button>
          {holding.isError ? <ErrorBanner /> : null}
        </>
      );
    }
    render(
      <QueryClientProvider client={createQueryClient({ firstRetryMs: 30 })}>
        <HoldButton />
      </QueryClientProvider>,
    );
    act(() => screen.getByRole("button", { name: "Hold" }).click());
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
