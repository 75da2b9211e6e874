import type { ChangeEvent, HTMLAttributes, ReactNode } from "react";
import { useText } from "../../../ui/i18n/use-text.ts";
import { FIELD_LABEL_IDS } from "./field-labels.ts";
import { PatientField } from "./patient-field.tsx";
import type { PatientFormField } from "./patient-form-rules.ts";
import type { PatientForm } from "./use-patient-form.ts";

type TextField = Exclude<PatientFormField, "gender" | "state" | "insuranceId">;

interface FormTextFieldProps {
  form: PatientForm;
  field: TextField;
  required?: boolean;
  type?: "text" | "tel" | "email";
  /** Browsers and phones fill these in (given-name, bday, tel, address-line1, …). */
  autoComplete: string;
  /** FIELD_LIMITS; phones have none here: their formatting keeps them to 12 and must see a pasted +1. */
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  hint?: ReactNode;
  /** A formatting change handler (date of birth, phones); plain fields save what was typed. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A text input of the patient form, checked when left. */
export function FormTextField({
  form,
  field,
  required = false,
  type = "text",
  autoComplete,
  maxLength,
  inputMode,
  hint,
  onChange,
}: FormTextFieldProps) {
  const t = useText();
  return (
    <PatientField label={t(FIELD_LABEL_IDS[field])} required={required} hint={hint} problem={form.errors[field]}>
      {(control) => (
        <input
          {...control}
          ref={form.register(field)}
          className="input"
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          inputMode={inputMode}
          value={form.draft[field]}
          onChange={onChange ?? ((event) => form.change(field, event.target.value))}
          onBlur={() => form.blur(field)}
        />
      )}
    </PatientField>
  );
}
