import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";

/**
 * The division help line for the landing page (spec discovery §1, §7): the contact number of the first
 * listed facility whose division has one; "" when none has (or no facility is listed).
 */
export async function findContactNumber(options: { db: Database; facilityCoids: string[] }): Promise<string> {
  const { db, facilityCoids } = options;
  if (facilityCoids.length === 0) return "";
  const result = await sql<{ contact_number: string }>`
    SELECT d.contact_number
    FROM unnest(${facilityCoids}::text[]) WITH ORDINALITY AS listed(coid, position)
    JOIN facilities f ON f.coid = listed.coid
    JOIN divisions d ON d.id = f.division_id
    WHERE nullif(trim(d.contact_number), '') IS NOT NULL
    ORDER BY listed.position
    LIMIT 1`.execute(db);
  return result.rows[0]?.contact_number.trim() ?? "";
}
