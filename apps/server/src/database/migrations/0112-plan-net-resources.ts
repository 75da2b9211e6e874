import { type Kysely, sql } from "kysely";

/**
 * The Plan-Net resources an import reads that our directory tables have no place for (issue 35,
 * decision 143): networks, payers and the other Organizations that are not facilities, HealthcareService,
 * InsurancePlan, Endpoint and OrganizationAffiliation. Each is kept as the elements the import takes of it
 * (`body`, checked and with its Organization references resolved to our ids; never the raw line), keyed by
 * type and the source's id, and served at /fhir by pure mappers. Searches match `body` by containment
 * (the GIN index) and names by the folded prefix (decision 142). A PractitionerRole's network, healthcare
 * service and endpoint references, which a provider location has no column for, are kept beside it.
 */
const UP = [
  `CREATE TABLE plan_net_resources (
     type text NOT NULL CHECK (type IN ('Organization', 'HealthcareService', 'InsurancePlan', 'Endpoint',
                                        'OrganizationAffiliation')),
     id text NOT NULL,
     body jsonb NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (type, id)
   )`,
  `CREATE INDEX plan_net_resources_body_idx ON plan_net_resources USING gin (body jsonb_path_ops)`,
  `CREATE INDEX plan_net_resources_name_idx ON plan_net_resources (type, lower(fold_accents(body->>'name')) text_pattern_ops)`,
  `CREATE INDEX plan_net_resources_updated_idx ON plan_net_resources (type, updated_at)`,
  `CREATE TABLE provider_location_references (
     physician_npi text NOT NULL,
     location_id text NOT NULL,
     parameter text NOT NULL CHECK (parameter IN ('network', 'service', 'endpoint')),
     reference text NOT NULL,
     PRIMARY KEY (physician_npi, location_id, parameter, reference),
     FOREIGN KEY (physician_npi, location_id) REFERENCES provider_locations (physician_npi, location_id)
       ON DELETE CASCADE
   )`,
  `CREATE INDEX provider_location_references_reference_idx ON provider_location_references (parameter, reference)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE provider_location_references`.execute(db);
  await sql`DROP TABLE plan_net_resources`.execute(db);
}
