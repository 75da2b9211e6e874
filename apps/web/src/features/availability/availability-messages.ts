import { HOLD_ERROR_TEXTS } from "@fad/contracts/messages/availability-texts";

/**
 * The calendar's analytics names (not shown to patients, so never translated). Every text a patient
 * reads is in the catalog (packages/contracts/src/i18n/catalog/availability-catalog.ts).
 */
export const AVAILABILITY_ANALYTICS = {
  holdTitle: "Hold appointment",
  category: "Availability calendar",
  holdErrorLabel: HOLD_ERROR_TEXTS.analyticsLabel,
} as const;
