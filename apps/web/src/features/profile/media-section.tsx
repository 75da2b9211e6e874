import type { Physician } from "@fad/contracts/provider/search-providers";
import { useText } from "../../ui/i18n/use-text.ts";
import { ProfileSection } from "./profile-section.tsx";
import { TrackedExternalLink } from "./tracked-external-link.tsx";
import { type EmbeddableVideo, toEmbeddableVideo } from "./video/embeddable-video.ts";
import { FeaturedVideo } from "./video/featured-video.tsx";

type MediaItem = Physician["fadMediaList"][number];

export interface MediaGroups {
  /** The first featured video that can be embedded here, and how; null when none. */
  featured: { item: MediaItem; video: NonNullable<EmbeddableVideo> } | null;
  /** Every other video, listed as links. */
  videos: MediaItem[];
  publications: MediaItem[];
  links: MediaItem[];
}

/**
 * Spec §2 Media: the first featured video embedded, the other videos listed, then publications. Only a
 * video the page's CSP lets play is embedded (our own server's, or a configured video host's); any
 * other is listed with the rest.
 */
export function groupMedia(media: MediaItem[], origin: string, videoHosts: readonly string[]): MediaGroups {
  const allVideos = media.filter((item) => item.type === "video");
  let featured: MediaGroups["featured"] = null;
  for (const item of allVideos) {
    const video = item.featured ? toEmbeddableVideo(item.url, origin, videoHosts) : null;
    if (video) {
      featured = { item, video };
      break;
    }
  }
  return {
    featured,
    videos: allVideos.filter((item) => item !== featured?.item),
    publications: media.filter((item) => item.type === "publication"),
    links: media.filter((item) => item.type === "link"),
  };
}

export function hasMediaSection(groups: MediaGroups): boolean {
  return groups.featured !== null || groups.videos.length > 0 || groups.publications.length > 0;
}

export function MediaSection({ groups }: { groups: MediaGroups }) {
  const { featured } = groups;
  const t = useText();
  return (
    <ProfileSection title={t("profile.section.media")}>
      {featured ? <FeaturedVideo name={featured.item.name} url={featured.item.url} video={featured.video} /> : null}
      <MediaList title={t("profile.media.videos")} items={groups.videos} context="video" />
      <MediaList title={t("profile.media.publications")} items={groups.publications} context="publication" />
    </ProfileSection>
  );
}

export function MediaList({ title, items, context }: { title?: string; items: MediaItem[]; context: string }) {
  if (items.length === 0) return null;
  return (
    <>
      {title ? <h3 className="profile-section__subtitle">{title}</h3> : null}
      <ul className="profile-links">
        {items.map((item) => (
          <li key={`${item.type}:${item.url}`}>
            <TrackedExternalLink href={item.url} context={context}>
              {item.name}
            </TrackedExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}
