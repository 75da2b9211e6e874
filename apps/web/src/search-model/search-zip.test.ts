import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { readSearchZip, rememberSearchZip, useSearchZip } from "./search-zip.ts";

beforeEach(() => {
  window.sessionStorage.clear();
});

describe("the search's zip", () => {
  it("is remembered for this tab, replaced by a newer search, and forgotten by a search without one", () => {
    rememberSearchZip("37203");
    expect(readSearchZip()).toBe("37203");
    expect(window.localStorage.getItem("fad-search-zip")).toBeNull();
    rememberSearchZip("77002-1234");
    expect(readSearchZip()).toBe("77002-1234");
    rememberSearchZip("");
    expect(readSearchZip()).toBeNull();
  });

  it("ignores what is not a zip, whether given or found in storage", () => {
    rememberSearchZip("Nashville");
    expect(readSearchZip()).toBeNull();
    window.sessionStorage.setItem("fad-search-zip", "<script>");
    expect(readSearchZip()).toBeNull();
  });

  it("tells a mounted page when a search changes it", () => {
    const { result } = renderHook(() => useSearchZip());
    expect(result.current).toBeNull();
    act(() => rememberSearchZip("37203"));
    expect(result.current).toBe("37203");
  });
});
