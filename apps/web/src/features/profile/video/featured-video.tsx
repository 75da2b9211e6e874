import { useEffect, useRef, useState } from "react";
import { sendAnalyticsEvent } from "../../../ui/analytics.ts";
import { PROFILE_MESSAGES } from "../profile-messages.ts";
import { TrackedExternalLink } from "../tracked-external-link.tsx";
import type { EmbeddableVideo } from "./embeddable-video.ts";
import { type MediaProgressSource, pollVideoProgress } from "./video-progress.ts";
import { attachYouTubeProgressSource } from "./youtube-player.ts";
import "./featured-video.css";

export interface FeaturedVideoProps {
  name: string;
  /** The address as the media list gives it (sent with the progress events). */
  url: string;
  video: NonNullable<EmbeddableVideo>;
}

/**
 * The profile's first featured video behind a click-to-play facade: nothing is fetched from a video
 * service until the visitor asks (the page works with no network). Once playing, its 25/50/75 %
 * progress is polled every second and sent as analytics events (spec §2, §9).
 */
export function FeaturedVideo({ name, url, video }: FeaturedVideoProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <figure className="featured-video">
      <div className="featured-video__frame">
        {playing ? (
          <VideoPlayer name={name} url={url} video={video} />
        ) : (
          <button type="button" className="featured-video__facade" onClick={() => setPlaying(true)}>
            <span className="featured-video__play" aria-hidden="true" />
            <span className="featured-video__title" aria-hidden="true">
              {name}
            </span>
            <span className="visually-hidden">{PROFILE_MESSAGES.media.play(name)}</span>
          </button>
        )}
      </div>
      <figcaption className="featured-video__caption">
        <span>{name}</span>
        {video.kind === "youtube" ? (
          <TrackedExternalLink href={video.watchUrl} context="video">
            {PROFILE_MESSAGES.media.watchElsewhere}
          </TrackedExternalLink>
        ) : null}
      </figcaption>
    </figure>
  );
}

function VideoPlayer({ name, url, video }: FeaturedVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let source: MediaProgressSource | null = null;
    let cancelled = false;
    if (video.kind === "file") source = videoRef.current;
    else if (frameRef.current) {
      attachYouTubeProgressSource(frameRef.current).then(
        (attached) => {
          if (!cancelled) source = attached;
        },
        (error: unknown) => console.warn("Find a Doctor: video progress is not available", error),
      );
    }
    (videoRef.current ?? frameRef.current)?.focus();
    const stop = pollVideoProgress(
      () => source,
      (percent) =>
        sendAnalyticsEvent(PROFILE_MESSAGES.analytics.videoProgress, PROFILE_MESSAGES.analytics.category, {
          percent,
          video: name,
          url,
        }),
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, [video, name, url]);

  if (video.kind === "file") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the media list carries no caption track; the title names the video.
      <video
        ref={videoRef}
        className="featured-video__player"
        src={video.src}
        controls
        autoPlay
        preload="metadata"
        tabIndex={0}
        title={PROFILE_MESSAGES.media.playerTitle(name)}
        aria-label={PROFILE_MESSAGES.media.playerTitle(name)}
      />
    );
  }
  return (
    <iframe
      ref={frameRef}
      className="featured-video__player"
      src={video.embedUrl}
      title={PROFILE_MESSAGES.media.playerTitle(name)}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
