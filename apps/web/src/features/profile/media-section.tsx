import { PROFILE_TEXTS } from "@fad/contracts/messages/profile-texts";
import type { Physician } from "@fad/contracts/provider/search-providers";
import { PROFILE_MESSAGES } from "./profile-messages.ts";
import { ProfileSection } from "./profile-section.tsx";
import { TrackedExternalLink } from "./tracked-external-link.tsx";
import { toEmbeddableVideo } from "./video/embeddable-video.ts";
import { FeaturedVideo } from "./video/featured-video.tsx";

type MediaItem = Physician["fadMediaList"][number];

export interface MediaGroups {
  /** The first featured video that can be embedded; null when none. */
  featured: MediaItem | null;
  /** Every other video, listed as links. */
  videos: MediaItem[];
  publications: MediaItem[];
  links: MediaItem[];
}

/** Spec §2 Media: the first featured video embedded, the other videos listed, then publications. */
export function groupMedia(media: MediaItem[], origin: string): MediaGroups {
  const allVideos = media.filter((item) => item.type === "video");
  const featured = allVideos.find((item) => item.featured && toEmbeddableVideo(item.url, origin)) ?? null;
  return {
    featured,
    videos: allVideos.filter((item) => item !== featured),
    publications: media.filter((item) => item.type === "publication"),
    links: media.filter((item) => item.type === "link"),
  };
}

export function hasMediaSection(groups: MediaGroups): boolean {
  return groups.featured !== null || groups.videos.length > 0 || groups.publications.length > 0;
}

export function MediaSection({ groups, origin }: { groups: MediaGroups; origin: string }) {
  const featuredVideo = groups.featured ? toEmbeddableVideo(groups.featured.url, origin) : null;
  return (
    <ProfileSection title={PROFILE_TEXTS.sections.media}>
      {groups.featured && featuredVideo ? (
        <FeaturedVideo name={groups.featured.name} url={groups.featured.url} video={featuredVideo} />
      ) : null}
      <MediaList title={PROFILE_MESSAGES.media.videos} items={groups.videos} context="video" />
      <MediaList title={PROFILE_MESSAGES.media.publications} items={groups.publications} context="publication" />
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
