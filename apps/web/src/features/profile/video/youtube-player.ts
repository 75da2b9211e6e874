import { YOUTUBE_PLAYER_SCRIPT_ORIGIN } from "@fad/contracts/config/video-hosts";
import type { MediaProgressSource } from "./video-progress.ts";

/** The YouTube IFrame Player API script, loaded only when a visitor starts a YouTube video. */
export const YOUTUBE_IFRAME_API_URL = `${YOUTUBE_PLAYER_SCRIPT_ORIGIN}/iframe_api`;
const LOAD_TIMEOUT_MS = 15_000;

/** The part of the YouTube player the progress poll needs. */
interface YouTubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
}
interface YouTubeNamespace {
  Player: new (element: HTMLIFrameElement, options: { events?: Record<string, () => void> }) => YouTubePlayer;
}
declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let loading: Promise<YouTubeNamespace> | null = null;

/** Loads the player script once; rejects when it cannot load (no network, blocked, or too slow). */
export function loadYouTubeIframeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const fail = (reason: string) => {
      loading = null;
      reject(new Error(`YouTube player script: ${reason}`));
    };
    const timeout = setTimeout(() => fail("timed out"), LOAD_TIMEOUT_MS);
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      clearTimeout(timeout);
      if (window.YT?.Player) resolve(window.YT);
      else fail("loaded without a player");
    };
    const script = document.createElement("script");
    script.src = YOUTUBE_IFRAME_API_URL;
    script.async = true;
    script.onerror = () => {
      clearTimeout(timeout);
      script.remove();
      fail("could not load");
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Attaches the YouTube player to an embed iframe already showing the video and exposes it as the
 * HTML5 media interface the progress poll reads: currentTime ← getCurrentTime(), duration ←
 * getDuration() (0 until the player knows it, which the poll ignores).
 */
export async function attachYouTubeProgressSource(iframe: HTMLIFrameElement): Promise<MediaProgressSource> {
  const YT = await loadYouTubeIframeApi();
  const player = new YT.Player(iframe, {});
  return {
    get currentTime() {
      return safeNumber(() => player.getCurrentTime());
    },
    get duration() {
      return safeNumber(() => player.getDuration());
    },
  };
}

/** The player's methods exist only once it is ready; before that the position reads as 0. */
function safeNumber(read: () => number): number {
  try {
    const value = read();
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** Tests only: forget a loaded or failed script. */
export function resetYouTubeIframeApiForTests(): void {
  loading = null;
}
