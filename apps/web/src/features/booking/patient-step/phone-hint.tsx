import { useText } from "../../../ui/i18n/use-text.ts";

/** ###-###-#### on screen; spoken as the spec's "### dash ### dash ####". */
export function PhoneHint() {
  const t = useText();
  return (
    <>
      <span aria-hidden="true">{t("booking.patient.phoneHint")}</span>
      <span className="visually-hidden">{t("booking.patient.phoneHintSpoken")}</span>
    </>
  );
}
