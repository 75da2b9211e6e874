import type { APIRequestContext, Page, Response } from "@playwright/test";
import { openSlots } from "./booking-journey.ts";
import { expect } from "./fixtures.ts";

/** A time a page held: what the slot search needs to say whether it is free again. */
interface HeldTime {
  appointmentId: string;
  calendarId: string;
  typeCode: string;
}

/**
 * Every hold a page makes and every booking it completes, read from its own calls (issue 19: no journey
 * leaves a time held after the page dropped it). Start it before the page makes any call.
 */
export interface HoldLedger {
  held: Map<string, HeldTime>;
  bookedHoldIds: Set<string>;
  holdIdsOf: Map<string, Set<string>>;
  /** The answers still being read. */
  pending: Promise<unknown>[];
}

export function keepHoldLedger(page: Page): HoldLedger {
  const ledger: HoldLedger = { held: new Map(), bookedHoldIds: new Set(), holdIdsOf: new Map(), pending: [] };
  page.on("response", (response) => {
    if (response.request().method() !== "POST" || response.status() !== 200) return;
    const path = new URL(response.url()).pathname;
    if (path.endsWith("/fadmaa/appointment/hold")) ledger.pending.push(noteHold(ledger, response));
    if (path.endsWith("/fadmaa/appointment/book")) {
      const { holdId } = response.request().postDataJSON() as { holdId: string };
      ledger.bookedHoldIds.add(holdId);
    }
  });
  return ledger;
}

async function noteHold(ledger: HoldLedger, response: Response) {
  const body = response.request().postDataJSON() as { appointmentId: string; calendarId: string };
  const answer = await response.json().catch((error: unknown) => {
    throw new Error(
      `a hold of ${body.appointmentId} answered as the page closed, so the journey cannot tell whether it was given back: let the page settle (its hold answered) before the journey ends (${String(error)})`,
    );
  });
  const { result } = answer as { result: { holdId: string; appointmentTypeId: string } };
  const key = `${body.calendarId}/${body.appointmentId}/${result.appointmentTypeId}`;
  ledger.held.set(key, {
    appointmentId: body.appointmentId,
    calendarId: body.calendarId,
    typeCode: result.appointmentTypeId,
  });
  const holdIds = ledger.holdIdsOf.get(key) ?? new Set<string>();
  holdIds.add(result.holdId);
  ledger.holdIdsOf.set(key, holdIds);
}

/**
 * Closes the page once the answers it already had are read (reading one after the close fails), then
 * checks nothing it held is left held (expectNoHoldLeft).
 */
export async function closeAndExpectNoHoldLeft(page: Page, request: APIRequestContext, ledger: HoldLedger) {
  await Promise.all(ledger.pending);
  await page.close();
  await expectNoHoldLeft(request, ledger);
}

/**
 * Once the page is gone (closed: its pagehide gives a held time back), every time it held and did not
 * book is offered again by the slot search, which reads the live holds from the database on every
 * answer (decision 71): nothing the page dropped is left held for the hold's 15 minutes.
 */
export async function expectNoHoldLeft(request: APIRequestContext, ledger: HoldLedger): Promise<void> {
  await Promise.all(ledger.pending);
  for (const [key, time] of ledger.held) {
    const holdIds = ledger.holdIdsOf.get(key) ?? new Set<string>();
    if ([...holdIds].some((holdId) => ledger.bookedHoldIds.has(holdId))) continue;
    await expect
      .poll(
        async () =>
          (await openSlots(request, time.calendarId, time.typeCode)).some(
            (slot) => slot.appointmentId === time.appointmentId,
          ),
        { message: `the time ${time.appointmentId} the page held is free again`, timeout: 10_000 },
      )
      .toBe(true);
  }
}
