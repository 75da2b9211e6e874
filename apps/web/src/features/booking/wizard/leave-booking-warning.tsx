import { Button } from "react-aria-components";
import { useBlocker } from "react-router";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { BOOKING_PAGE_MESSAGES } from "../booking-page-messages.ts";

const TEXT = BOOKING_PAGE_MESSAGES.leave;

/**
 * The browser's Back or Forward out of the booking page while a time is held (issue 19, problem 4):
 * the app asks first, as the browser does for a reload or a closed tab (useLeaveWarning). Moves between
 * the wizard's steps are not leaving; the wizard's own buttons and links leave on purpose.
 */
export function LeaveBookingWarning({ active }: { active: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      active &&
      historyAction === "POP" &&
      (currentLocation.pathname !== nextLocation.pathname ||
        new URLSearchParams(currentLocation.search).get("urlTitle") !==
          new URLSearchParams(nextLocation.search).get("urlTitle")),
  );
  const isOpen = blocker.state === "blocked";
  const stay = () => blocker.reset?.();
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && stay()}
      role="alertdialog"
      title={TEXT.title}
      actions={
        <>
          <Button className="button-secondary" onPress={() => blocker.proceed?.()}>
            {TEXT.leave}
          </Button>
          <Button className="button" onPress={stay} autoFocus>
            {TEXT.stay}
          </Button>
        </>
      }
    >
      <p>{TEXT.body}</p>
    </ModalDialog>
  );
}
