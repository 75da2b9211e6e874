import { timesForText, VISIT_TEXTS } from "@fad/contracts/messages/visit-texts";
import { VISITS, type Visit } from "@fad/contracts/provider/visit";
import { useEffect, useId, useState } from "react";
import "./visit-choice.css";

/**
 * "Your visit: New patient / Returning patient", said before a time is picked (decision 129): the
 * times beside it are for that visit, so a picked time arrives on the booking page bookable as what
 * the patient is. Native radios: they work before the app is live (early input is replayed, decision 85).
 */
export function VisitChoice({ value, onChange }: { value: Visit; onChange: (visit: Visit) => void }) {
  const id = useId();
  // The page writes the visit to its address, a navigation that ends a moment later: the radio shows
  // the choice at once rather than snapping back until then.
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  return (
    <fieldset className="visit-choice">
      <legend className="visit-choice__legend">{VISIT_TEXTS.legend}</legend>
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
            {VISIT_TEXTS.options[visit]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Which type (and so which patients) the times below are for; nothing when no type is known. */
export function TimesForLine(props: {
  type: { friendlyName2: string; patientType: "New" | "Current" | "New/Current" } | null;
}) {
  if (!props.type) return null;
  return <p className="visit-times-for">{timesForText(props.type)}</p>;
}
