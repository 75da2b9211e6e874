import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_CONFIGURATION } from "../testing/render-with-settings.tsx";
import { stubFetch } from "../testing/stub-fetch.ts";
import { AppSettingsProvider, useAppSettings } from "./app-settings.tsx";

const CONFIGURATION = { ...TEST_CONFIGURATION, dshsEnglish: "English text" };

function Probe() {
  const { settings, configuration } = useAppSettings();
  return <p>{`${settings.hostApp} / ${configuration?.dshsEnglish ?? "none"}`}</p>;
}

function renderProbe() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppSettingsProvider settings={{ hostApp: "mho" }}>
        <Probe />
        <Probe />
      </AppSettingsProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useAppSettings", () => {
  it("gives the page settings at once and the configuration once GET /fadmaa/api/config answers, fetched once", async () => {
    const fetch = stubFetch(async () =>
      Response.json({ status: { code: "200", details: "OK" }, result: CONFIGURATION }),
    );
    renderProbe();
    expect(screen.getAllByText("mho / none")).toHaveLength(2);
    expect(await screen.findAllByText("mho / English text")).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.at(0)).toBe("/fadmaa/api/config");
  });

  it("only logs a failed or malformed configuration answer", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch(async () => Response.json({ status: { code: "200", details: "OK" }, result: { program: 1 } }));
    renderProbe();
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(screen.getAllByText("mho / none")).toHaveLength(2);
  });

  it("is used inside its provider only", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/AppSettingsProvider/);
  });
});
