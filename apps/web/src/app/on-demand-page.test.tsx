import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode, useEffect, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../ui/messages.ts";
import { onDemandPage } from "./on-demand-page.tsx";

/** A page with state of its own, counting its mounts: a remount would start the count again. */
function makePage(mounts: { count: number }) {
  return function CountingPage({ label }: { label: string }) {
    const [typed, setTyped] = useState("");
    useEffect(() => {
      mounts.count++;
    }, []);
    return (
      <>
        <p>{label}</p>
        <button type="button" onClick={() => setTyped("kept")}>
          Type
        </button>
        <p>typed: {typed}</p>
      </>
    );
  };
}

/** Resolves the page's code when the test says so, as a chunk download would. */
function deferredLoad<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { load: () => promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>load failed</p> : this.props.children;
  }
}

describe("onDemandPage", () => {
  it("shows the loading state, then the page, and keeps the page mounted when it renders again", async () => {
    const mounts = { count: 0 };
    const chunk = deferredLoad<ReturnType<typeof makePage>>();
    const { Page } = onDemandPage(chunk.load);
    const view = render(<Page label="first" />);
    expect(screen.getByText(MESSAGES.pageLoading)).toBeInTheDocument();

    await act(async () => chunk.resolve(makePage(mounts)));
    expect(await screen.findByText("first")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.pageLoading)).not.toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "Type" }).click());
    const button = screen.getByRole("button", { name: "Type" });
    button.focus();

    // The parent renders again (the booking page's address changes on a hold): same page, same state, same focus.
    view.rerender(<Page label="second" />);
    expect(screen.getByText("second")).toBeInTheDocument();
    expect(screen.getByText("typed: kept")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Type" })).toBe(button);
    expect(button).toHaveFocus();
    expect(mounts.count).toBe(1);
  });

  it("renders a preloaded page at once, without the loading state", async () => {
    const mounts = { count: 0 };
    const { Page, preload } = onDemandPage(async () => makePage(mounts));
    await preload();
    render(<Page label="ready" />);
    expect(screen.getByText("ready")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.pageLoading)).not.toBeInTheDocument();
  });

  it("hands a failed download to the error element, and a later download shows the page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the error the boundary catches
    const chunk = deferredLoad<ReturnType<typeof makePage>>();
    let calls = 0;
    const { Page, preload } = onDemandPage(() =>
      ++calls === 1 ? chunk.load() : Promise.resolve(makePage({ count: 0 })),
    );
    const first = render(
      <Boundary>
        <Page label="never" />
      </Boundary>,
    );
    await act(async () => chunk.reject(new Error("chunk gone")));
    expect(await screen.findByText("load failed")).toBeInTheDocument();
    first.unmount();

    await preload();
    expect(calls).toBe(2);
    render(<Page label="second try" />);
    expect(await screen.findByText("second try")).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
