/**
 * How a media-list video address is played (spec §2: "video addresses are rewritten before embedding").
 * YouTube watch, short and embed addresses become the privacy-enhanced embed address; an address of a
 * media file is played by the browser's own <video> element; anything else is only linked.
 */
export type EmbeddableVideo =
  | { kind: "youtube"; videoId: string; embedUrl: string; watchUrl: string }
  | { kind: "file"; src: string }
  | null;

export const YOUTUBE_PRIVACY_HOST = "https://www.youtube-nocookie.com";
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

export function toEmbeddableVideo(address: string, origin: string): EmbeddableVideo {
  const videoId = youTubeVideoId(address);
  if (videoId) {
    return {
      kind: "youtube",
      videoId,
      embedUrl: youTubeEmbedUrl(videoId, origin),
      watchUrl: `https://www.youtube.com/watch?v=${videoId}`,
    };
  }
  let path: string;
  try {
    path = new URL(address, origin).pathname;
  } catch {
    return null;
  }
  return MEDIA_FILE.test(path) ? { kind: "file", src: address } : null;
}
