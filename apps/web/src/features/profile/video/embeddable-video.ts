import { YOUTUBE_EMBED_ORIGIN } from "@fad/contracts/config/video-hosts";

/**
 * How a media-list video address is played (spec §2: "video addresses are rewritten before embedding").
 * YouTube watch, short and embed addresses become the privacy-enhanced embed address; an address of a
 * media file is played by the browser's own <video> element; anything else is only linked. A video is
 * embedded only where the page's CSP lets it play (decision 105): a file from our own server, or from a
 * video host the configuration names (FAD_VIDEO_HOSTS, sent as the Configuration's videoHosts); YouTube
 * only when its privacy-enhanced host is named. Any other is listed as a link, never shown blocked.
 */
export type EmbeddableVideo =
  | { kind: "youtube"; videoId: string; embedUrl: string; watchUrl: string }
  | { kind: "file"; src: string }
  | null;

export const YOUTUBE_PRIVACY_HOST = YOUTUBE_EMBED_ORIGIN;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const MEDIA_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov|mp3|wav)$/i;

export function youTubeVideoId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address, "https://invalid.example");
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else id = url.pathname.match(/^\/(?:embed|shorts|v)\/([^/]+)/)?.[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The privacy-enhanced embed address; enablejsapi lets the on-demand player script read its progress. */
export function youTubeEmbedUrl(videoId: string, origin: string): string {
  const query = new URLSearchParams({ autoplay: "1", enablejsapi: "1", rel: "0", origin });
  return `${YOUTUBE_PRIVACY_HOST}/embed/${videoId}?${query}`;
}

export function toEmbeddableVideo(address: string, origin: string, videoHosts: readonly string[]): EmbeddableVideo {
  const videoId = youTubeVideoId(address);
  if (videoId) {
    if (!videoHosts.includes(YOUTUBE_PRIVACY_HOST)) return null;
    return {
      kind: "youtube",
      videoId,
      embedUrl: youTubeEmbedUrl(videoId, origin),
      watchUrl: `https://www.youtube.com/watch?v=${videoId}`,
    };
  }
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return null;
  }
  if (!MEDIA_FILE.test(url.pathname)) return null;
  // A root-relative address is our own server's, wherever the app is embedded (api-origin.ts).
  const ours = (address.startsWith("/") && !address.startsWith("//")) || url.origin === origin;
  return ours || videoHosts.includes(url.origin) ? { kind: "file", src: address } : null;
}

/** A media file's captions: the WebVTT file of the same name beside it (decision 104). */
export function captionsAddressOf(src: string): string {
  return src.replace(MEDIA_FILE_IN_ADDRESS, ".vtt$2");
}
const MEDIA_FILE_IN_ADDRESS = /\.(mp4|m4v|webm|ogv|ogg|mov|mp3|wav)([?#].*)?$/i;
