import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captionsAddressOf, toEmbeddableVideo, youTubeVideoId } from "./embeddable-video.ts";
import { pollVideoProgress, reachedMilestones } from "./video-progress.ts";

const origin = "https://fad.example.org";
/** The video hosts of a deployment that allows YouTube (FAD_VIDEO_HOSTS, decision 105). */
const YOUTUBE_HOSTS = ["https://www.youtube-nocookie.com", "https://www.youtube.com"];

describe("video address rewriting", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&t=30s",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  ])("reads the YouTube id of %s", (address) => {
    expect(youTubeVideoId(address)).toBe("dQw4w9WgXcQ");
  });

  it("rewrites a watch address to the privacy-enhanced embed address", () => {
    const video = toEmbeddableVideo("https://www.youtube.com/watch?v=dQw4w9WgXcQ", origin, YOUTUBE_HOSTS);
    expect(video).toMatchObject({ kind: "youtube", videoId: "dQw4w9WgXcQ" });
    const embed = new URL(video?.kind === "youtube" ? video.embedUrl : "");
    expect(embed.origin).toBe("https://www.youtube-nocookie.com");
    expect(embed.pathname).toBe("/embed/dQw4w9WgXcQ");
    expect(embed.searchParams.get("enablejsapi")).toBe("1");
    expect(embed.searchParams.get("origin")).toBe(origin);
  });

  it("plays our own media files with the browser's player and only links other addresses", () => {
    expect(toEmbeddableVideo("/fadmaa/media/demo/welcome.webm", origin, [])).toEqual({
      kind: "file",
      src: "/fadmaa/media/demo/welcome.webm",
    });
    expect(toEmbeddableVideo(`${origin}/media/welcome.mp4`, origin, [])).toMatchObject({ kind: "file" });
    expect(toEmbeddableVideo("https://www.youtube.com/watch?v=short", origin, YOUTUBE_HOSTS)).toBeNull();
    expect(toEmbeddableVideo("https://vimeo.com/12345", origin, ["https://vimeo.com"])).toBeNull();
    expect(toEmbeddableVideo("/fadmaa/media/demo/welcome.txt", origin, [])).toBeNull();
  });

  it("embeds a video from elsewhere only from a host the CSP allows, else it is a link (never shown blocked)", () => {
    const youTube = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
    expect(toEmbeddableVideo(youTube, origin, [])).toBeNull();
    // The watch host alone does not let the embed's frame load: its privacy host must be named.
    expect(toEmbeddableVideo(youTube, origin, ["https://www.youtube.com"])).toBeNull();
    expect(toEmbeddableVideo(youTube, origin, YOUTUBE_HOSTS)).toMatchObject({ kind: "youtube" });
    const file = "https://cdn.example.org/a.webm?x=1";
    expect(toEmbeddableVideo(file, origin, [])).toBeNull();
    expect(toEmbeddableVideo(file, origin, ["https://other.example.org"])).toBeNull();
    expect(toEmbeddableVideo(file, origin, ["https://cdn.example.org"])).toEqual({ kind: "file", src: file });
    expect(toEmbeddableVideo("//cdn.example.org/a.webm", origin, [])).toBeNull();
  });

  it("finds a media file's captions beside it, by the same name", () => {
    expect(captionsAddressOf("/fadmaa/media/demo/welcome.webm")).toBe("/fadmaa/media/demo/welcome.vtt");
    expect(captionsAddressOf("https://cdn.example.org/a.MP4?x=1")).toBe("https://cdn.example.org/a.vtt?x=1");
  });
});

describe("video progress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reports a milestone only once it is reached and only once", () => {
    expect(reachedMilestones({ currentTime: 24, duration: 100 }, new Set())).toEqual([]);
    expect(reachedMilestones({ currentTime: 50, duration: 100 }, new Set([25]))).toEqual([50]);
    expect(reachedMilestones({ currentTime: 80, duration: 100 }, new Set())).toEqual([25, 50, 75]);
    expect(reachedMilestones({ currentTime: 5, duration: Number.NaN }, new Set())).toEqual([]);
    expect(reachedMilestones({ currentTime: 5, duration: 0 }, new Set())).toEqual([]);
  });

  it("polls every 1000 ms and stops after 75 %", () => {
    const source = { currentTime: 0, duration: 40 };
    const milestones: number[] = [];
    pollVideoProgress(
      () => source,
      (percent) => milestones.push(percent),
    );
    source.currentTime = 10;
    vi.advanceTimersByTime(999);
    expect(milestones).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(milestones).toEqual([25]);
    source.currentTime = 31;
    vi.advanceTimersByTime(1000);
    expect(milestones).toEqual([25, 50, 75]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("waits while there is no source yet, and stops when asked", () => {
    let source: { currentTime: number; duration: number } | null = null;
    const onMilestone = vi.fn();
    const stop = pollVideoProgress(() => source, onMilestone);
    vi.advanceTimersByTime(3000);
    source = { currentTime: 60, duration: 100 };
    vi.advanceTimersByTime(1000);
    expect(onMilestone.mock.calls).toEqual([[25], [50]]);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
