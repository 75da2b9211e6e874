import { useText } from "../i18n/use-text.ts";

/** Spec §2: the card writes the note plainly, the profile with a leading asterisk. */
export function SelfPayNote({ variant, className = "" }: { variant: "card" | "profile"; className?: string }) {
  const t = useText();
  return (
    <p className={`self-pay-note ${className}`}>
      {variant === "profile" ? t("physician.selfPayNoteProfile") : t("physician.selfPayNote")}
    </p>
  );
}
