import { HOLDER_MESSAGES } from "@fad/contracts/appointments/holder";
import { afterEach, describe, expect, it } from "vitest";
import { stubFetch } from "../testing/stub-fetch.ts";
import { bookAppointment } from "./book-appointment.ts";
import { holdSlot } from "./hold-slot.ts";
import { forgetHolderToken } from "./holder-token.ts";
import { releaseHold } from "./release-hold.ts";
import { renewHold } from "./renew-hold.ts";

const TOKEN = "aaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbb";
const OTHER = "cccccccccccccccccccccc.dddddddddddddddddddddd";
const ok = (result: unknown) => Response.json({ status: { code: "200", details: "OK" }, result });
const HOLD = {
  appointmentId: "slot-1",
  appointmentTypeId: "NEWPT",
  calendarId: "CAL-1",
  startTime: "09:00",
  duration: 30,
  date: "20261123",
  providerLocationId: "CAL-1",
};
const HELD = { holdId: "HOLD-1", holdExpiresAt: "2026-11-23T15:15:00.000Z", appointmentTypeId: "NEWPT" };

afterEach(() => {
  forgetHolderToken();
});

/** Where cookies do not travel (embedded on another site), the token in memory names the holder. */
describe("the holder token", () => {
  it("is asked for once before the first hold and sent with hold, renew, release and book", async () => {
    const fetchMock = stubFetch(async (url) => {
      if (url.endsWith("/appointment/holder")) return ok({ holderToken: TOKEN });
      if (url.endsWith("/appointment/hold/renew")) {
        return ok({ holdId: "HOLD-1", holdExpiresAt: HELD.holdExpiresAt, renewals: 1, renewalsLeft: 9 });
      }
      if (url.endsWith("/appointment/hold")) return ok(HELD);
      return new Response("{}", { status: 500 });
    });
    await Promise.all([holdSlot(HOLD), holdSlot(HOLD)]);
    await renewHold({ holdId: "HOLD-1", appointmentId: "slot-1" });
    await releaseHold({ holdId: "HOLD-1", appointmentId: "slot-1" }).catch(() => undefined);
    await bookAppointment({} as never).catch(() => undefined);
    const calls = fetchMock.mock.calls.map(([url, init]) => ({
      path: new URL(url, "http://app.test").pathname,
      holder: new Headers(init?.headers).get("x-fad-holder"),
    }));
    expect(calls.filter((call) => call.path === "/fadmaa/appointment/holder")).toHaveLength(1);
    expect(calls.filter((call) => call.path !== "/fadmaa/appointment/holder")).toEqual([
      { path: "/fadmaa/appointment/hold", holder: TOKEN },
      { path: "/fadmaa/appointment/hold", holder: TOKEN },
      { path: "/fadmaa/appointment/hold/renew", holder: TOKEN },
      { path: "/fadmaa/appointment/hold", holder: TOKEN },
      { path: "/fadmaa/appointment/book", holder: TOKEN },
    ]);
  });

  it("is asked for again, once, when the server no longer knows it", async () => {
    const tokens = [TOKEN, OTHER];
    const fetchMock = stubFetch(async (url, _body, _method, init) => {
      if (url.endsWith("/appointment/holder")) return ok({ holderToken: tokens.shift() });
      if (new Headers(init?.headers).get("x-fad-holder") === OTHER) return ok(HELD);
      return Response.json(
        { status: { code: "400", details: HOLDER_MESSAGES.noHolder }, result: null },
        { status: 400 },
      );
    });
    expect(await holdSlot(HOLD)).toEqual(HELD);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
