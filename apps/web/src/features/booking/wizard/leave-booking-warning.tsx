import { Button } from "react-aria-components";
import { useBlocker } from "react-router";
import { useText } from "../../../ui/i18n/use-text.ts";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";

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
  const t = useText();
  const isOpen = blocker.state === "blocked";
  const stay = () => blocker.reset?.();
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && stay()}
      role="alertdialog"
      title={t("booking.leave.title")}
      actions={
        <>
          <Button className="button-secondary" onPress={() => blocker.proceed?.()}>
            {t("booking.leave.leave")}
          </Button>
          <Button className="button" onPress={stay} autoFocus>
            {t("booking.leave.stay")}
          </Button>
        </>
      }
    >
      <p>{t("booking.leave.body")}</p>
    </ModalDialog>
  );
}
