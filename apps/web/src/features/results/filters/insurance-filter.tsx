import { useId } from "react";
import { useInsurance } from "../../../api/insurance.ts";
import { useText } from "../../../ui/i18n/use-text.ts";
import "./insurance-filter.css";

export interface InsuranceChoiceValue {
  insurerId: number | null;
  insurancePlanId: number | null;
}

export interface InsuranceFilterProps extends InsuranceChoiceValue {
  onChange: (choice: InsuranceChoiceValue) => void;
}

/**
 * "Accepts my insurance" (decision 67): an insurer of the insurance list, then optionally one of its
 * plans. 'No Insurance' is not offered: self-pay visits are arranged by phone (decision 68), as the note
 * under the list says. A chosen insurer stays shown while the list loads, or if it fails.
 */
export function InsuranceFilter({ insurerId, insurancePlanId, onChange }: InsuranceFilterProps) {
  const base = useId();
  const insurance = useInsurance();
  const insurers = (insurance.data ?? []).filter((insurer) => insurer.insurerId !== undefined);
  const chosen = insurers.find((insurer) => insurer.insurerId === insurerId) ?? null;
  const plans = chosen?.insurancePlans ?? [];
  const planIsListed = plans.some((plan) => plan.insurancePlanId === insurancePlanId);
  const hintId = `${base}-hint`;
  const t = useText();

  return (
    <fieldset className="filter-panel__group filter-panel__insurance" aria-describedby={hintId}>
      <legend>{t("insurance.filterLegend")}</legend>
      <div className="field filter-panel__field">
        <label htmlFor={`${base}-insurer`}>{t("insurance.insurerLabel")}</label>
        <select
          id={`${base}-insurer`}
          className="select"
          value={insurerId === null ? "" : String(insurerId)}
          aria-busy={insurance.isPending || undefined}
          onChange={(event) =>
            onChange({
              insurerId: event.target.value === "" ? null : Number(event.target.value),
              insurancePlanId: null,
            })
          }
        >
          <option value="">{insurance.isPending ? t("insurance.loadingInsurers") : t("insurance.anyInsurer")}</option>
          {insurers.map((insurer) => (
            <option key={insurer.insurerId} value={String(insurer.insurerId)}>
              {insurer.insurancePayorName}
            </option>
          ))}
          {insurerId !== null && !chosen ? (
            <option value={String(insurerId)}>
              {insurance.isPending ? t("insurance.loadingInsurers") : t("insurance.unlistedInsurer")}
            </option>
          ) : null}
        </select>
      </div>
      {chosen && plans.length > 1 ? (
        <div className="field filter-panel__field">
          <label htmlFor={`${base}-plan`}>{t("insurance.planLabel")}</label>
          <select
            id={`${base}-plan`}
            className="select"
            value={insurancePlanId === null || !planIsListed ? "" : String(insurancePlanId)}
            onChange={(event) =>
              onChange({
                insurerId,
                insurancePlanId: event.target.value === "" ? null : Number(event.target.value),
              })
            }
          >
            <option value="">{t("insurance.anyPlan", { payorName: chosen.insurancePayorName })}</option>
            {plans.map((plan) => (
              <option key={plan.insurancePlanId} value={String(plan.insurancePlanId)}>
                {plan.insurancePlanName}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p id={hintId} className="filter-panel__hint">
        {t("insurance.selfPayHint")}
      </p>
    </fieldset>
  );
}
