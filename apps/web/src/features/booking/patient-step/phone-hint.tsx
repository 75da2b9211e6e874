import { PATIENT_STEP_MESSAGES as TEXT } from "./patient-step-messages.ts";

/** ###-###-#### on screen; spoken as the spec's "### dash ### dash ####". */
export function PhoneHint() {
  return (
    <>
      <span aria-hidden="true">{TEXT.hints.phoneNumber}</span>
      <span className="visually-hidden">{TEXT.hints.phoneNumberSpoken}</span>
    </>
  );
}
