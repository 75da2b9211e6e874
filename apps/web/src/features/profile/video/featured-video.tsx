import { languageDisplayName } from "@fad/contracts/i18n/language-names";
import { isLocale } from "@fad/contracts/i18n/locales";
import { useEffect, useRef, useState } from "react";
import { appResourceUrl, getAppOrigin } from "../../../api/api-origin.ts";
import { sendAnalyticsEvent } from "../../../ui/analytics.ts";
import { usePageIntl, useText } from "../../../ui/i18n/use-text.ts";
import { PROFILE_ANALYTICS } from "../profile-messages.ts";
import { TrackedExternalLink } from "../tracked-external-link.tsx";
import { captionsAddressOf, type EmbeddableVideo } from "./embeddable-video.ts";
import { createPlayMilestones } from "./play-milestones.ts";
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
 * progress is sent as analytics events (spec §2, §9): a media file's from its element's events, a
 * YouTube video's polled every second through the player script.
 */
export function FeaturedVideo({ name, url, video }: FeaturedVideoProps) {
  const [playing, setPlaying] = useState(false);
  const t = useText();
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
            <span className="visually-hidden">{t("profile.media.play", { name })}</span>
          </button>
        )}
      </div>
      <figcaption className="featured-video__caption">
        <span>{name}</span>
        {video.kind === "youtube" ? (
          <TrackedExternalLink href={video.watchUrl} context="video">
            {t("profile.media.watchElsewhere")}
          </TrackedExternalLink>
        ) : null}
      </figcaption>
    </figure>
  );
}

function VideoPlayer(props: FeaturedVideoProps) {
  return props.video.kind === "file" ? (
    <FilePlayer {...props} src={props.video.src} />
  ) : (
    <YouTubePlayer {...props} embedUrl={props.video.embedUrl} />
  );
}

/** Sends one Video Progress event (the analytics data carries no patient data: the video's name and address). */
function reportProgress(percent: number, name: string, url: string): void {
  sendAnalyticsEvent(PROFILE_ANALYTICS.videoProgress, PROFILE_ANALYTICS.category, {
    percent,
    video: name,
    url,
  });
}

/**
 * A media file in the browser's own player, with its captions (the WebVTT file beside it). Progress
 * comes from the element's own timeupdate and ended events (play-milestones.ts, decision 104).
 */
function FilePlayer({ name, url, src }: Omit<FeaturedVideoProps, "video"> & { src: string }) {
  const t = useText();
  const { locale } = usePageIntl();
  // The captions are English (srcLang): the track is named so in the page's language.
  const captionsLabel = languageDisplayName("English", isLocale(locale) ? locale : "en-US");
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    element.focus();
    const milestones = createPlayMilestones();
    const send = (reached: number[]) => {
      for (const percent of reached) reportProgress(percent, name, url);
    };
    const onTimeUpdate = () => send(milestones.timeUpdate(element));
    const onEnded = () => send(milestones.ended());
    element.addEventListener("timeupdate", onTimeUpdate);
    element.addEventListener("ended", onEnded);
    return () => {
      element.removeEventListener("timeupdate", onTimeUpdate);
      element.removeEventListener("ended", onEnded);
    };
  }, [name, url]);
  return (
    <video
      ref={videoRef}
      className="featured-video__player"
      src={appResourceUrl(src)}
      controls
      autoPlay
      playsInline
      preload="metadata"
      // Embedded in another origin's page, the captions file comes from ours (api-origin.ts).
      crossOrigin={getAppOrigin() ? "anonymous" : undefined}
      tabIndex={0}
      aria-label={t("profile.media.playerTitle", { name })}
    >
      <track kind="captions" src={appResourceUrl(captionsAddressOf(src))} srcLang="en" label={captionsLabel} default />
    </video>
  );
}

/** A YouTube embed; its iframe has no time events, so the player script's position is polled each second (spec §9). */
function YouTubePlayer({ name, url, embedUrl }: Omit<FeaturedVideoProps, "video"> & { embedUrl: string }) {
  const t = useText();
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    let source: MediaProgressSource | null = null;
    let cancelled = false;
    if (frameRef.current) {
      attachYouTubeProgressSource(frameRef.current).then(
        (attached) => {
          if (!cancelled) source = attached;
        },
        (error: unknown) => console.warn("Find a Doctor: video progress is not available", error),
      );
    }
    frameRef.current?.focus();
    const stop = pollVideoProgress(
      () => source,
      (percent) => reportProgress(percent, name, url),
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, [name, url]);
  return (
    <iframe
      ref={frameRef}
      className="featured-video__player"
      src={embedUrl}
      title={t("profile.media.playerTitle", { name })}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
