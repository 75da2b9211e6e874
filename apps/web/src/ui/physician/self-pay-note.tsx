import { PHYSICIAN_TEXTS } from "@fad/contracts/messages/physician-texts";

/** Spec §2: the card writes the note plainly, the profile with a leading asterisk. */
export function SelfPayNote({ variant, className = "" }: { variant: "card" | "profile"; className?: string }) {
  return (
    <p className={`self-pay-note ${className}`}>
      {variant === "profile" ? PHYSICIAN_TEXTS.selfPayNoteProfile : PHYSICIAN_TEXTS.selfPayNote}
    </p>
  );
}
