import { FIELD_LIMITS } from "@fad/contracts/patient/field-limits";
import { NO_INSURANCE } from "@fad/contracts/provider/insurance";
import { useEffect } from "react";
import { useInsurance } from "../../../api/insurance.ts";
import { carrierFromSearch } from "../../../search-model/search-insurance-choice.ts";
import { ErrorBanner } from "../../../ui/error-banner.tsx";
import { useText } from "../../../ui/i18n/use-text.ts";
import { PatientField } from "./patient-field.tsx";
import { carrierTakesPolicy, type PatientForm } from "./use-patient-form.ts";

/**
 * Insurance carrier (GET /fadmaa/provider/insurance/, 'No Insurance' first as the server lists it) and
 * policy id, both optional. The policy id is disabled until a carrier other than 'No Insurance' is chosen.
 * The carrier starts from the insurer chosen in the search (decision 68) when the visitor has not chosen
 * one; they can change it.
 */
export function InsuranceFields({ form }: { form: PatientForm }) {
  const t = useText();
  const insurance = useInsurance();
  const insurers = insurance.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the list is in; the form's handlers are new each render
  useEffect(() => {
    if (!insurers) return;
    const carrier = carrierFromSearch(
      form.draft.insuranceId,
      (insurerId) => insurers.find((insurer) => insurer.insurerId === insurerId)?.insurancePayorName ?? null,
    );
    if (carrier !== null) form.changeInsurance(carrier);
  }, [insurers]);
  // On a failed call the form still offers 'No Insurance', so the visitor can go on (the field is optional).
  const carriers =
    insurance.data?.map((insurer) => insurer.insurancePayorName) ?? (insurance.isError ? [NO_INSURANCE] : []);
  const chosen = form.draft.insuranceId;
  // A pre-filled carrier the list does not name is still shown, so the select tells the truth.
  const options = chosen && !carriers.includes(chosen) ? [...carriers, chosen] : carriers;
  const takesPolicy = carrierTakesPolicy(chosen);
  return (
    <>
      {insurance.isError ? <ErrorBanner /> : null}
      <div className="patient-step__row">
        <PatientField label={t("booking.patient.insuranceId")} problem={form.errors.insuranceId}>
          {(control) => (
            <select
              {...control}
              ref={form.register("insuranceId")}
              className="select"
              value={chosen}
              aria-busy={insurance.isPending || undefined}
              onChange={(event) => form.changeInsurance(event.target.value)}
              onBlur={() => form.blur("insuranceId")}
            >
              <option value="">
                {insurance.isPending
                  ? t("booking.patient.insuranceLoading")
                  : t("booking.patient.insurancePlaceholder")}
              </option>
              {options.map((carrier) => (
                <option key={carrier} value={carrier}>
                  {carrier}
                </option>
              ))}
            </select>
          )}
        </PatientField>
        <PatientField
          label={t("booking.patient.policyId")}
          problem={form.errors.policyId}
          hint={takesPolicy ? undefined : t("booking.patient.policyIdHint")}
        >
          {(control) => (
            <input
              {...control}
              ref={form.register("policyId")}
              className="input"
              type="text"
              autoComplete="off"
              maxLength={FIELD_LIMITS.policyId}
              disabled={!takesPolicy}
              value={form.draft.policyId}
              onChange={(event) => form.change("policyId", event.target.value)}
              onBlur={() => form.blur("policyId")}
            />
          )}
        </PatientField>
      </div>
    </>
  );
}
