import { BIO_PREVIEW_CHARACTERS } from "@fad/contracts/messages/profile-texts";
import { useId, useState } from "react";
import { useText } from "../../ui/i18n/use-text.ts";
import { ProfileSection } from "./profile-section.tsx";

/** The first 500 characters (spec §9), cut at the last whole word when one ends near the limit. */
export function biographyPreview(bio: string): string {
  if (bio.length <= BIO_PREVIEW_CHARACTERS) return bio;
  const cut = bio.slice(0, BIO_PREVIEW_CHARACTERS);
  const lastSpace = cut.lastIndexOf(" ");
  const wordEnd = lastSpace > BIO_PREVIEW_CHARACTERS - 40 ? cut.slice(0, lastSpace) : cut;
  return `${wordEnd.trimEnd()}…`;
}

/** Spec §2 Biography: the preview, and View Full Bio / Close Bio when the text is longer. */
export function BiographySection({ bio }: { bio: string }) {
  const t = useText();
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const isLong = bio.length > BIO_PREVIEW_CHARACTERS;
  const shown = expanded || !isLong ? bio : biographyPreview(bio);
  return (
    <ProfileSection title={t("profile.section.biography")}>
      <div id={textId} className={`profile-bio${isLong && !expanded ? " profile-bio--collapsed" : ""}`}>
        {shown.split(/\n{2,}/).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {isLong ? (
        <button
          type="button"
          className="button-link-plain profile-bio__toggle"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t("profile.closeBio") : t("profile.viewFullBio")}
        </button>
      ) : null}
    </ProfileSection>
  );
}
