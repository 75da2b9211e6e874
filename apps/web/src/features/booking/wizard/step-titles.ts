import type { Text } from "../../../ui/i18n/use-text.ts";

/** The desktop wizard's 3 steps' titles (spec booking §2 "Desktop wizard"), in the page's language. */
export function desktopStepTitles(t: Text): [string, string, string] {
  return [t("booking.step.appointment"), t("booking.step.patient"), t("booking.step.review")];
}

/** The mobile flow's 4 steps' titles (spec booking §2 "Mobile flow"). */
export function mobileStepTitles(t: Text): [string, string, string, string] {
  return [
    t("booking.mobileStep.questions"),
    t("booking.mobileStep.details"),
    t("booking.step.patient"),
    t("booking.step.review"),
  ];
}
