import type { Faker } from "@faker-js/faker";
import { DEMO_FEATURED_VIDEO_URL } from "../media/demo-media-routes.ts";
import { asKeyword } from "./physician-texts.ts";
import type { SpecialtyEntry } from "./specialty-entry.ts";

export interface MediaDraft {
  type: "video" | "link" | "publication";
  url: string;
  name: string;
  featured: boolean;
}

/** YouTube video ids: 11 characters of this alphabet. */
const VIDEO_ID_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * The profile's Media section (spec: first featured video embedded, other videos listed, links,
 * publications). The featured video is the demo video our own server serves (decision 104), so it plays
 * with no network; the other videos are YouTube-style watch URLs, listed as links, and the links and
 * publications are on reserved example domains.
 */
export function mediaFor(
  faker: Faker,
  clinician: { firstName: string; lastName: string; primary: SpecialtyEntry },
): MediaDraft[] {
  const { primary } = clinician;
  const media: MediaDraft[] = [];
  if (faker.datatype.boolean(0.12)) {
    // The watch address drawn before the demo video was ours is still drawn, so that every later
    // draw, and so the rest of the demo network, stays what it was.
    videoUrl(faker);
    media.push({
      type: "video",
      url: DEMO_FEATURED_VIDEO_URL,
      name: `Meet Dr. ${clinician.firstName} ${clinician.lastName}`,
      featured: true,
    });
    if (faker.datatype.boolean(0.4)) {
      media.push({
        type: "video",
        url: videoUrl(faker),
        name: `Understanding ${asKeyword(faker.helpers.arrayElement(primary.conditions))}`,
        featured: false,
      });
    }
  }
  if (faker.datatype.boolean(0.15)) {
    const topic = faker.helpers.arrayElement(primary.conditions);
    media.push({
      type: "link",
      url: `https://www.example.org/health-library/${topic.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
      name: `${topic}: what to know`,
      featured: false,
    });
  }
  if (faker.datatype.boolean(0.1)) {
    media.push({
      type: "publication",
      url: `https://journals.example.org/articles/${faker.string.numeric(7)}`,
      name: `Outcomes of ${asKeyword(faker.helpers.arrayElement(primary.procedures))} in community practice`,
      featured: false,
    });
  }
  return media;
}

function videoUrl(faker: Faker): string {
  return `https://www.youtube.com/watch?v=${faker.string.fromCharacters(VIDEO_ID_CHARACTERS, 11)}`;
}
