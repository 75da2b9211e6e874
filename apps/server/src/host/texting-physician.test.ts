import { ER_PRIVATE_FRIENDLY_NAME } from "@fad/contracts/provider/app-type";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database/create-database.ts";
import { ER_PRIVATE_TYPE_CODE } from "../seed/appointment-type-catalog.ts";
import { EVERY_DAY, hours, insertAppointmentTypes, insertCalendar } from "../testing/scheduling-fixtures.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { findTextingPhysician } from "./texting-physician.ts";

const OPTIONS = { facilityCoids: ["09001", "09002"], appointmentTypeName: ER_PRIVATE_FRIENDLY_NAME };
const WEEKDAYS = hours(EVERY_DAY, ["09:00", "17:00"]);

describe.each(testDatabaseKinds())("the texting demo's physician on %s", (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await insertAppointmentTypes(database.db);
  });
  afterEach(async () => database?.close());

  async function doctor(npi: string, calendar: { facilityCoid: string; typeCodes: string[]; rules?: boolean }) {
    await insertCalendar(database.db, {
      calendarId: `CAL-${npi}`,
      timeZone: "America/Chicago",
      rules: calendar.rules === false ? [] : WEEKDAYS,
      typeCodes: calendar.typeCodes,
      facilityCoid: calendar.facilityCoid,
      npi,
    });
    await database.db.updateTable("physicians").set({ mhd_participant: true }).where("npi", "=", npi).execute();
  }

  it("picks a participant bookable at the site's own facilities with the link's type, not the first in the network", async () => {
    // Lower NPIs first: outside the facilities; without the type; without hours; not a participant.
    await doctor("1000000001", { facilityCoid: "99001", typeCodes: [ER_PRIVATE_TYPE_CODE, "NEWPT"] });
    await doctor("1000000002", { facilityCoid: "09001", typeCodes: ["NEWPT"] });
    await doctor("1000000003", { facilityCoid: "09002", typeCodes: [ER_PRIVATE_TYPE_CODE], rules: false });
    await doctor("1000000004", { facilityCoid: "09002", typeCodes: [ER_PRIVATE_TYPE_CODE] });
    await database.db
      .updateTable("physicians")
      .set({ mhd_participant: false })
      .where("npi", "=", "1000000004")
      .execute();
    expect(await findTextingPhysician(database.db, OPTIONS)).toBeNull();

    await doctor("1000000005", { facilityCoid: "09002", typeCodes: [ER_PRIVATE_TYPE_CODE, "NEWPT"] });
    expect(await findTextingPhysician(database.db, OPTIONS)).toBe("test-physician-1000000005");
  });

  it("finds no one for an empty facility list", async () => {
    await doctor("1000000006", { facilityCoid: "09001", typeCodes: [ER_PRIVATE_TYPE_CODE] });
    expect(await findTextingPhysician(database.db, { ...OPTIONS, facilityCoids: [] })).toBeNull();
    expect(await findTextingPhysician(database.db, OPTIONS)).toBe("test-physician-1000000006");
  });
});
