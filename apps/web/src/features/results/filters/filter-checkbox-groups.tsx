import { FILTER_TEXTS } from "@fad/contracts/messages/results-texts";
import type { Gender } from "@fad/contracts/search/search-field-rules";
import { FilterCheckbox } from "./filter-checkbox.tsx";
import { type FilterValues, languageOptions } from "./filter-values.ts";
import { FILTERS_MESSAGES } from "./filters-messages.ts";

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
  return (
    <fieldset className="filter-panel__group">
      <legend>{FILTERS_MESSAGES.genderLabel}</legend>
      {GENDERS.map((gender) => (
        <FilterCheckbox
          key={gender}
          label={gender === "Male" ? FILTER_TEXTS.male : FILTER_TEXTS.female}
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
  return (
    <fieldset className="filter-panel__group">
      <legend>{FILTERS_MESSAGES.languagesLabel}</legend>
      <div className="filter-panel__scroll">
        {languageOptions(filteredLanguages, value.languages).map((language) => (
          <FilterCheckbox
            key={language}
            label={language}
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
  return (
    <fieldset className="filter-panel__group">
      <legend>{FILTERS_MESSAGES.availabilityLabel}</legend>
      <FilterCheckbox
        label={FILTER_TEXTS.newPatientOnlineBooking}
        isSelected={value.acceptingNewPatientsOnly}
        onChange={(acceptingNewPatientsOnly) => update({ acceptingNewPatientsOnly })}
      />
      <FilterCheckbox
        label={FILTER_TEXTS.telemedicineAvailable}
        isSelected={value.telemedicine}
        onChange={(telemedicine) => update({ telemedicine })}
      />
    </fieldset>
  );
}
