import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database/create-database.ts";
import { DEMO_FEATURED_VIDEO_URL, DEMO_MEDIA_DIR, DEMO_MEDIA_PATH } from "../media/demo-media-routes.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { DESIGNATIONS } from "./designations.ts";
import { isValidNpi } from "./npi.ts";
import { parseSeedArguments } from "./seed-arguments.ts";
import { clearDemoNetwork, isDatabaseEmpty, SEEDED_TABLES, seedDemoNetwork } from "./seed-demo-network.ts";

const SIZE = 80;

function withoutStamp<Row extends { updated_at: Date }>(rows: Row[]): Omit<Row, "updated_at">[] {
  return rows.map(({ updated_at: _stamp, ...row }) => row);
}

async function snapshot(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    // Without updated_at: the database stamps it with the time of writing (migration 0040).
    physicians: withoutStamp(await db.selectFrom("physicians").selectAll().orderBy("npi").execute()),
    locations: withoutStamp(await db.selectFrom("locations").selectAll().orderBy("id").execute()),
    calendars: await db.selectFrom("calendar_weekly_rules").selectAll().orderBy("id").execute(),
    keywords: await db
      .selectFrom("physician_keywords")
      .selectAll()
      .orderBy("physician_npi")
      .orderBy("keyword_id")
      .execute(),
    insurance: await db
      .selectFrom("location_insurance_plans")
      .selectAll()
      .orderBy("location_id")
      .orderBy("insurance_plan_id")
      .execute(),
  };
}

describe.each(testDatabaseKinds())("demo network on %s", (kind) => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
    expect(await isDatabaseEmpty(first.db)).toBe(true);
    await seedDemoNetwork(first.db, { physicians: SIZE, seed: 7 });
    await seedDemoNetwork(second.db, { physicians: SIZE, seed: 7 });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it("fills every table", async () => {
    expect(await isDatabaseEmpty(first.db)).toBe(false);
    for (const table of SEEDED_TABLES) {
      const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${sql.table(table)}`.execute(
        first.db,
      );
      expect(rows[0]?.count, table).toBeGreaterThan(0);
    }
    const physicians = await first.db.selectFrom("physicians").select("npi").execute();
    expect(physicians).toHaveLength(SIZE);
  });

  it("gives the same rows for the same seed", async () => {
    expect(await snapshot(second)).toEqual(await snapshot(first));
  });

  it("spans several metros and time zones at real coordinates, with the fallback facilities", async () => {
    const markets = await first.db.selectFrom("facilities").select("market").distinct().execute();
    expect(markets.length).toBeGreaterThanOrEqual(3);
    const zones = await first.db.selectFrom("locations").select("time_zone").distinct().execute();
    expect(zones.length).toBeGreaterThanOrEqual(2);
    const coids = (await first.db.selectFrom("facilities").select("coid").execute()).map((row) => row.coid);
    expect(coids).toEqual(expect.arrayContaining(["09001", "09002", "09003", "09004", "09005", "09006"]));
    const nashville = await first.db
      .selectFrom("locations")
      .selectAll()
      .where("zip", "like", "37%")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(nashville.latitude).toBeGreaterThan(35.5);
    expect(nashville.latitude).toBeLessThan(36.7);
    expect(nashville.time_zone).toBe("America/Chicago");
  });

  it("has 40+ specialties each with conditions and procedures, and the app types the spec needs", async () => {
    const perSpecialty = await sql<{ conditions: number; procedures: number }>`
      SELECT count(*) FILTER (WHERE k.kind = 'condition')::int AS conditions,
             count(*) FILTER (WHERE k.kind = 'procedure')::int AS procedures
      FROM specialties s JOIN specialty_keywords sk ON sk.specialty_id = s.id JOIN clinical_keywords k ON k.id = sk.keyword_id
      GROUP BY s.id`.execute(first.db);
    expect(perSpecialty.rows.length).toBeGreaterThanOrEqual(40);
    for (const row of perSpecialty.rows) {
      expect(row.conditions).toBeGreaterThan(0);
      expect(row.procedures).toBeGreaterThan(0);
    }
    const types = await first.db.selectFrom("appointment_types").selectAll().execute();
    expect(new Set(types.map((type) => type.patient_type))).toEqual(new Set(["New", "Current", "New/Current"]));
    expect(types.filter((type) => type.friendly_name2 === "Telehealth")).toHaveLength(1);
    expect(types.find((type) => type.friendly_name2 === "ER Private")?.texting_only).toBe(true);
  });

  it("makes physicians as the spec describes them", async () => {
    const physicians = await first.db.selectFrom("physicians").selectAll().execute();
    for (const physician of physicians) {
      expect(isValidNpi(physician.npi), physician.npi).toBe(true);
      expect(physician.url_title).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(physician.languages[0]).toBe("English");
      expect(DESIGNATIONS).toContain(physician.designation);
      expect(physician.photo_url).toBe(`/fadmaa/media/avatars/${physician.npi}.svg`);
    }
    expect(new Set(physicians.map((physician) => physician.url_title)).size).toBe(physicians.length);
    const online = physicians.filter((physician) => physician.mhd_participant).length / physicians.length;
    expect(online).toBeGreaterThan(0.5);
    expect(online).toBeLessThan(0.9);
    expect(physicians.some((physician) => (physician.bio?.length ?? 0) > 500)).toBe(true);
    expect(physicians.some((physician) => physician.languages.includes("Spanish"))).toBe(true);
  });

  it("points every featured video at the demo video our own server serves, its file and captions shipped", async () => {
    const videos = await first.db.selectFrom("physician_media").selectAll().where("type", "=", "video").execute();
    const featured = videos.filter((video) => video.featured);
    expect(featured.length).toBeGreaterThan(0);
    for (const video of featured) expect(video.url).toBe(DEMO_FEATURED_VIDEO_URL);
    // The other videos stay watch addresses, listed as links (never embedded without a configured host).
    expect(videos.filter((video) => !video.featured).every((video) => video.url.startsWith("https://"))).toBe(true);
    const file = path.join(DEMO_MEDIA_DIR, DEMO_FEATURED_VIDEO_URL.slice(DEMO_MEDIA_PATH.length));
    expect(existsSync(file)).toBe(true);
    expect(existsSync(file.replace(/\.webm$/, ".vtt"))).toBe(true);
  });

  it("gives every online-booking physician a calendar with weekly rules and appointment types at each location", async () => {
    const missing = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM physicians p JOIN provider_locations pl ON pl.physician_npi = p.npi
      LEFT JOIN calendars c ON c.provider_location_id = pl.id
      WHERE p.mhd_participant AND (c.id IS NULL
        OR NOT EXISTS (SELECT 1 FROM calendar_weekly_rules r WHERE r.calendar_id = c.id)
        OR NOT EXISTS (SELECT 1 FROM calendar_appointment_types t WHERE t.calendar_id = c.id))`.execute(first.db);
    expect(missing.rows[0]?.count).toBe(0);
    const offline = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM physicians p JOIN provider_locations pl ON pl.physician_npi = p.npi
      JOIN calendars c ON c.provider_location_id = pl.id WHERE NOT p.mhd_participant`.execute(first.db);
    expect(offline.rows[0]?.count).toBe(0);
  });

  it("has every location accept some insurers' plans, and every insurer accepted somewhere but not everywhere", async () => {
    const { rows } = await sql<{ insurer: string; locations: number; total: number }>`
      SELECT i.payor_name AS insurer, count(DISTINCT lip.location_id)::int AS locations,
             (SELECT count(*) FROM locations)::int AS total
      FROM insurers i
      LEFT JOIN insurance_plans ip ON ip.insurer_id = i.id
      LEFT JOIN location_insurance_plans lip ON lip.insurance_plan_id = ip.id
      GROUP BY i.payor_name`.execute(first.db);
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.locations, row.insurer).toBeGreaterThan(0);
      expect(row.locations, row.insurer).toBeLessThan(row.total);
    }
    const withNone = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM locations l
      WHERE NOT EXISTS (SELECT 1 FROM location_insurance_plans lip WHERE lip.location_id = l.id)`.execute(first.db);
    expect(withNone.rows[0]?.count).toBe(0);
    const searchable = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM physician_insurance_search`.execute(first.db);
    expect(searchable.rows[0]?.count).toBe(SIZE);
  });

  it("clears everything it seeded", async () => {
    await clearDemoNetwork(second.db);
    expect(await isDatabaseEmpty(second.db)).toBe(true);
    await seedDemoNetwork(second.db, { physicians: 5, seed: 8 });
    expect(await second.db.selectFrom("physicians").select("npi").execute()).toHaveLength(5);
  });
});

describe("seed arguments", () => {
  const defaults = { physicians: 1500, seed: 20261122 };
  it("takes the defaults and overrides", () => {
    expect(parseSeedArguments([], defaults)).toEqual({ physicians: 1500, seed: 20261122, reset: false });
    expect(parseSeedArguments(["--physicians", "50000", "--seed", "3", "--reset"], defaults)).toEqual({
      physicians: 50000,
      seed: 3,
      reset: true,
    });
  });
  it("rejects bad input", () => {
    expect(() => parseSeedArguments(["--physicians", "many"], defaults)).toThrow();
    expect(() => parseSeedArguments(["--physicians", "0"], defaults)).toThrow();
    expect(() => parseSeedArguments(["--seed", "-1"], defaults)).toThrow();
    expect(() => parseSeedArguments(["--bogus"], defaults)).toThrow();
  });
});
