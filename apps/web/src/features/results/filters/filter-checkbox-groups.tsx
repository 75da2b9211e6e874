import { languageDisplayName } from "@fad/contracts/i18n/language-names";
import { isLocale } from "@fad/contracts/i18n/locales";
import type { Gender } from "@fad/contracts/search/search-field-rules";
import { usePageIntl, useText } from "../../../ui/i18n/use-text.ts";
import { FilterCheckbox } from "./filter-checkbox.tsx";
import { type FilterValues, languageOptions } from "./filter-values.ts";

interface CheckboxGroupProps {
  value: FilterValues;
  update: (changes: Partial<FilterValues>) => void;
}

const GENDERS = ["Male", "Female"] as const satisfies readonly Gender[];

/** The list with the item added (at the end) or removed. */
export function toggledItem<T extends string>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item);
}

/** Gender: none or both checked means any (see genderFilter). */
export function GenderFilter({ value, update }: CheckboxGroupProps) {
  const t = useText();
  return (
    <fieldset className="filter-panel__group">
      <legend>{t("filters.genderLabel")}</legend>
      {GENDERS.map((gender) => (
        <FilterCheckbox
          key={gender}
          label={gender === "Male" ? t("filters.male") : t("filters.female")}
          isSelected={value.genders.includes(gender)}
          onChange={(on) => update({ genders: toggledItem(value.genders, gender, on) })}
        />
      ))}
    </fieldset>
  );
}

/** Languages: those of the search answer, in a scrolling box. */
export function LanguageFilter({
  value,
  update,
  filteredLanguages,
}: CheckboxGroupProps & { filteredLanguages: readonly string[] }) {
  const t = useText();
  // The directory names languages in English; a Spanish page shows them in Spanish ("español").
  const { locale } = usePageIntl();
  const pageLocale = isLocale(locale) ? locale : "en-US";
  return (
    <fieldset className="filter-panel__group">
      <legend>{t("filters.languagesLabel")}</legend>
      <div className="filter-panel__scroll">
        {languageOptions(filteredLanguages, value.languages).map((language) => (
          <FilterCheckbox
            key={language}
            label={languageDisplayName(language, pageLocale)}
            isSelected={value.languages.includes(language)}
            onChange={(on) => update({ languages: toggledItem(value.languages, language, on) })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Availability: new patients booking online, telemedicine. */
export function AvailabilityFilter({ value, update }: CheckboxGroupProps) {
  const t = useText();
  return (
    <fieldset className="filter-panel__group">
      <legend>{t("filters.availabilityLabel")}</legend>
      <FilterCheckbox
        label={t("physician.newPatientOnlineBooking")}
        isSelected={value.acceptingNewPatientsOnly}
        onChange={(acceptingNewPatientsOnly) => update({ acceptingNewPatientsOnly })}
      />
      <FilterCheckbox
        label={t("physician.telemedicineAvailable")}
        isSelected={value.telemedicine}
        onChange={(telemedicine) => update({ telemedicine })}
      />
    </fieldset>
  );
}
