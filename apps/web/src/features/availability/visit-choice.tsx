import type { PatientType } from "@fad/contracts/provider/app-type";
import { VISITS, type Visit } from "@fad/contracts/provider/visit";
import { useEffect, useId, useState } from "react";
import { useText } from "../../ui/i18n/use-text.ts";
import "./visit-choice.css";

/**
 * "Your visit: New patient / Returning patient", said before a time is picked (decision 129): the
 * times beside it are for that visit, so a picked time arrives on the booking page bookable as what
 * the patient is. Native radios: they work before the app is live (early input is replayed, decision 85).
 */
export function VisitChoice({ value, onChange }: { value: Visit; onChange: (visit: Visit) => void }) {
  const id = useId();
  const t = useText();
  // The page writes the visit to its address, a navigation that ends a moment later: the radio shows
  // the choice at once rather than snapping back until then.
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  return (
    <fieldset className="visit-choice">
      <legend className="visit-choice__legend">{t("visit.legend")}</legend>
      <div className="visit-choice__options">
        {VISITS.map((visit) => (
          <label key={visit} className="visit-choice__option">
            <input
              type="radio"
              name={`${id}-visit`}
              value={visit}
              checked={shown === visit}
              onChange={() => {
                setShown(visit);
                onChange(visit);
              }}
            />
            {t("visit.option", { visit })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Which type (and so which patients) the times below are for; nothing when no type is known. */
export function TimesForLine(props: { type: { friendlyName2: string; patientType: PatientType } | null }) {
  const t = useText();
  if (!props.type) return null;
  return (
    <p className="visit-times-for">
      {t("visit.timesFor", { type: props.type.friendlyName2, patients: PATIENTS_CASE[props.type.patientType] })}
    </p>
  );
}

/** A type's patients as the catalog's select names them (an ICU case cannot hold "/"). */
const PATIENTS_CASE: Record<PatientType, "new" | "current" | "both"> = {
  New: "new",
  Current: "current",
  "New/Current": "both",
};
