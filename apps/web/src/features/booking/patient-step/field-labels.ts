import type { MessageId } from "@fad/contracts/i18n/catalog";
import type { PatientFormField } from "./patient-form-rules.ts";

/** Each patient field's label in the catalog (the same label names the field in its error's announcement). */
export const FIELD_LABEL_IDS = {
  firstName: "booking.patient.firstName",
  middleName: "booking.patient.middleName",
  lastName: "booking.patient.lastName",
  dateOfBirth: "booking.patient.dateOfBirth",
  gender: "booking.patient.gender",
  parentOrGuardian: "booking.patient.parentOrGuardian",
  relationshipOfGuardian: "booking.patient.relationshipOfGuardian",
  address1: "booking.patient.address1",
  address2: "booking.patient.address2",
  city: "booking.patient.city",
  state: "booking.patient.state",
  zip: "booking.patient.zip",
  phoneNumber: "booking.patient.phoneNumber",
  email: "booking.patient.email",
  insuranceId: "booking.patient.insuranceId",
  policyId: "booking.patient.policyId",
  referredByName: "booking.patient.referredByName",
  referredByPhone: "booking.patient.referredByPhone",
} as const satisfies Record<PatientFormField, MessageId>;
