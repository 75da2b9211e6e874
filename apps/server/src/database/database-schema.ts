import type { ColumnType, Generated } from "kysely";

/** Kysely's view of the tables created by migrations/0001-initial-schema.ts. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** numeric comes back from both drivers as a string; it is written as a number. */
type Numeric = ColumnType<string, number | string, number | string>;

export interface DivisionsTable {
  id: string;
  name: string;
  contact_number: string | null;
}

export interface FacilitiesTable {
  coid: string;
  market: string;
  title: string;
  city: string;
  state: string;
  division_id: string | null;
  /** migrations/0030: the Organization an import made it from. */
  source_id: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: UpdatedAt;
}

export interface LocationsTable {
  id: string;
  facility_coid: string;
  url_title: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  related_contact_center_phone: string | null;
  latitude: number;
  longitude: number;
  time_zone: string;
  website: string | null;
  /** migrations/0030: the Location resource an import made it from. */
  source_id: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: UpdatedAt;
  /** migrations/0170: the front desk's address, sent an email per new or changed booking (decision 195). */
  staff_email: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PhysiciansTable {
  npi: string;
  url_title: string;
  first_name: string;
  middle_initial: string | null;
  last_name: string;
  designation: string;
  photo_url: string | null;
  bio: string | null;
  care_philosophy: string | null;
  gender: "Male" | "Female";
  languages: ColumnType<string[], string[] | undefined, string[]>;
  website: string | null;
  star_rating: Numeric | null;
  rating_count: Generated<number>;
  telehealth_provider: Generated<boolean>;
  mhd_participant: Generated<boolean>;
  /** migrations/0030: missing from a later full import: kept, but neither found nor booked. */
  retired: Generated<boolean>;
  /** migrations/0030: the Practitioner (or NPPES row) an import made it from, and a digest of its rows. */
  source_id: ColumnType<string | null, string | null | undefined, string | null>;
  source_hash: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: UpdatedAt;
}

export interface SpecialtiesTable {
  id: number;
  name: string;
}

export interface PhysicianSpecialtiesTable {
  id: Generated<number>;
  physician_npi: string;
  specialty_id: number;
  is_primary: Generated<boolean>;
  board_certified: Generated<boolean>;
}

export interface ClinicalKeywordsTable {
  id: Generated<number>;
  keyword: string;
  kind: "condition" | "procedure";
}

export interface SpecialtyKeywordsTable {
  specialty_id: number;
  keyword_id: number;
}

export interface PhysicianKeywordsTable {
  physician_npi: string;
  keyword_id: number;
}

export interface AffiliationsTable {
  id: Generated<number>;
  physician_npi: string;
  location_id: string;
  location_name: string;
}

export interface CredentialsTable {
  id: Generated<number>;
  physician_npi: string;
  organization_or_school: string;
  type: string;
  year_received: number | null;
}

export interface PhysicianMediaTable {
  id: Generated<number>;
  physician_npi: string;
  type: "video" | "link" | "publication";
  url: string;
  name: string;
  featured: Generated<boolean>;
}

export interface AppointmentTypesTable {
  code: string;
  friendly_name2: string;
  abbreviation: string;
  mhd_appointment_type_name: string;
  patient_type: "New" | "Current" | "New/Current";
  duration_minutes: number;
  texting_only: Generated<boolean>;
}

export interface SpecialtyAppointmentTypesTable {
  specialty_id: number;
  appointment_type_code: string;
}

export interface ProviderLocationsTable {
  id: Generated<number>;
  physician_npi: string;
  location_id: string;
  sort_order: Generated<number>;
  accepts_new_patients: Generated<boolean>;
  /** migrations/0030: the PractitionerRole an import made it from. */
  source_id: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: UpdatedAt;
}

export interface CalendarsTable {
  id: string;
  provider_location_id: number;
}

export interface CalendarWeeklyRulesTable {
  id: Generated<number>;
  calendar_id: string;
  /** 0 is Sunday, as in JavaScript's getDay and PostgreSQL's extract(dow). */
  weekday: number;
  /** Local wall-clock time in the location's zone, 'HH:MM:SS'. */
  start_time: string;
  end_time: string;
}

export interface CalendarAppointmentTypesTable {
  calendar_id: string;
  appointment_type_code: string;
  information_for_consumer: Generated<string>;
}

export interface InsurersTable {
  id: Generated<number>;
  payor_name: string;
}

export interface InsurancePlansTable {
  id: Generated<number>;
  insurer_id: number;
  plan_name: string;
  /** migrations/0030: the InsurancePlan an import made it from. */
  source_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** migrations/0112: an imported Plan-Net resource our directory tables have no place for (decision 143). */
export interface PlanNetResourcesTable {
  type: "Organization" | "HealthcareService" | "InsurancePlan" | "Endpoint" | "OrganizationAffiliation";
  id: string;
  /** The elements the import takes of the resource (id, meta and resourceType left out). */
  body: ColumnType<Record<string, unknown>, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** migrations/0112: a PractitionerRole's network, healthcare service and endpoint references, as "Type/id". */
export interface ProviderLocationReferencesTable {
  physician_npi: string;
  location_id: string;
  parameter: "network" | "service" | "endpoint";
  reference: string;
}

/** migrations/0006-location-insurance.ts: the plans a location accepts (decision 67). */
export interface LocationInsurancePlansTable {
  location_id: string;
  insurance_plan_id: number;
}

/** cancelled and rescheduled: migrations/0009-manage-bookings.ts. */
export type AppointmentStatus = "held" | "booked" | "released" | "expired" | "cancelled" | "rescheduled";

export interface AppointmentsTable {
  id: Generated<string>;
  calendar_id: string;
  appointment_type_code: string;
  slot_id: string;
  /** tstzrange literal, e.g. '[2026-11-23 14:00:00+00,2026-11-23 14:20:00+00)'. */
  period: string;
  status: AppointmentStatus;
  hold_id: string;
  hold_expires_at: Timestamp;
  holder_token: string | null;
  /** migrations/0011: keyed hash of the client address that made the hold (decision 90); never the address. */
  holder_client_ref: ColumnType<string | null, string | null | undefined, string | null>;
  booking_id: string | null;
  booked_at: Timestamp | null;
  patient_ciphertext: Uint8Array | null;
  source: string | null;
  site_type: string | null;
  /** When the hold was made; the hold call writes its clock's time (the book's minimum fill time reads it). */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** migrations/0004-hold-renewals.ts: times the hold was kept for another 15 minutes. */
  hold_renewals: Generated<number>;
  /** migrations/0009: SHA-256 (hex) of the booking's manage token; never the token. */
  manage_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** migrations/0009: when the booking was cancelled or moved to another row. */
  changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** migrations/0110: when the status last changed, stamped by the database (SMART Scheduling Links' _since). */
  state_changed_at: ColumnType<Date, never, never>;
  /** migrations/0131: the front desk's mark once the time has started (decision 165). */
  arrival: ColumnType<
    "arrived" | "no-show" | null,
    "arrived" | "no-show" | null | undefined,
    "arrived" | "no-show" | null
  >;
  arrival_marked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  arrival_marked_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** migrations/0140: the language the patient booked in; the emails and the manage link use it (decision 177). */
  patient_language: ColumnType<"en" | "es", "en" | "es" | undefined, "en" | "es">;
}

/** migrations/0010-email-outbox.ts: emails waiting, sent or given up; the recipient only encrypted. */
export type EmailKind = PatientEmailKind | StaffEmailKind;
export type PatientEmailKind = "confirmation" | "cancellation" | "rescheduled";
/** migrations/0170: the location's staff are told of a new, cancelled or moved booking (decision 195). */
export type StaffEmailKind = "staff-booked" | "staff-cancelled" | "staff-rescheduled";

export interface EmailOutboxTable {
  id: ColumnType<string, never, never>;
  kind: EmailKind;
  booking_id: string;
  appointment_id: string;
  message_id: string;
  envelope_ciphertext: Uint8Array;
  created_at: Timestamp;
  status: ColumnType<"pending" | "sent" | "failed", "pending" | "sent" | "failed" | undefined>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

/** migrations/0050-hl7-outbox.ts: SIU messages waiting, sent or dead; the message only encrypted. */
export type SiuEvent = "S12" | "S13" | "S14" | "S15" | "S26";

export interface Hl7OutboxTable {
  id: ColumnType<string, never, never>;
  event: SiuEvent;
  booking_id: string;
  appointment_id: string;
  /** MSH-10, fixed when the row is written. */
  control_id: string;
  message_ciphertext: Uint8Array;
  created_at: Timestamp;
  status: ColumnType<"pending" | "sent" | "dead", "pending" | "sent" | "dead" | undefined>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** MSA-1 of the last answer (AA, AE, AR, CA, CE, CR). */
  ack_code: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

/** migrations/0009: the manage calls' per-client counters (one row per client reference and minute). */
/** migrations/0011: every rate-limited call's per-client counter (decision 91). */
export interface RateLimitCountsTable {
  /** The limited call, e.g. "POST /fadmaa/appointment/hold" or "manage". */
  bucket: string;
  client_ref: string;
  window_start: Timestamp;
  count: number;
}

/** migrations/0003-booking-audit.ts: who held or booked what, when; never a patient field. */
export type BookingAuditAction = "hold" | "renew" | "book" | "book-refused" | "release" | "cancel" | "reschedule";

export interface BookingAuditTable {
  id: ColumnType<string, never, never>;
  occurred_at: Timestamp;
  action: BookingAuditAction;
  outcome: string;
  request_id: string;
  appointment_id: string | null;
  booking_id: string | null;
  calendar_id: string | null;
  npi: string | null;
  slot_start: Timestamp | null;
  /** SHA-256 of the holder cookie's token (hex), never the token. */
  holder_ref: string | null;
  /** Keyed hash of the client address (booking/booking-audit.ts), never the address. */
  client_ref: string | null;
}

/** Views of migrations/0002-directory-search.ts, rebuilt by directory/refresh-directory-search.ts. */
export interface DirectorySearchStateTable {
  singleton: Generated<boolean>;
  generation: ColumnType<string, never, never>;
  refreshed_at: Generated<Timestamp>;
}

/** One row: moves on when anything slots are computed from changes (migration 0020, decision 71). */
export interface SchedulingStateTable {
  id: Generated<boolean>;
  generation: ColumnType<string, never, never>;
}

export interface PhysicianSearchView {
  npi: string;
  last_key: string;
  first_key: string;
  gender: "Male" | "Female";
  telehealth_provider: boolean;
  mhd_participant: boolean;
  languages: string[];
  language_keys: string[];
  specialty_ids: number[];
  location_url_titles: string[];
  facility_coids: string[];
  accepts_new_anywhere: boolean;
  /** Facilities of the locations accepting new patients. */
  accepting_coids: string[];
  /** box of the physician's locations (longitude, latitude); null without locations. */
  area: string | null;
  document: string;
  exact_terms: string[];
}

export interface ProviderLocationSearchView {
  npi: string;
  provider_location_id: number;
  calendar_id: string | null;
  coid: string;
  url_title: string;
  latitude: number;
  longitude: number;
  accepting: boolean;
  /** migrations/0006: the insurers and plans the location accepts. */
  insurer_ids: number[];
  plan_ids: number[];
}

/** migrations/0006: per physician, the insurers and plans accepted at any location (none: no row). */
export interface PhysicianInsuranceSearchView {
  npi: string;
  insurer_ids: number[];
  plan_ids: number[];
  /** "insurerId/coid": the facilities where the physician has a location accepting the insurer. */
  insurer_coids: string[];
  /** "planId/coid", the same per plan. */
  plan_coids: string[];
}

export interface DirectoryTermsView {
  type: "provider" | "specialty" | "webVisibleKeyword" | "location";
  value: string;
  reference: string;
  sort_key: string;
  coids: string[];
}

/** migrations/0040-fhir-last-updated.ts: when a directory row last changed, stamped by the database. */
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DatabaseSchema {
  divisions: DivisionsTable;
  facilities: FacilitiesTable;
  locations: LocationsTable;
  physicians: PhysiciansTable;
  specialties: SpecialtiesTable;
  physician_specialties: PhysicianSpecialtiesTable;
  clinical_keywords: ClinicalKeywordsTable;
  specialty_keywords: SpecialtyKeywordsTable;
  physician_keywords: PhysicianKeywordsTable;
  affiliations: AffiliationsTable;
  credentials: CredentialsTable;
  physician_media: PhysicianMediaTable;
  appointment_types: AppointmentTypesTable;
  specialty_appointment_types: SpecialtyAppointmentTypesTable;
  provider_locations: ProviderLocationsTable;
  calendars: CalendarsTable;
  calendar_weekly_rules: CalendarWeeklyRulesTable;
  calendar_appointment_types: CalendarAppointmentTypesTable;
  insurers: InsurersTable;
  insurance_plans: InsurancePlansTable;
  location_insurance_plans: LocationInsurancePlansTable;
  plan_net_resources: PlanNetResourcesTable;
  provider_location_references: ProviderLocationReferencesTable;
  appointments: AppointmentsTable;
  booking_audit: BookingAuditTable;
  rate_limit_counts: RateLimitCountsTable;
  email_outbox: EmailOutboxTable;
  directory_search_state: DirectorySearchStateTable;
  scheduling_state: SchedulingStateTable;
  physician_search: PhysicianSearchView;
  provider_location_search: ProviderLocationSearchView;
  physician_insurance_search: PhysicianInsuranceSearchView;
  directory_terms: DirectoryTermsView;
  staff_sign_ins: StaffSignInsTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  booking_search_keys: BookingSearchKeysTable;
  booking_staff_notes: BookingStaffNotesTable;
  staff_location_seen: StaffLocationSeenTable;
  hl7_outbox: Hl7OutboxTable;
  smart_assertion_jti: SmartAssertionJtiTable;
  smart_access_tokens: SmartAccessTokensTable;
  system_audit: SystemAuditTable;
  schedule_blocks: ScheduleBlocksTable;
}

/** migrations/0130-schedule-blocks.ts: blocked time, closures and holidays (decision 164). */
export interface ScheduleBlocksTable {
  id: ColumnType<string, never, never>;
  location_id: string;
  /** null: every calendar of the location. */
  calendar_id: string | null;
  kind: "once" | "closure" | "weekly";
  /** once and closure: the blocked instants, written by SQL as a tstzrange. */
  period: string | null;
  weekday: number | null;
  start_time: string | null;
  end_time: string | null;
  first_day: ColumnType<string | null, string | null | undefined, string | null>;
  last_day: ColumnType<string | null, string | null | undefined, string | null>;
  label: string;
  created_by: string;
  created_at: Timestamp;
}

/** migrations/0070-staff-console.ts: a sign-in between the redirect to the provider and its callback. */
export interface StaffSignInsTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** migrations/0070: a staff session, keyed by the SHA-256 of its cookie's token (never the token). */
export interface StaffSessionsTable {
  token_hash: string;
  subject: string;
  name: string;
  /** JSON array of console roles. */
  roles: string;
  /** JSON array of location ids. */
  locations: string;
  csrf_token: string;
  id_token: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ended_why: ColumnType<string | null, string | null | undefined, string | null>;
}

/** migrations/0070: who of the staff saw or changed what, when, from where. */
export interface StaffAuditTable {
  id: ColumnType<string, never, never>;
  occurred_at: Timestamp;
  subject: string;
  staff_name: string;
  action: string;
  outcome: string;
  booking_id: string | null;
  location_id: string | null;
  day: string | null;
  request_id: string;
  client_ref: string;
  detail_ciphertext: Uint8Array | null;
}

/** migrations/0120-appointment-feed.ts: a backend client's read of patient data (an Appointment or a Patient). */
export interface SystemAuditTable {
  id: ColumnType<string, never, never>;
  occurred_at: Timestamp;
  client_id: string;
  interaction: "read" | "search" | "include";
  resource_type: "Appointment" | "Patient";
  booking_id: string;
  request_id: string;
}

/** migrations/0051-smart-backend.ts: each client assertion's jti, accepted once until it expires. */
export interface SmartAssertionJtiTable {
  client_id: string;
  jti: string;
  expires_at: Timestamp;
}

/** migrations/0051-smart-backend.ts: access tokens issued to backend clients, by SHA-256 hash only. */
export interface SmartAccessTokensTable {
  token_hash: string;
  client_id: string;
  /** The granted scopes, space-separated. */
  scope: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
}

/** migrations/0132: keyed hashes of a booking's normalised name words, phone and date of birth (decision 166). */
export interface BookingSearchKeysTable {
  booking_id: string;
  kind: "name" | "phone" | "dob";
  term_hash: string;
  /** The patient-data key's id (hex) the hash was made under. */
  key_id: string;
}

type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** migrations/0133: the front desk's internal note (encrypted) and "entered in the EHR" (decision 167). */
export interface BookingStaffNotesTable {
  booking_id: string;
  note_ciphertext: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  note_at: NullableTime;
  note_by: ColumnType<string | null, string | null | undefined, string | null>;
  note_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  ehr_entered_at: NullableTime;
  ehr_entered_by: ColumnType<string | null, string | null | undefined, string | null>;
  ehr_entered_by_name: ColumnType<string | null, string | null | undefined, string | null>;
}

/** migrations/0133: when a person last marked a location's new and changed bookings seen (decision 168). */
export interface StaffLocationSeenTable {
  subject: string;
  location_id: string;
  seen_at: Date;
}
