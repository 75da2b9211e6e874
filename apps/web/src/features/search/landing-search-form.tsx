import type { SearchTerm } from "@fad/contracts/terms/autocomplete";
import type { SiteContext } from "../../search-model/site-context.ts";
import { preloadDisclosureModal } from "../../ui/disclosure-modal/disclosure-modal-on-demand.tsx";
import { useText, yesNo } from "../../ui/i18n/use-text.ts";
import { KeywordTypeAhead } from "../../ui/keyword-type-ahead/keyword-type-ahead.tsx";
import { LocationSearch } from "../../ui/location-search/location-search.tsx";
import type { UserGeolocation } from "../../ui/location-search/use-user-geolocation.ts";
import { LANDING_LOCATION_ID, type LandingFormState } from "./use-landing-form.ts";

export interface LandingSearchFormProps {
  form: LandingFormState;
  site: SiteContext;
  isMobile: boolean;
  geolocation: UserGeolocation;
  /** Find a Doctor, or Enter in the keyword box. */
  onSubmit: () => void;
  onSelectTerm: (term: SearchTerm) => void;
}

/** The landing's search: keyword and location boxes and Find a Doctor (disabled until a search can run). */
export function LandingSearchForm({
  form,
  site,
  isMobile,
  geolocation,
  onSubmit,
  onSelectTerm,
}: LandingSearchFormProps) {
  const t = useText();
  return (
    <search aria-label={t("landing.formLabel")}>
      <form
        className="landing-search"
        onFocus={preloadDisclosureModal}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="landing-search__keyword">
          <KeywordTypeAhead
            id="landing-keyword"
            label={t("landing.keywordLabel", { psg: yesNo(site.isPsg) })}
            placeholder={t("landing.keywordPlaceholder", { mobile: yesNo(isMobile), psg: yesNo(site.isPsg) })}
            value={form.keyword}
            onValueChange={form.setKeyword}
            onSelectTerm={onSelectTerm}
            onValidityChange={form.setKeywordValid}
            onEnter={onSubmit}
            coids={site.coids}
            program={site.program}
          />
        </div>
        <div className="landing-search__location">
          <LocationSearch
            id={LANDING_LOCATION_ID}
            label={t("landing.locationLabel")}
            value={form.locationText}
            onValueChange={form.changeLocationText}
            onPlaceChange={form.setPlace}
            onValidityChange={form.setLocationValid}
            geolocation={geolocation}
            error={form.placeError}
          />
        </div>
        <button type="submit" className="button landing-search__submit" disabled={!form.canSearch}>
          {t("landing.findButton")}
        </button>
      </form>
    </search>
  );
}
