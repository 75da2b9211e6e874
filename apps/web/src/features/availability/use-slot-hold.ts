import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import type { Visit } from "@fad/contracts/provider/visit";
import { APP_ROUTES, profilePath } from "@fad/contracts/routes/app-routes";
import { useState } from "react";
import { useNavigate } from "react-router";
import { holdRequestFor, isSlotGone, useHoldSlot } from "../../api/hold-slot.ts";
import { retryWhileBusy } from "../../api/server-busy.ts";
import type { HoldOrigin } from "../../booking-session/booking-session.ts";
import { startHold } from "../../booking-session/booking-session-store.ts";
import { dropHold } from "../../booking-session/drop-hold.ts";
import { sendAnalyticsEvent } from "../../ui/analytics.ts";
import { AVAILABILITY_ANALYTICS } from "./availability-messages.ts";

export interface SlotHoldOptions {
  physician: Physician;
  location: ProviderLocation;
  appointmentTypeCode: string | null;
  origin: HoldOrigin;
  isPsg: boolean;
  source: string | null;
  /** Reload the calendar's slots (the hold-error modal's Refresh). */
  onRefresh: () => void;
  /** The visit the times are for (a card or the profile, decision 129): kept with the hold. */
  visit?: Visit;
  /** After a hold: booking step 1 stays on its page (sets appt_id itself); absent → open the booking route. */
  onHeld?: (slotId: string) => void;
}

interface ChosenSlot {
  slot: TimeSlot;
  day: AvailableDay;
}

/** The booking route of a held slot: /physicians?urlTitle=…&appt_id=… (spec booking §2 Routes). */
export function bookingPath(urlTitle: string, slotId: string): string {
  const query = new URLSearchParams({ urlTitle, appt_id: slotId });
  return `${APP_ROUTES.landing}?${query.toString()}`;
}

/**
 * The page's one owner of the hold (decision 76), used by the card and profile calendars and by booking
 * step 1 (spec booking §4 "Slot hold"): psg sites first confirm; then the hold; success stores it in the
 * booking session and opens the booking route (or tells step 1); a slot that is gone opens the
 * hold-error modal; a hold the server sheds at a rush is sent again after Retry-After while `busy`
 * shows the notice (decision 209); any other failure shows the network error. A new hold releases the visitor's
 * earlier one on the server (the hold call does); a dropped one is released by dropHold.
 */
export function useSlotHold(options: SlotHoldOptions) {
  const { physician, location, appointmentTypeCode, origin, isPsg, source, onRefresh, onHeld, visit } = options;
  const navigate = useNavigate();
  const { mutateAsync, isPending: isHolding } = useHoldSlot();
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<ChosenSlot | null>(null);
  /** The chosen time's slot id (the wire's `appointmentId`, spec booking §2's appt_id). */
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [slotGone, setSlotGone] = useState(false);
  const [networkError, setNetworkError] = useState(false);
  /** The server shed the hold at a rush and the page waits to send it again (decision 209). */
  const [busy, setBusy] = useState(false);
  /** The failed hold's error, for the banner's words (a rate-limit refusal has its own). */
  const [failure, setFailure] = useState<unknown>(null);

  /** Resolves whether the slot is now held. */
  async function placeHold({ slot, day }: ChosenSlot): Promise<boolean> {
    const calendarId = location.mhdCalendarId;
    if (!calendarId) return false;
    setChosenId(slot.appointmentId);
    setNetworkError(false);
    setFailure(null);
    try {
      const request = holdRequestFor({ slot, day, calendarId, appointmentTypeCode, source });
      // Shed at a rush: the same time is asked for again after Retry-After, the notice says so.
      const result = await retryWhileBusy(() => mutateAsync(request), { onWaiting: setBusy });
      startHold({
        holdId: result.holdId,
        appointmentId: slot.appointmentId,
        slot: {
          day: day.day,
          startTime: slot.startTime,
          duration: slot.duration,
          twelveHourClockTime: slot.twelveHourClockTime,
        },
        calendarId,
        locationId: location.id,
        physicianUrlTitle: physician.urlTitle,
        physicianNpi: physician.physicianNpi,
        appointmentTypeCode: result.appointmentTypeId,
        origin,
        holdStartedAt: Date.now(),
        holdExpiresAt: result.holdExpiresAt,
        ...(visit ? { visit } : {}),
      });
      if (onHeld) onHeld(slot.appointmentId);
      else navigate(bookingPath(physician.urlTitle, slot.appointmentId));
      return true;
    } catch (error) {
      // A refused hold leaves the visitor's earlier hold in place on the server: give it back too.
      dropHold();
      setChosenId(null);
      if (isSlotGone(error)) {
        setSlotGone(true);
        sendAnalyticsEvent(AVAILABILITY_ANALYTICS.holdTitle, AVAILABILITY_ANALYTICS.category, {
          label: AVAILABILITY_ANALYTICS.holdErrorLabel,
        });
      } else {
        setNetworkError(true);
        setFailure(error);
      }
      return false;
    }
  }

  return {
    chosenId,
    isHolding: isHolding || busy,
    busy,
    networkError,
    failure,
    slotGone,
    awaitingConfirmation: awaitingConfirmation !== null,
    choose(slot: TimeSlot, day: AvailableDay) {
      if (isPsg) {
        // The chosen time shows selected while the confirmation is open.
        setChosenId(slot.appointmentId);
        setAwaitingConfirmation({ slot, day });
      } else void placeHold({ slot, day });
    },
    confirm() {
      const chosen = awaitingConfirmation;
      setAwaitingConfirmation(null);
      if (chosen) void placeHold(chosen);
    },
    /** Holds at once, without the psg confirmation (booking step 1's Continue on a chosen slot). */
    hold(slot: TimeSlot, day: AvailableDay): Promise<boolean> {
      return placeHold({ slot, day });
    },
    cancelConfirmation() {
      setAwaitingConfirmation(null);
      setChosenId(null);
    },
    goToProfile() {
      setSlotGone(false);
      navigate(profilePath(physician.urlTitle));
    },
    refresh() {
      setSlotGone(false);
      onRefresh();
    },
  };
}

export type SlotHold = ReturnType<typeof useSlotHold>;
