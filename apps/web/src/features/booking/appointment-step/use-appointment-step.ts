import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import { checkReasonForVisit } from "@fad/contracts/patient/patient-field-rules";
import type { AppType } from "@fad/contracts/provider/app-type";
import { TELEHEALTH_SHOWN_KEY } from "@fad/contracts/session/session-keys";
import { useCallback, useEffect, useState } from "react";
import { useAppTypes } from "../../../api/app-types.ts";
import type { CurrentPatientAnswer } from "../../../booking-session/booking-session.ts";
import {
  reloadSlots,
  setHoldNotice,
  updateAppointmentChoice,
  useBookingSession,
} from "../../../booking-session/booking-session-store.ts";
import { useSiteContext } from "../../../search-model/site-context.ts";
import { readSessionValue, writeSessionValue } from "../../../ui/browser-storage.ts";
import { useSlotHold } from "../../availability/use-slot-hold.ts";
import { useBookingContext } from "../booking-context.tsx";
import { availableAppTypes, isTelehealth, keepsHold, resolvedAppType, sameAppType } from "./appointment-type-rules.ts";
import { holdTimeForType } from "./held-time-type-change.ts";

/** A time the visitor picked: it belongs to the calendar and type it was picked on. */
interface PickedSlot {
  slot: TimeSlot;
  day: AvailableDay;
  calendarId: string | null;
  typeCode: string;
}

/**
 * Step 1's state and rules (spec booking §4 "Patient type and appointment type", "Slot hold",
 * "Continue enablement", "Mobile gating"): the answers live in the booking session store; what is
 * only on screen (the picked time, the calendar loading, the telehealth notice) lives here.
 */
export function useAppointmentStep(onContinue: () => void) {
  const context = useBookingContext();
  const { physician, location, texting } = context;
  const session = useBookingSession();
  const { choice, hold } = session;
  const site = useSiteContext();
  const calendarId = location.mhdCalendarId;

  const appTypes = useAppTypes({
    npi: physician.physicianNpi,
    facilityCOIDs: site.coids,
    program: site.program,
    source: context.source ?? undefined,
  });
  const available = availableAppTypes(appTypes.data ?? [], choice.currentPatient, texting);
  const typesKnown = appTypes.isSuccess && choice.currentPatient !== null;
  const notAccepting = typesKnown && available.length === 0;

  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [calendarLoading, setCalendarLoading] = useState(false);
  const [telehealthOpen, setTelehealthOpen] = useState(false);
  const [refreshCount, setRefreshCount] = useState(0);

  const chosenType = choice.appointmentType;
  // A pick made on another calendar or for another type no longer counts (location or type changed).
  const currentPick =
    picked && picked.calendarId === calendarId && picked.typeCode === chosenType?.code ? picked : null;
  // A time brought from a card or the profile shows as held before a type is chosen ('Select Below'):
  // the type it is held for is preselected once the question is answered.
  const heldHere =
    hold !== null &&
    hold.physicianNpi === physician.physicianNpi &&
    calendarId !== null &&
    (chosenType === null ? hold.calendarId === calendarId : keepsHold(hold, chosenType, calendarId))
      ? hold
      : null;
  const selectedAppointmentId = currentPick?.slot.appointmentId ?? heldHere?.appointmentId ?? null;
  const slotHeld =
    heldHere !== null && (currentPick === null || currentPick.slot.appointmentId === heldHere.appointmentId);

  const slotHold = useSlotHold({
    physician,
    location,
    appointmentTypeCode: chosenType?.code ?? null,
    origin: context.origin,
    isPsg: context.isPsg,
    source: context.source,
    onRefresh: () => {
      setPicked(null);
      setRefreshCount((count) => count + 1);
      reloadSlots();
    },
    // Stay on the booking page: the page names the held slot in the address (use-held-appointment-id.ts).
    onHeld: () => {},
  });

  // A slot that is gone is no longer picked (the hold is cleared by the hold itself).
  useEffect(() => {
    if (slotHold.slotGone) setPicked(null);
  }, [slotHold.slotGone]);

  const { source } = context;
  const chooseType = useCallback(
    (type: AppType | null) => {
      updateAppointmentChoice({ appointmentType: type });
      setPicked(null);
      setHoldNotice(null);
      // 'Select Below' keeps the hold until a type is chosen; another type keeps the time if offered for it.
      if (type) void holdTimeForType(type, source);
      if (isTelehealth(type) && readSessionValue(TELEHEALTH_SHOWN_KEY) !== "true") {
        writeSessionValue(TELEHEALTH_SHOWN_KEY, "true");
        setTelehealthOpen(true);
      }
    },
    [source],
  );

  // Once the types are known: keep the stored type only if still offered, preselect a lone type.
  // A time held on a card or the profile brings its type, preselected when offered for the answer.
  const heldTypeCode = hold && hold.calendarId === calendarId ? hold.appointmentTypeCode : null;
  const resolved = typesKnown ? resolvedAppType(chosenType, available, heldTypeCode) : chosenType;
  const needsResolving = typesKnown && !sameOrBothNull(resolved, chosenType);
  useEffect(() => {
    if (needsResolving) chooseType(resolved);
  }, [needsResolving, resolved, chooseType]);

  const reasonProblem = checkReasonForVisit(choice.reasonForVisit);
  const questionsComplete =
    choice.currentPatient !== null && chosenType !== null && reasonProblem === null && calendarId !== null;
  const canContinue = questionsComplete && selectedAppointmentId !== null && !calendarLoading && !slotHold.isHolding;

  return {
    physician,
    location,
    choice,
    hold,
    heldHere,
    appTypes,
    available,
    notAccepting,
    reasonProblem,
    selectedAppointmentId,
    slotHeld,
    questionsComplete,
    canContinue,
    slotsVersion: session.slotsVersion,
    holdNotice: session.holdNotice,
    refreshCount,
    slotHold,
    telehealthOpen,
    closeTelehealth: () => setTelehealthOpen(false),
    setCalendarLoading,
    chooseAnswer(answer: CurrentPatientAnswer) {
      if (answer === choice.currentPatient) return;
      // Spec §4: a new answer resets the type to 'Select Below' (the hold, if any, stays until a type is chosen).
      updateAppointmentChoice({ currentPatient: answer, appointmentType: null });
      setPicked(null);
    },
    chooseTypeCode(code: string) {
      chooseType(available.find((type) => type.code === code) ?? null);
    },
    changeReason(reasonForVisit: string) {
      updateAppointmentChoice({ reasonForVisit });
    },
    selectSlot(slot: TimeSlot, day: AvailableDay) {
      if (!chosenType) return;
      setPicked({ slot, day, calendarId, typeCode: chosenType.code });
      slotHold.choose(slot, day);
    },
    cancelHoldConfirmation() {
      setPicked(null);
      slotHold.cancelConfirmation();
    },
    /** Desktop Continue: hold the picked time unless it is the one held, then move on. */
    async continueToPatient() {
      if (!canContinue) return;
      if (slotHeld) {
        onContinue();
        return;
      }
      if (currentPick && (await slotHold.hold(currentPick.slot, currentPick.day))) onContinue();
    },
    /** Mobile step 2's Next: only a held time moves on. */
    continueFromTime() {
      if (slotHeld) onContinue();
    },
  };
}

function sameOrBothNull(a: AppType | null, b: AppType | null): boolean {
  return a === null || b === null ? a === b : sameAppType(a, b);
}

export type AppointmentStepState = ReturnType<typeof useAppointmentStep>;
