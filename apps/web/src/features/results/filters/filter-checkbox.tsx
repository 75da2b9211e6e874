import { Checkbox } from "react-aria-components";

export interface FilterCheckboxProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  value?: string;
}

/** A react-aria checkbox with a drawn box: a 44 px tall target, keyboard (Space) and label handled. */
export function FilterCheckbox({ label, isSelected, onChange, value }: FilterCheckboxProps) {
  return (
    <Checkbox className="filter-checkbox" isSelected={isSelected} onChange={onChange} value={value}>
      <span className="filter-checkbox__box" aria-hidden="true">
        <svg aria-hidden="true" viewBox="0 0 18 18" width="14" height="14" focusable="false">
          <polyline points="2.5 9.5 7 14 15.5 4.5" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
      </span>
      <span className="filter-checkbox__label">{label}</span>
    </Checkbox>
  );
}
