import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_EVENT_NAME, type AnalyticsEventDetail } from "../../../ui/analytics.ts";
import { toEmbeddableVideo } from "./embeddable-video.ts";
import { FeaturedVideo } from "./featured-video.tsx";
import { resetYouTubeIframeApiForTests, YOUTUBE_IFRAME_API_URL } from "./youtube-player.ts";

const origin = "http://localhost:3000";
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
    const video = toEmbeddableVideo("https://www.youtube.com/watch?v=dQw4w9WgXcQ", origin);
    if (!video) throw new Error("not embeddable");
    render(<FeaturedVideo name="Meet Dr. Lopez" url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" video={video} />);
    expect(screen.getByRole("button", { name: "Play video: Meet Dr. Lopez" })).toBeVisible();
    expect(document.querySelector("iframe")).toBeNull();
    expect(document.querySelector(`script[src="${YOUTUBE_IFRAME_API_URL}"]`)).toBeNull();
  });

  it("plays a media file in the browser's player and reports 25, 50 and 75 % polled each second", () => {
    const video = toEmbeddableVideo("/media/welcome.webm", origin);
    if (!video) throw new Error("not embeddable");
    render(<FeaturedVideo name="Welcome" url="/media/welcome.webm" video={video} />);
    act(() => screen.getByRole("button", { name: "Play video: Welcome" }).click());
    const player = document.querySelector("video") as HTMLVideoElement;
    expect(player).toHaveAttribute("src", "/media/welcome.webm");
    expect(player).toHaveFocus();
    let position = 0;
    Object.defineProperty(player, "duration", { configurable: true, get: () => 20 });
    Object.defineProperty(player, "currentTime", { configurable: true, get: () => position });

    position = 4;
    act(() => vi.advanceTimersByTime(1000));
    expect(progressEvents()).toEqual([]);
    position = 5;
    act(() => vi.advanceTimersByTime(999));
    expect(progressEvents()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(progressEvents()).toEqual([25]);
    position = 16;
    act(() => vi.advanceTimersByTime(1000));
    expect(progressEvents()).toEqual([25, 50, 75]);
    position = 20;
    act(() => vi.advanceTimersByTime(5000));
    expect(progressEvents()).toEqual([25, 50, 75]);
    expect(events.find((event) => event.title === "Video Progress")?.data).toEqual({
      percent: 25,
      video: "Welcome",
      url: "/media/welcome.webm",
    });
  });

  it("embeds a YouTube video by its privacy address and reads its progress through the player script", async () => {
    const video = toEmbeddableVideo("https://www.youtube.com/watch?v=dQw4w9WgXcQ", origin);
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
    const video = toEmbeddableVideo("https://youtu.be/dQw4w9WgXcQ", origin);
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
