import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { createContext, type ReactNode, useContext, useEffect, useRef } from "react";
import type { HoldOrigin } from "../../booking-session/booking-session.ts";

/** What every booking step needs to know about the page it is on; the booking page provides it. */
export interface BookingContextValue {
  physician: Physician;
  /** The location being booked (the held one, else the physician's display location). */
  location: ProviderLocation;
  /** Change Location: the page clears the hold and the slots reload (spec booking §4). */
  chooseLocation: (location: ProviderLocation) => void;
  isPsg: boolean;
  /** The texting variant (/texting routes). */
  texting: boolean;
  /** The calls' source: the texting source in the texting flow, else the host app. */
  source: string | null;
  siteType: string | null;
  /** The contact centre's number: the fallback when the location has no phone. */
  contactCenterPhone: string | null;
  /** Where the hold started (profile or results): Back on step 1 and the time-expired buttons. */
  origin: HoldOrigin;
  /**
   * Counts the time-expired modal's Back to Times: the times section then takes focus, since the
   * control the modal opened over (on a later step) is gone and focus would fall to the page.
   */
  timesFocusRequests: number;
}

const BookingContext = createContext<BookingContextValue | null>(null);

export function BookingContextProvider({ value, children }: { value: BookingContextValue; children: ReactNode }) {
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>;
}

export function useBookingContext(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error("useBookingContext needs the booking page's BookingContextProvider");
  return value;
}

/**
 * The mobile flow's header Next (spec booking §2 "Mobile flow"): each step tells the page whether it
 * is complete and what moving on does (validate, hold, book); the header's Next runs it.
 */
export interface StepAction {
  canContinue: boolean;
  onContinue: () => void;
}

const StepActionContext = createContext<(action: StepAction | null) => void>(() => {});

export function StepActionProvider({
  onStepAction,
  children,
}: {
  onStepAction: (action: StepAction | null) => void;
  children: ReactNode;
}) {
  return <StepActionContext.Provider value={onStepAction}>{children}</StepActionContext.Provider>;
}

/** A step reports its action while it is shown; the latest onContinue is always the one run. */
export function useStepAction(action: StepAction, enabled = true): void {
  const report = useContext(StepActionContext);
  const latest = useRef(action.onContinue);
  latest.current = action.onContinue;
  const { canContinue } = action;
  useEffect(() => {
    if (!enabled) return;
    report({ canContinue, onContinue: () => latest.current() });
    return () => report(null);
  }, [report, canContinue, enabled]);
}
