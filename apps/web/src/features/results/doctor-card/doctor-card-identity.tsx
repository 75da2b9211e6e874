import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { profilePath } from "@fad/contracts/routes/app-routes";
import { Link } from "react-router";
import type { ResultsReturn } from "../../../search-model/results-return.ts";
import { useSpecialtyName } from "../../../ui/i18n/use-text.ts";
import { PhysicianBadges } from "../../../ui/physician/physician-badges.tsx";
import { formatDesignation, primarySpecialtyNames } from "../../../ui/physician/physician-format.ts";
import { PhysicianPhoto } from "../../../ui/physician/physician-photo.tsx";
import { StarRating } from "../../../ui/physician/star-rating.tsx";

const CARD_PHOTO_SIZE = 96;

export interface DoctorCardIdentityProps {
  physician: Physician;
  /** The location shown on the card (its badges). */
  location: ProviderLocation | null;
  /** The formatted name. */
  name: string;
  /** The id of the name's heading, which names the card. */
  headingId: string;
  /** The selected specialty's name, shown instead of the primary specialties when set. */
  selectedSpecialtyName?: string | null;
  /** This search, carried to the profile. */
  fromSearch: ResultsReturn;
}

/** Who the doctor is: photo, name (a link to the profile), specialty, rating and badges. */
export function DoctorCardIdentity(props: DoctorCardIdentityProps) {
  const { physician, name } = props;
  const designation = formatDesignation(physician.physicianDesignation);
  const shownName = useSpecialtyName();
  const specialty = (props.selectedSpecialtyName ? [props.selectedSpecialtyName] : primarySpecialtyNames(physician))
    .map(shownName)
    .join(", ");
  return (
    <div className="doctor-card__identity">
      <PhysicianPhoto physician={physician} size={CARD_PHOTO_SIZE} />
      <div className="doctor-card__headline">
        <h2 className="doctor-card__name" id={props.headingId}>
          <Link to={profilePath(physician.urlTitle)} state={props.fromSearch}>
            {designation ? `${name}, ${designation}` : name}
          </Link>
        </h2>
        {specialty ? <p className="doctor-card__specialty">{specialty}</p> : null}
        <StarRating rating={physician.starRatings} count={physician.ratingCount} />
        <PhysicianBadges physician={physician} location={props.location} />
      </div>
    </div>
  );
}
