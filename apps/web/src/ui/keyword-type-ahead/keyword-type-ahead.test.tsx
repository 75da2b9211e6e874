import { RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import type { AutocompleteResponse, AutocompleteResult, SearchTerm } from "@fad/contracts/terms/autocomplete";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchMock, stubFetch } from "../../testing/stub-fetch.ts";
import { KeywordTypeAhead, type KeywordTypeAheadProps } from "./keyword-type-ahead.tsx";

const CARDIOLOGY_ANSWER: AutocompleteResult = {
  providers: [{ type: "provider", value: "Carla M. Cardwell, MD", reference: "1000000001" }],
  specialties: [
    { type: "specialty", value: "Cardiology", reference: "5" },
    { type: "specialty", value: "Pediatric Cardiology", reference: "9" },
  ],
  visibleTerms: [{ type: "webVisibleKeyword", value: "Cardiac Arrest", reference: "Cardiac Arrest" }],
  locations: [{ type: "location", value: "Cardinal Clinic - Nashville", reference: "cardinal-clinic-nashville-tn" }],
};
const EMPTY_ANSWER: AutocompleteResult = { providers: [], specialties: [], visibleTerms: [], locations: [] };

function envelope(result: AutocompleteResult): Response {
  const body: AutocompleteResponse = { status: { code: "200", details: "OK" }, result };
  return Response.json(body);
}

type FetchArgs = Parameters<FetchMock>;
let fetchMock: FetchMock;

function Harness(props: Partial<KeywordTypeAheadProps>) {
  const [value, setValue] = useState("");
  return (
    <KeywordTypeAhead
      label="Search doctors"
      placeholder="Search by doctor's name, condition, or specialty"
      value={value}
      onValueChange={setValue}
      onSelectTerm={() => {}}
      {...props}
    />
  );
}

function renderTypeAhead(props: Partial<KeywordTypeAheadProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  return { user, input: screen.getByRole("combobox", { name: "Search doctors" }) };
}

/** Lets ms pass, then the mocked answer arrive and render (the query's notices go through timers too). */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 3; round += 1) await act(() => vi.advanceTimersByTimeAsync(1));
}

/** An option by its text (jsdom has no layout, so a name split by <mark> reads with spaces). */
function option(text: string, container: HTMLElement = document.body): HTMLElement {
  const found = within(container)
    .getAllByRole("option")
    .find((element) => element.textContent === text);
  if (!found) throw new Error(`no option ${text}`);
  return found;
}

const inputOf = (call: FetchArgs) => new URL(call[0], "http://localhost").searchParams.get("input");

beforeEach(() => {
  // user-event waits on timers between keys: the fake clock also follows real time so those waits end.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock = stubFetch(async () => envelope(CARDIOLOGY_ANSWER));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("KeywordTypeAhead", () => {
  it("asks nothing under 3 characters (spaces not counted)", async () => {
    const { user, input } = renderTypeAhead();
    await user.type(input, "ca   ");
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("asks once per burst of typing, 200 ms after the last key, with coids and program (empty ones dropped)", async () => {
    const { user, input } = renderTypeAhead({ coids: "09001;09002", program: "" });
    await user.type(input, "cardio");
    await wait(100);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(100);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(fetchMock.mock.calls[0]?.[0] ?? "", "http://localhost");
    expect(url.pathname).toBe("/fadmaa/api/providercache/terms/autocomplete");
    expect(Object.fromEntries(url.searchParams)).toEqual({ coids: "09001;09002", input: "cardio" });
  });

  it("aborts the request of a term the user has typed past", async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((resolve, reject) => {
          const signal = init?.signal as AbortSignal;
          signals.push(signal);
          signal.addEventListener("abort", () => reject(signal.reason));
          if (signals.length > 1) resolve(envelope(CARDIOLOGY_ANSWER));
        }),
    );
    const { user, input } = renderTypeAhead();
    await user.type(input, "car");
    await wait(200);
    await user.type(input, "d");
    await wait(200);
    expect(fetchMock.mock.calls.map(inputOf)).toEqual(["car", "card"]);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
  });

  it("lists the groups under their headings, marks the typed term and underlines doctors", async () => {
    const { user, input } = renderTypeAhead();
    await user.type(input, "card");
    await wait(200);
    const listbox = screen.getByRole("listbox", { name: "Search doctors" });
    expect(within(listbox).getAllByRole("group")).toHaveLength(4);
    expect(within(listbox).getByRole("group", { name: "Doctors" })).toBeInTheDocument();
    expect(within(listbox).getByRole("group", { name: "Specialties" })).toBeInTheDocument();
    const terms = within(listbox).getByRole("group", { name: "Procedures and Conditions" });
    expect(option("Cardiac Arrest", terms)).toBeInTheDocument();
    expect(within(listbox).getByRole("group", { name: "Locations" })).toBeInTheDocument();
    expect(within(listbox).getAllByRole("option")).toHaveLength(5);
    expect(input).toHaveAttribute("aria-expanded", "true");
    const doctor = option("Carla M. Cardwell, MD", listbox);
    expect(doctor).toHaveClass("keyword-type-ahead__provider");
    expect(doctor.querySelector("mark")?.textContent).toBe("Card");
    const pediatric = option("Pediatric Cardiology", listbox);
    expect(pediatric.querySelector("mark")?.textContent).toBe("Card");
  });

  it("takes other group headings from the page", async () => {
    const { user, input } = renderTypeAhead({ groupHeadings: { specialties: "Procedures" } });
    await user.type(input, "card");
    await wait(200);
    expect(screen.getByRole("group", { name: "Procedures" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Doctors" })).toBeInTheDocument();
  });

  it("announces how many suggestions are available", async () => {
    const { user, input } = renderTypeAhead();
    await user.type(input, "card");
    await wait(200);
    expect(screen.getByRole("status")).toHaveTextContent("5 results are available");
  });

  it("says Try a different search! when nothing matches", async () => {
    fetchMock.mockImplementation(async () => envelope(EMPTY_ANSWER));
    const { user, input } = renderTypeAhead();
    await user.type(input, "zzzq");
    await wait(200);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Try a different search!");
    expect(screen.getAllByText("Try a different search!")).toHaveLength(2);
  });

  it("chooses with the arrow keys and Enter, then closes; the box shows the choice", async () => {
    const onSelectTerm = vi.fn<(term: SearchTerm) => void>();
    const { user, input } = renderTypeAhead({ onSelectTerm });
    await user.type(input, "card");
    await wait(200);
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}");
    const active = option("Cardiology");
    expect(input).toHaveAttribute("aria-activedescendant", active.id);
    expect(active).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(onSelectTerm).toHaveBeenCalledWith({ type: "specialty", value: "Cardiology", reference: "5" });
    expect(input).toHaveValue("Cardiology");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps the list closed when its answer arrives after Escape, until the visitor types again", async () => {
    const { user, input } = renderTypeAhead();
    await user.type(input, "card");
    await user.keyboard("{Escape}");
    await wait(200);
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.type(input, "i");
    await wait(200);
    expect(screen.getByRole("listbox")).toBeInTheDocument();
  });

  it("wraps around with the arrows, chooses the highlighted one with Tab, and Escape closes", async () => {
    const onSelectTerm = vi.fn<(term: SearchTerm) => void>();
    const { user, input } = renderTypeAhead({ onSelectTerm });
    await user.type(input, "card");
    await wait(200);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    await user.keyboard("{ArrowUp}");
    expect(option("Cardinal Clinic - Nashville")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Tab}");
    expect(onSelectTerm).toHaveBeenCalledWith(expect.objectContaining({ type: "location" }));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("runs onEnter on Enter when nothing is highlighted, and chooses with a click", async () => {
    const onEnter = vi.fn();
    const onSelectTerm = vi.fn<(term: SearchTerm) => void>();
    const { user, input } = renderTypeAhead({ onEnter, onSelectTerm });
    await user.type(input, "card");
    await wait(200);
    await user.keyboard("{Enter}");
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onSelectTerm).not.toHaveBeenCalled();
    await user.type(input, "i");
    await wait(200);
    await user.click(option("Carla M. Cardwell, MD"));
    expect(onSelectTerm).toHaveBeenCalledWith(expect.objectContaining({ reference: "1000000001" }));
    expect(input).toHaveFocus();
  });

  it("hides the suggestions on blur", async () => {
    const { user, input } = renderTypeAhead();
    await user.type(input, "card");
    await wait(200);
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("flags invalid characters: message, screen-reader alert, aria-invalid, no look-up, validity false", async () => {
    const onValidityChange = vi.fn<(valid: boolean) => void>();
    const { user, input } = renderTypeAhead({ onValidityChange });
    await user.type(input, "card<");
    await wait(500);
    expect(screen.getByText("Please enter only valid characters: a-z A-Z 0-9 () / - ' , . &")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please only enter valid characters (Letters, Numbers, Comma)");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please enter only valid characters: a-z A-Z 0-9 () / - ' , . &");
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.type(input, "{Backspace}");
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole("alert")).toHaveTextContent("");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("shows no suggestions when the call fails, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockImplementation(async () =>
      Response.json({ status: { code: "500", details: "boom" }, result: null }, { status: 500 }),
    );
    const { user, input } = renderTypeAhead();
    await user.type(input, "card");
    await wait(200);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.queryByText("Try a different search!")).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith("Find a Doctor: type-ahead call failed", expect.anything());
  });

  it("says to wait a minute when the look-up is rate limited (429), shown and announced", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockImplementation(async () =>
      Response.json({ status: { code: "429", details: "limited" }, result: null }, { status: 429 }),
    );
    const { user, input } = renderTypeAhead();
    await user.type(input, "card");
    await wait(200);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(RATE_LIMIT_TEXTS.tooManyRequests);
    expect(screen.getAllByText(RATE_LIMIT_TEXTS.tooManyRequests)).toHaveLength(2);
    expect(screen.queryByText("Try a different search!")).not.toBeInTheDocument();
  });

  it("shows the prompt as the box's description", () => {
    renderTypeAhead({ prompt: "Start typing to select a result from the dropdown" });
    expect(screen.getByRole("combobox")).toHaveAccessibleDescription(
      "Start typing to select a result from the dropdown",
    );
  });
});
