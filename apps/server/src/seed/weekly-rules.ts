import type { Faker } from "@faker-js/faker";
import type { SpecialtyKind } from "./specialty-entry.ts";

export interface WeeklyRule {
  /** 0 is Sunday … 6 is Saturday, as in JavaScript's getDay and PostgreSQL's extract(dow). */
  weekday: number;
  start_time: string;
  end_time: string;
}

const SATURDAY = 6;

/**
 * One clinician's week, split over the locations they work at: each weekday is spent at one location,
 * so no two calendars of the same person overlap. Mornings and afternoons with a lunch break, a day off
 * now and then, afternoons off on operating days, and for some a Saturday morning. Times are local
 * wall-clock times, so 09:00 stays 09:00 across daylight-saving changes.
 */
export function weeklyRulesFor(faker: Faker, options: { locations: number; kind: SpecialtyKind }): WeeklyRule[][] {
  const start = faker.helpers.arrayElement(["07:00:00", "07:30:00", "08:00:00", "08:30:00", "09:00:00"]);
  const lunch = faker.helpers.arrayElement([
    ["11:30:00", "12:30:00"],
    ["12:00:00", "13:00:00"],
    ["12:30:00", "13:30:00"],
  ] as const);
  const end = faker.helpers.arrayElement(["16:00:00", "16:30:00", "17:00:00", "17:30:00"]);
  const afternoonOffShare = options.kind === "surgical" ? 0.35 : 0.1;

  let workdays = [1, 2, 3, 4, 5];
  if (faker.datatype.boolean(0.3)) {
    const dayOff = faker.helpers.arrayElement(workdays);
    workdays = workdays.filter((day) => day !== dayOff);
  }
  // Shuffled, then dealt round-robin: every location gets at least one day (at most four locations).
  const dealt = options.locations > 1 ? faker.helpers.shuffle(workdays) : workdays;
  const weeks: WeeklyRule[][] = Array.from({ length: options.locations }, () => []);
  dealt.forEach((weekday, index) => {
    const week = weeks[index % options.locations] as WeeklyRule[];
    week.push({ weekday, start_time: start, end_time: lunch[0] });
    if (!faker.datatype.boolean(afternoonOffShare)) week.push({ weekday, start_time: lunch[1], end_time: end });
  });
  if (faker.datatype.boolean(0.2)) {
    weeks[0]?.push({ weekday: SATURDAY, start_time: start < "08:00:00" ? "08:00:00" : start, end_time: "12:00:00" });
  }
  for (const week of weeks) week.sort((a, b) => a.weekday - b.weekday || a.start_time.localeCompare(b.start_time));
  return weeks;
}
