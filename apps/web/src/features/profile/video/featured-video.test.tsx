import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_EVENT_NAME, type AnalyticsEventDetail } from "../../../ui/analytics.ts";
import { toEmbeddableVideo } from "./embeddable-video.ts";
import { FeaturedVideo } from "./featured-video.tsx";
import { resetYouTubeIframeApiForTests, YOUTUBE_IFRAME_API_URL } from "./youtube-player.ts";

const origin = "http://localhost:3000";
/** A deployment that allows YouTube (FAD_VIDEO_HOSTS, decision 105). */
const YOUTUBE_HOSTS = ["https://www.youtube-nocookie.com", "https://www.youtube.com"];
let events: AnalyticsEventDetail[] = [];
const listener = (event: Event) => events.push((event as CustomEvent<AnalyticsEventDetail>).detail);

beforeEach(() => {
  events = [];
  window.addEventListener(ANALYTICS_EVENT_NAME, listener);
  vi.useFakeTimers();
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => {
  window.removeEventListener(ANALYTICS_EVENT_NAME, listener);
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetYouTubeIframeApiForTests();
  delete window.YT;
  delete window.onYouTubeIframeAPIReady;
  for (const script of document.head.querySelectorAll("script")) script.remove();
});

const progressEvents = () =>
  events.filter((event) => event.title === "Video Progress").map((event) => event.data.percent);

describe("featured video", () => {
  it("shows a facade and loads nothing until the visitor presses play", () => {
    const video = toEmbeddableVideo("https://www.youtube.com/watch?v=dQw4w9WgXcQ", origin, YOUTUBE_HOSTS);
    if (!video) throw new Error("not embeddable");
    render(<FeaturedVideo name="Meet Dr. Lopez" url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" video={video} />);
    expect(screen.getByRole("button", { name: "Play video: Meet Dr. Lopez" })).toBeVisible();
    expect(document.querySelector("iframe")).toBeNull();
    expect(document.querySelector(`script[src="${YOUTUBE_IFRAME_API_URL}"]`)).toBeNull();
  });

  it("plays our media file in the browser's player, captioned, and reports 25, 50 and 75 % from its own events", () => {
    const src = "/fadmaa/media/demo/welcome.webm";
    const video = toEmbeddableVideo(src, origin, []);
    if (!video) throw new Error("not embeddable");
    render(<FeaturedVideo name="Welcome" url={src} video={video} />);
    act(() => screen.getByRole("button", { name: "Play video: Welcome" }).click());
    const player = document.querySelector("video") as HTMLVideoElement;
    expect(player).toHaveAttribute("src", src);
    expect(player).toHaveAttribute("controls");
    expect(player).toHaveAccessibleName("Video: Welcome");
    expect(player).toHaveFocus();
    const track = player.querySelector("track") as HTMLTrackElement;
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("src", "/fadmaa/media/demo/welcome.vtt");
    expect(track).toHaveAttribute("srclang", "en");
    expect(track).toHaveAttribute("label", "English");
    expect(track).toHaveAttribute("default");

    const state = { currentTime: 0, paused: false, seeking: false };
    Object.defineProperty(player, "duration", { configurable: true, get: () => 8 });
    for (const key of ["currentTime", "paused", "seeking"] as const) {
      Object.defineProperty(player, key, { configurable: true, get: () => state[key] });
    }
    const at = (currentTime: number, event = "timeupdate") => {
      state.currentTime = currentTime;
      act(() => {
        player.dispatchEvent(new Event(event));
      });
    };
    at(1.9);
    expect(progressEvents()).toEqual([]);
    at(2);
    expect(progressEvents()).toEqual([25]);
    // No timer reads the position: only the element's events do.
    state.currentTime = 7;
    act(() => vi.advanceTimersByTime(5000));
    expect(progressEvents()).toEqual([25]);
    at(4.2);
    expect(progressEvents()).toEqual([25, 50]);
    at(1);
    at(4.5);
    expect(progressEvents()).toEqual([25, 50]);
    // The last quarter passes between two timeupdates; the element pauses at its end, then ends.
    state.paused = true;
    at(8);
    at(8, "ended");
    expect(progressEvents()).toEqual([25, 50, 75]);
    // Watched again: a new play, reported again.
    state.paused = false;
    at(0.2);
    at(6.1);
    expect(progressEvents()).toEqual([25, 50, 75, 25, 50, 75]);
    expect(events.find((event) => event.title === "Video Progress")?.data).toEqual({
      percent: 25,
      video: "Welcome",
      url: src,
    });
  });

  it("stops listening to the player once it is gone", () => {
    const src = "/fadmaa/media/demo/welcome.webm";
    const video = toEmbeddableVideo(src, origin, []);
    if (!video) throw new Error("not embeddable");
    const { unmount } = render(<FeaturedVideo name="Welcome" url={src} video={video} />);
    act(() => screen.getByRole("button", { name: "Play video: Welcome" }).click());
    const player = document.querySelector("video") as HTMLVideoElement;
    Object.defineProperty(player, "duration", { configurable: true, get: () => 8 });
    Object.defineProperty(player, "currentTime", { configurable: true, get: () => 7 });
    Object.defineProperty(player, "paused", { configurable: true, get: () => false });
    unmount();
    player.dispatchEvent(new Event("timeupdate"));
    expect(progressEvents()).toEqual([]);
  });

  it("embeds a YouTube video by its privacy address and reads its progress through the player script", async () => {
    const video = toEmbeddableVideo("https://www.youtube.com/watch?v=dQw4w9WgXcQ", origin, YOUTUBE_HOSTS);
    if (!video) throw new Error("not embeddable");
    render(<FeaturedVideo name="Meet Dr. Lopez" url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" video={video} />);
    act(() => screen.getByRole("button", { name: "Play video: Meet Dr. Lopez" }).click());
    const frame = document.querySelector("iframe") as HTMLIFrameElement;
    expect(frame.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(frame).toHaveAccessibleName("Video: Meet Dr. Lopez");
    expect(document.querySelector(`script[src="${YOUTUBE_IFRAME_API_URL}"]`)).not.toBeNull();

    // The script arrives: a player whose position the test moves.
    let position = 0;
    const attachedTo: HTMLIFrameElement[] = [];
    window.YT = {
      Player: class {
        constructor(element: HTMLIFrameElement) {
          attachedTo.push(element);
        }
        getCurrentTime = () => position;
        getDuration = () => 100;
      },
    };
    await act(async () => window.onYouTubeIframeAPIReady?.());
    expect(attachedTo).toEqual([frame]);
    position = 51;
    act(() => vi.advanceTimersByTime(1000));
    expect(progressEvents()).toEqual([25, 50]);
    position = 90;
    act(() => vi.advanceTimersByTime(1000));
    expect(progressEvents()).toEqual([25, 50, 75]);
  });

  it("keeps the video and only logs when the player script cannot load (no network)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const video = toEmbeddableVideo("https://youtu.be/dQw4w9WgXcQ", origin, YOUTUBE_HOSTS);
    if (!video) throw new Error("not embeddable");
    render(<FeaturedVideo name="Meet Dr. Lopez" url="https://youtu.be/dQw4w9WgXcQ" video={video} />);
    act(() => screen.getByRole("button", { name: "Play video: Meet Dr. Lopez" }).click());
    const script = document.querySelector(`script[src="${YOUTUBE_IFRAME_API_URL}"]`) as HTMLScriptElement;
    await act(async () => script.dispatchEvent(new Event("error")));
    expect(warn).toHaveBeenCalled();
    expect(document.querySelector("iframe")).not.toBeNull();
    expect(screen.getByRole("link", { name: /Watch the video on YouTube/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(progressEvents()).toEqual([]);
  });
});
