/**
 * The video hosts the app knows by name (decision 105). A host is allowed only when the configuration
 * names its origin (FAD_VIDEO_HOSTS): its frames and media may then load in our pages (CSP frame-src,
 * media-src), and the web app embeds a featured video from it instead of listing it as a link.
 */

/** YouTube's privacy-enhanced embed host: a YouTube video is embedded only when this is named. */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/**
 * Where YouTube's IFrame Player API script comes from: the only way to read an embedded YouTube video's
 * position. When this origin is named, the CSP also lets its script run (script-src); no other video
 * host is ever allowed to run script.
 */
export const YOUTUBE_PLAYER_SCRIPT_ORIGIN = "https://www.youtube.com";

/** The video hosts whose script the CSP allows, out of those named. */
export function videoScriptOrigins(videoHosts: readonly string[]): string[] {
  return videoHosts.filter((origin) => origin === YOUTUBE_PLAYER_SCRIPT_ORIGIN);
}
