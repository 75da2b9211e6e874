import {
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from "@fad/contracts/api/service-unavailable";
import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { bookBody, openSlotHoldBodies, type TypedHoldBody } from "../testing/booking-fixtures.ts";

/**
 * The visitors of the multi-node test (not used by the server): each searches, looks at a calendar's
 * times, becomes a holder, holds a time, takes the form's fill time and books, all through the load
 * balancer, from an address of its own (the balancer's X-Forwarded-For, which the processes trust from
 * loopback), so the production limits apply to each as to a real visitor. A call answered 503 is sent
 * again after a pause, as the app does; every answer is recorded.
 */

/** One call through the balancer as the visitor saw it. */
export interface RecordedCall {
  call: "search" | "slots" | "holder" | "hold" | "book";
  /** 0: no HTTP answer at all (the connection failed). */
  status: number;
  /** A 503 carrying the app's own message and Retry-After (a process answered it, not the balancer). */
  fromApp503: boolean;
  sentAt: number;
  answeredAt: number;
}

/** A booking a visitor was told of. */
export interface Confirmation {
  visitor: number;
  bookingId: string;
  slot: TypedHoldBody;
  holdSentAt: number;
}

export interface VisitorOutcome {
  visitor: number;
  /** The time the visitor held (and booked), or null when every one it tried was taken. */
  held: TypedHoldBody | null;
  confirmation: Confirmation | null;
  /** A book answer other than 200 (none is expected: a held time stays the visitor's). */
  refusedBook: number | null;
}

const RETRY_PAUSE_MS = 1_000;
/** A call still answered 503 after this long has not recovered: the visitor gives up and the test fails. */
const GIVE_UP_AFTER_MS = 45_000;
const fillTime = () => sleep(MIN_BOOKING_FILL_SECONDS * 1000 + 200);

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A visitor's address: 50 to each /24 of three ranges no real client here has (only a header). */
export function visitorAddress(visitor: number): string {
  return `198.51.${100 + Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
}

export class BalancedVisitors {
  readonly calls: RecordedCall[] = [];
  private nextVisitor = 0;

  constructor(
    private readonly balancerUrl: string,
    private readonly now: () => number = () => performance.now(),
  ) {}

  newVisitor(): number {
    const visitor = this.nextVisitor;
    this.nextVisitor += 1;
    return visitor;
  }

  /** One call, recorded; `json` is null when the answer was not JSON. */
  async send(
    visitor: number,
    call: RecordedCall["call"],
    path: string,
    body: unknown,
    holderToken?: string,
  ): Promise<{ status: number; json: { result?: Record<string, unknown> | null } | null }> {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "x-forwarded-for": visitorAddress(visitor),
      ...(holderToken ? { "x-fad-holder": holderToken } : {}),
    };
    const sentAt = this.now();
    try {
      const response = await fetch(`${this.balancerUrl}/fadmaa${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
      });
      const text = await response.text();
      const json = parseJson(text);
      const fromApp503 =
        response.status === 503 &&
        response.headers.get("retry-after") === String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS) &&
        (json as { status?: { details?: string } } | null)?.status?.details === SERVICE_UNAVAILABLE_MESSAGE;
      this.calls.push({ call, status: response.status, fromApp503, sentAt, answeredAt: this.now() });
      return { status: response.status, json: json as { result?: Record<string, unknown> | null } | null };
    } catch {
      this.calls.push({ call, status: 0, fromApp503: false, sentAt, answeredAt: this.now() });
      return { status: 0, json: null };
    }
  }

  /** Sends the call again while it is answered 5xx (or not at all), as the app does; the last answer. */
  async untilAnswered(...args: Parameters<BalancedVisitors["send"]>): ReturnType<BalancedVisitors["send"]> {
    const deadline = this.now() + GIVE_UP_AFTER_MS;
    for (;;) {
      const answer = await this.send(...args);
      if ((answer.status !== 0 && answer.status < 500) || this.now() > deadline) return answer;
      await sleep(RETRY_PAUSE_MS);
    }
  }

  /** A new holder (decision 90): its token, sent with the visitor's hold and book. */
  async holder(visitor: number): Promise<string | null> {
    const answer = await this.untilAnswered(visitor, "holder", "/appointment/holder", {});
    return answer.status === 200 ? String(answer.json?.result?.holderToken) : null;
  }

  /** The searches a visitor makes before choosing (answers recorded, not needed to go on). */
  async browse(visitor: number, slot: TypedHoldBody): Promise<void> {
    await this.send(visitor, "search", "/provider/search/", { zip: "37203", numberDaysOut: 14 });
    await this.send(visitor, "slots", "/appointment/search", {
      calendarId: slot.calendarId,
      appointmentTypeIds: [slot.appointmentTypeId],
      startDate: slot.date.replaceAll("-", ""),
      numberDaysOut: 7,
    });
  }

  /** Holds the first of `candidates` not taken (409: the next); null when all were. */
  async hold(
    visitor: number,
    holderToken: string,
    candidates: TypedHoldBody[],
  ): Promise<{ slot: TypedHoldBody; holdId: string; sentAt: number } | null> {
    for (const slot of candidates) {
      const sentAt = this.now();
      const answer = await this.untilAnswered(visitor, "hold", "/appointment/hold", slot, holderToken);
      if (answer.status === 200) return { slot, holdId: String(answer.json?.result?.holdId), sentAt };
    }
    return null;
  }

  /** The form's fill time, then the book call, sent again while it is answered 503. */
  async book(
    visitor: number,
    holderToken: string,
    held: { slot: TypedHoldBody; holdId: string; sentAt: number },
  ): Promise<VisitorOutcome> {
    await fillTime();
    const answer = await this.untilAnswered(
      visitor,
      "book",
      "/appointment/book",
      bookBody(held.slot, held.holdId),
      holderToken,
    );
    if (answer.status !== 200) return { visitor, held: held.slot, confirmation: null, refusedBook: answer.status };
    const bookingId = String(answer.json?.result?.bookingId);
    return {
      visitor,
      held: held.slot,
      confirmation: { visitor, bookingId, slot: held.slot, holdSentAt: held.sentAt },
      refusedBook: null,
    };
  }

  /** One visitor of the mixed load: browse (every third), hold one of the candidates, book. */
  async visit(candidates: TypedHoldBody[]): Promise<VisitorOutcome> {
    const visitor = this.newVisitor();
    if (visitor % 3 === 0) await this.browse(visitor, candidates[0] as TypedHoldBody);
    const holderToken = await this.holder(visitor);
    const held = holderToken ? await this.hold(visitor, holderToken, candidates) : null;
    if (!holderToken || !held) return { visitor, held: null, confirmation: null, refusedBook: null };
    return this.book(visitor, holderToken, held);
  }

  /** `racers` visitors, holders already, hold the same time at the same moment; the winner books. */
  async race(slot: TypedHoldBody, racers: number): Promise<VisitorOutcome[]> {
    const visitors = Array.from({ length: racers }, () => this.newVisitor());
    const tokens = await Promise.all(visitors.map((visitor) => this.holder(visitor)));
    return Promise.all(
      visitors.map(async (visitor, index) => {
        const token = tokens[index];
        const held = token ? await this.hold(visitor, token, [slot]) : null;
        if (!token || !held) return { visitor, held: null, confirmation: null, refusedBook: null };
        return this.book(visitor, token, held);
      }),
    );
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One type per calendar (times of one type never overlap), every calendar's open times for two weeks. */
export async function openTimes(db: Database): Promise<TypedHoldBody[]> {
  const calendars = await db
    .selectFrom("calendar_appointment_types as cat")
    .innerJoin("appointment_types as t", "t.code", "cat.appointment_type_code")
    .where("t.texting_only", "=", false)
    .select(["cat.calendar_id", sql<string>`min(cat.appointment_type_code)`.as("type_code")])
    .groupBy("cat.calendar_id")
    .orderBy("cat.calendar_id")
    .execute();
  // From the database's clock, as the processes judge (decision 94), an hour ahead.
  const { rows } = await sql<{ now: Date }>`SELECT now() + interval '1 hour' AS now`.execute(db);
  const from = new Date(rows[0]?.now ?? Date.now());
  const perCalendar = await Promise.all(
    calendars.map((row) => openSlotHoldBodies(db, from, { calendarId: row.calendar_id, typeCode: row.type_code })),
  );
  // Interleaved across calendars, in a fixed order, so consecutive visitors meet different calendars.
  const longest = Math.max(...perCalendar.map((times) => times.length));
  return Array.from({ length: longest }, (_, index) => perCalendar.flatMap((times) => times[index] ?? [])).flat();
}
