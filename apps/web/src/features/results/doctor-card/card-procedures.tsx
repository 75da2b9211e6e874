import { CARD_PROCEDURE_COUNT } from "@fad/contracts/messages/physician-texts";
import type { Physician } from "@fad/contracts/provider/search-providers";
import { profilePath } from "@fad/contracts/routes/app-routes";
import { Link } from "react-router";
import { useResultsReturnState } from "../../../search-model/results-return.ts";
import { useText } from "../../../ui/i18n/use-text.ts";
import { PROCEDURES_HASH } from "./doctor-card-links.ts";

/** The first 3 procedures and conditions (spec §9) and See All (n) to the profile's section. */
export function CardProcedures({ physician, name }: { physician: Physician; name: string }) {
  const keywords = [...new Set(physician.proceduresAndConditions.map((entry) => entry.keyword))];
  const fromSearch = useResultsReturnState();
  const t = useText();
  if (keywords.length === 0) return null;
  return (
    <div className="doctor-card__procedures">
      <h3 className="doctor-card__subheading">{t("physician.proceduresHeading")}</h3>
      <ul className="doctor-card__procedure-list">
        {keywords.slice(0, CARD_PROCEDURE_COUNT).map((keyword) => (
          <li key={keyword}>{keyword}</li>
        ))}
      </ul>
      <Link
        className="doctor-card__see-all"
        to={`${profilePath(physician.urlTitle)}${PROCEDURES_HASH}`}
        state={fromSearch}
      >
        {t("physician.seeAll", { count: keywords.length })}
        <span className="visually-hidden">{t("physician.proceduresOf", { name })}</span>
      </Link>
    </div>
  );
}
