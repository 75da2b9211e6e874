/** Spec booking §5: ###-###-####, at most 12 characters. */
export const PHONE_NUMBER_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
export const PHONE_NUMBER_MAX_LENGTH = 12;

/**
 * Spec §5: "Phone formatting strips non-digits and accepts exactly 10 digits; otherwise the value
 * becomes empty." Used for the referral phone and for pre-filled numbers.
 */
export function normalizePhoneNumber(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length !== 10) return "";
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The phone box formats while typing: digits only, dashes after the third and sixth, at most 10 digits. */
export function formatPhoneNumberInput(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Spec §2 review step: the phone shown as (xxx) xxx-xxxx; anything not a full number is shown as given. */
export function displayPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, "");
  if (digits.length !== 10) return phoneNumber;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
