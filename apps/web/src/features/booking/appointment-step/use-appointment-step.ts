import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import { checkReasonForVisit } from "@fad/contracts/patient/patient-field-rules";
import type { AppType } from "@fad/contracts/provider/app-type";
import { answerTakenAt } from "@fad/contracts/provider/new-patients";
import type { ProviderLocation } from "@fad/contracts/provider/search-providers";
import { TELEHEALTH_SHOWN_KEY } from "@fad/contracts/session/session-keys";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAppTypes } from "../../../api/app-types.ts";
import type { AppointmentChoice, BookingHold, CurrentPatientAnswer } from "../../../booking-session/booking-session.ts";
import {
  reloadSlots,
  setHeldTimeConflict,
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
  const calendarId = location.mhdCalendarId;

  const { appTypes, available, typesKnown, notAccepting } = useOfferedTypes({
    npi: physician.physicianNpi,
    location,
    source: context.source,
    currentPatient: choice.currentPatient,
    texting,
  });

  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [calendarLoading, setCalendarLoading] = useState(false);
  const [refreshCount, setRefreshCount] = useState(0);

  const chosenType = choice.appointmentType;
  // A pick made on another calendar or for another type no longer counts (location or type changed).
  const currentPick =
    picked && picked.calendarId === calendarId && picked.typeCode === chosenType?.code ? picked : null;
  const heldHere = heldOnThisCalendar(hold, physician.physicianNpi, calendarId, chosenType);
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

  const { chooseType, telehealthOpen, closeTelehealth } = useTypeChoice(context.source, () => setPicked(null));

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
    heldTimeConflict: hold && session.heldTimeConflict?.holdId === hold.holdId ? session.heldTimeConflict : null,
    keepHeldTime: () => keepHeldTime(hold, appTypes.data ?? [], choice.currentPatient, () => setPicked(null)),
    refreshCount,
    slotHold,
    telehealthOpen,
    closeTelehealth,
    setCalendarLoading,
    ...stepActions({
      choice,
      chosenType,
      calendarId,
      available,
      currentPick,
      slotHeld,
      canContinue,
      slotHold,
      chooseType,
      setPicked,
      onContinue,
    }),
  };
}

/** Step 1's answers and time, as the step's controls change them. */
function stepActions(state: {
  choice: AppointmentChoice;
  chosenType: AppType | null;
  calendarId: string | null;
  available: AppType[];
  currentPick: PickedSlot | null;
  slotHeld: boolean;
  canContinue: boolean;
  slotHold: ReturnType<typeof useSlotHold>;
  chooseType: (type: AppType | null) => void;
  setPicked: (picked: PickedSlot | null) => void;
  onContinue: () => void;
}) {
  const { choice, chosenType, calendarId, available, currentPick, slotHeld, canContinue, slotHold } = state;
  const { chooseType, setPicked, onContinue } = state;
  return {
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

/**
 * "Keep my time" (decision 129): back to the type the time is held for, with the answer it needs (a
 * New type is a new patient's, a Current type a returning one's; a New/Current type keeps the answer).
 */
function keepHeldTime(
  hold: BookingHold | null,
  types: readonly AppType[],
  answer: CurrentPatientAnswer | null,
  forgetPick: () => void,
): void {
  const type = hold ? types.find((candidate) => candidate.code === hold.appointmentTypeCode) : undefined;
  if (!type) return;
  const needed = type.patientType === "Current" ? "Yes" : type.patientType === "New" ? "No" : (answer ?? "Yes");
  updateAppointmentChoice({ currentPatient: needed, appointmentType: type });
  setHeldTimeConflict(null);
  forgetPick();
}

/**
 * The types of the booked location's own calendar (a doctor's locations differ), for the answer: a new
 * patient is offered nothing where the location does not take new patients (decision 125), which shows
 * the spec's "not currently accepting new patients" prompt.
 */
function useOfferedTypes(options: {
  npi: string;
  location: Pick<ProviderLocation, "mhdCalendarId" | "acceptsNewPatients">;
  source: string | null;
  currentPatient: CurrentPatientAnswer | null;
  texting: boolean;
}) {
  const { npi, location, source, currentPatient, texting } = options;
  const site = useSiteContext();
  const appTypes = useAppTypes({
    npi,
    facilityCOIDs: site.coids,
    program: site.program,
    source: source ?? undefined,
    ...(location.mhdCalendarId ? { calendarId: location.mhdCalendarId } : {}),
  });
  const taken = currentPatient !== null && answerTakenAt(currentPatient, location.acceptsNewPatients);
  const available = taken ? availableAppTypes(appTypes.data ?? [], currentPatient, texting) : [];
  const typesKnown = appTypes.isSuccess && currentPatient !== null;
  return { appTypes, available, typesKnown, notAccepting: typesKnown && available.length === 0 };
}

/**
 * Choosing a type: the picked time no longer counts, and the first telehealth type of the tab's
 * session opens the telehealth notice.
 */
function useTypeChoice(source: string | null, forgetPick: () => void) {
  const [telehealthOpen, setTelehealthOpen] = useState(false);
  const forgetPickRef = useRef(forgetPick);
  forgetPickRef.current = forgetPick;
  const chooseType = useCallback(
    (type: AppType | null) => {
      updateAppointmentChoice({ appointmentType: type });
      forgetPickRef.current();
      setHoldNotice(null);
      // Said again by holdTimeForType when the new type still does not offer the held time.
      setHeldTimeConflict(null);
      // 'Select Below' keeps the hold until a type is chosen; another type keeps the time if offered for it.
      if (type) void holdTimeForType(type, source);
      if (isTelehealth(type) && readSessionValue(TELEHEALTH_SHOWN_KEY) !== "true") {
        writeSessionValue(TELEHEALTH_SHOWN_KEY, "true");
        setTelehealthOpen(true);
      }
    },
    [source],
  );
  return { chooseType, telehealthOpen, closeTelehealth: () => setTelehealthOpen(false) };
}

/**
 * The hold shown as this step's time: the physician's, on this calendar, for the chosen type (kept if
 * offered for it). A time brought from a card or the profile shows as held before a type is chosen
 * ('Select Below'): the type it is held for is preselected once the question is answered.
 */
function heldOnThisCalendar(
  hold: BookingHold | null,
  physicianNpi: string,
  calendarId: string | null,
  chosenType: AppType | null,
): BookingHold | null {
  if (hold === null || hold.physicianNpi !== physicianNpi || calendarId === null) return null;
  const kept = chosenType === null ? hold.calendarId === calendarId : keepsHold(hold, chosenType, calendarId);
  return kept ? hold : null;
}

function sameOrBothNull(a: AppType | null, b: AppType | null): boolean {
  return a === null || b === null ? a === b : sameAppType(a, b);
}

export type AppointmentStepState = ReturnType<typeof useAppointmentStep>;
