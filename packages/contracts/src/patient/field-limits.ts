/** Spec booking §9 field maxima (characters), plus ours for fields the spec gives none. */
export const FIELD_LIMITS = {
  name: 20,
  guardian: 60,
  address1: 60,
  address2: 20,
  city: 25,
  zip: 5,
  email: 100,
  policyId: 40,
  referringDoctor: 20,
  phone: 12,
  reasonForVisit: 250,
  dateOfBirth: 10,
  /**
   * Ours: "max 20 in one reading" would refuse the list's own "Blue Cross Blue Shield" (22), so the
   * carrier gets the guardian fields' 60.
   */
  insuranceId: 60,
  /** Ours: portal encounter and patient identifiers. */
  externalId: 64,
  /** Ours: the texting flow's case identifier. */
  caseId: 100,
} as const;
