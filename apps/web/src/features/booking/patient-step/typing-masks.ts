import { formatDateOfBirthInput } from "@fad/contracts/patient/date-of-birth-input";
import { formatPhoneNumberInput } from "@fad/contracts/patient/phone-number";

/**
 * Formatting while typing (spec booking §5). A deletion is left as the visitor made it: re-formatting
 * would put back the slash or dash just removed, and backspace would seem stuck.
 */

/** A deletion: the browser says so (InputEvent.inputType 'delete…'), or the value got shorter. */
export function isDeletion(inputType: string | undefined, previous: string, next: string): boolean {
  return Boolean(inputType?.startsWith("delete")) || next.length < previous.length;
}

/** The date of birth as MM/DD/YYYY with the spec's corrections, except on backspace. */
export function typedDateOfBirth(previous: string, next: string, inputType: string | undefined, currentYear: number) {
  return isDeletion(inputType, previous, next) ? next : formatDateOfBirthInput(next, currentYear);
}

/**
 * A phone number as ###-###-####, except on backspace. A pasted or autofilled US number with its
 * country code (+1 615 555 0100: 11 digits starting with 1) loses the 1 rather than the last digit.
 */
export function typedPhoneNumber(previous: string, next: string, inputType: string | undefined) {
  if (isDeletion(inputType, previous, next)) return next;
  const digits = next.replace(/\D/g, "");
  return formatPhoneNumberInput(digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits);
}

/** The inputType of a React change event's native event, when the browser gives one. */
export function inputTypeOf(nativeEvent: Event): string | undefined {
  return "inputType" in nativeEvent && typeof nativeEvent.inputType === "string" ? nativeEvent.inputType : undefined;
}
