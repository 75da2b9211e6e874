import { DESKTOP_STEP_COUNT, MOBILE_STEP_COUNT } from "@fad/contracts/messages/booking-wizard-texts";
import { APP_ROUTES, profilePath } from "@fad/contracts/routes/app-routes";
import type { HoldOrigin } from "../../../booking-session/booking-session.ts";

/**
 * Where the visitor is in the booking, counted in the mobile flow's 4 steps (spec booking §2): 1
 * questions, 2 appointment details, 3 patient information, 4 review. The desktop wizard's 3 steps are
 * a view of it: its step 1 holds mobile steps 1 and 2. One count means a resize between the two
 * layouts keeps the visitor where they were.
 */
export type WizardPosition = 1 | 2 | 3 | 4;
export type DesktopStep = 1 | 2 | 3;

export function clampStep(step: number, total: number): number {
  if (!Number.isFinite(step)) return 1;
  return Math.min(total, Math.max(1, Math.trunc(step)));
}

export function desktopStepOf(position: WizardPosition): DesktopStep {
  return position <= 2 ? 1 : ((position - 1) as DesktopStep);
}

/** Steps are clamped to 1 through 3 (spec booking §2 "Desktop wizard"). */
export function positionOfDesktopStep(step: number): WizardPosition {
  const desktop = clampStep(step, DESKTOP_STEP_COUNT);
  return desktop === 1 ? 1 : ((desktop + 1) as WizardPosition);
}

export function clampPosition(position: number): WizardPosition {
  return clampStep(position, MOBILE_STEP_COUNT) as WizardPosition;
}

/**
 * Back from step 1 leaves the wizard: to the listing the visitor came from (its query and page) when
 * they came from results, else the profile.
 */
export function leaveWizardPath(
  origin: HoldOrigin,
  urlTitle: string,
  listingPath: string = APP_ROUTES.listing,
): string {
  return origin === "results" ? listingPath : profilePath(urlTitle);
}
