import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetUserGeolocation, useUserGeolocation } from "./use-user-geolocation.ts";

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number }) => void;

function stubGeolocation(
  geolocation: { getCurrentPosition: (success: Success, failure: Failure) => void } | undefined,
) {
  Object.defineProperty(navigator, "geolocation", { value: geolocation, configurable: true });
}

afterEach(() => {
  forgetUserGeolocation();
  stubGeolocation(undefined);
});

describe("useUserGeolocation", () => {
  it("does not ask when disabled (host app mhonative or a zip already known)", () => {
    const getCurrentPosition = vi.fn();
    stubGeolocation({ getCurrentPosition });
    const { result } = renderHook(() => useUserGeolocation({ enabled: false }));
    expect(result.current).toEqual({ status: "idle", coordinates: null });
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it("is pending while the browser asks, then granted with the coordinates", () => {
    let succeed: Success = () => {};
    stubGeolocation({ getCurrentPosition: (success) => (succeed = success) });
    const { result } = renderHook(() => useUserGeolocation({ enabled: true }));
    expect(result.current.status).toBe("pending");
    act(() => succeed({ coords: { latitude: 36.16, longitude: -86.78 } }));
    expect(result.current).toEqual({ status: "granted", coordinates: { latitude: 36.16, longitude: -86.78 } });
  });

  it("is denied when the user refuses and unavailable when the position cannot be found", () => {
    let fail: Failure = () => {};
    stubGeolocation({ getCurrentPosition: (_success, failure) => (fail = failure) });
    const first = renderHook(() => useUserGeolocation({ enabled: true }));
    act(() => fail({ code: 1 }));
    expect(first.result.current).toEqual({ status: "denied", coordinates: null });
    first.unmount();
    forgetUserGeolocation();
    const second = renderHook(() => useUserGeolocation({ enabled: true }));
    act(() => fail({ code: 3 }));
    expect(second.result.current).toEqual({ status: "unavailable", coordinates: null });
  });

  it("is unavailable when the browser has no geolocation", () => {
    stubGeolocation(undefined);
    const { result } = renderHook(() => useUserGeolocation({ enabled: true }));
    expect(result.current.status).toBe("unavailable");
  });

  it("asks the browser once per page load, whatever the number of pages and widgets", () => {
    const getCurrentPosition = vi.fn((success: Success) => success({ coords: { latitude: 1, longitude: 2 } }));
    stubGeolocation({ getCurrentPosition });
    const landing = renderHook(() => useUserGeolocation({ enabled: true }));
    landing.unmount();
    const results = renderHook(() => useUserGeolocation({ enabled: true }));
    const disabledLater = renderHook(() => useUserGeolocation({ enabled: false }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(results.result.current.status).toBe("granted");
    expect(disabledLater.result.current.coordinates).toEqual({ latitude: 1, longitude: 2 });
  });
});
