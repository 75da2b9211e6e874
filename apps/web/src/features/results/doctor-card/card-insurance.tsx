import { CARD_INSURER_COUNT, INSURANCE_SECTION_ID } from "@fad/contracts/messages/insurance-texts";
import type { AcceptedInsurer } from "@fad/contracts/provider/insurance";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { profilePath } from "@fad/contracts/routes/app-routes";
import { Link } from "react-router";
import { useResultsReturnState } from "../../../search-model/results-return.ts";
import { useText } from "../../../ui/i18n/use-text.ts";

/** The insurers to name on the card: the one searched for first, then the list's order (by name). */
export function cardInsurers(
  accepted: readonly AcceptedInsurer[],
  chosenInsurerId: number | null,
): { named: AcceptedInsurer[]; more: number } {
  const chosen = accepted.filter((insurer) => insurer.insurerId === chosenInsurerId);
  const ordered = [...chosen, ...accepted.filter((insurer) => insurer.insurerId !== chosenInsurerId)];
  return { named: ordered.slice(0, CARD_INSURER_COUNT), more: Math.max(0, ordered.length - CARD_INSURER_COUNT) };
}

export interface CardInsuranceProps {
  physician: Physician;
  location: ProviderLocation;
  name: string;
  /** The insurer the search asked for, named first; null without one. */
  chosenInsurerId: number | null;
}

/**
 * The card's line of insurers the shown location accepts (decision 67): the first few, then "+n more"
 * to the profile's full list. Nothing when the location lists none (the self-pay note says to call).
 */
export function CardInsurance({ physician, location, name, chosenInsurerId }: CardInsuranceProps) {
  const { named, more } = cardInsurers(location.acceptedInsurance, chosenInsurerId);
  const fromSearch = useResultsReturnState();
  const t = useText();
  if (named.length === 0) return null;
  return (
    <p className="doctor-card__insurance">
      <span className="doctor-card__insurance-label">{t("insurance.cardLabel")}</span>{" "}
      {named.map((insurer) => insurer.insurancePayorName).join(", ")}
      {more > 0 ? (
        <>
          {" "}
          <Link to={`${profilePath(physician.urlTitle)}#${INSURANCE_SECTION_ID}`} state={fromSearch}>
            {t("insurance.cardMore", { count: more })}
            <span className="visually-hidden">{t("insurance.cardMoreOf", { name })}</span>
          </Link>
        </>
      ) : null}
    </p>
  );
}
