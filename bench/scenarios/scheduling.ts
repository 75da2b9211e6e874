import { cycle } from "../lib/bench-samples.ts";
import type { HttpScenario, Scenario } from "./scenario.ts";

export const today = () => new Date().toISOString().slice(0, 10).replaceAll("-", "");

/** The booking step's slot search: one calendar, its new-patient type, 62 days from today. */
export const slotSearchScenario: HttpScenario = {
  kind: "http",
  name: "slot search (62 days)",
  requests: (samples) => {
    const calendar = cycle(samples.calendars);
    return () => {
      const { calendarId, appointmentTypeCode } = calendar();
      return {
        method: "POST",
        path: "/fadmaa/appointment/search",
        body: {
          calendarId,
          startDate: today(),
          numberDaysOut: 62,
          appointmentTypeIds: [appointmentTypeCode],
          source: "cms",
          siteType: "hospitalOperations",
        },
      };
    };
  },
};

export const bookingScenarios: Record<string, Scenario> = {};
