import { SESSION_TIMER_TEXTS as TEXT } from "@fad/contracts/messages/booking-wizard-texts";
import { Button } from "react-aria-components";
import type { HoldOrigin } from "../../../booking-session/booking-session.ts";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { WIZARD_MESSAGES } from "../wizard/wizard-messages.ts";
import type { SessionTimerModal } from "./session-timer-rules.ts";
import type { KeepTime } from "./use-keep-time.ts";

export interface SessionTimerModalsProps {
  modal: SessionTimerModal;
  /** Where the expired hold began: Back to Doctor Profile (profile) or Back to Results (otherwise). */
  origin: HoldOrigin | null;
  /** The texting flow offers only Back to Times. */
  texting: boolean;
  onCloseWarning: () => void;
  /** "Keep my time for another 15 minutes" (decision 49). */
  keepTime: KeepTime;
  onBackToTimes: () => void;
  onBackToProfile: () => void;
  onBackToResults: () => void;
}

/**
 * The five-minute warning and the time-released notice (spec booking §2 "Modals and other UI"). The
 * warning also offers to keep the time while the server allows it (WCAG 2.2.1, decision 49); closing it
 * either way returns focus to where it was (ModalDialog).
 */
export function SessionTimerModals(props: SessionTimerModalsProps) {
  const { modal, origin, texting, onCloseWarning, keepTime, onBackToTimes, onBackToProfile, onBackToResults } = props;
  return (
    <>
      <ModalDialog
        isOpen={modal === "warning"}
        onOpenChange={(open) => !open && onCloseWarning()}
        role="alertdialog"
        title={TEXT.warning.title}
        actions={
          <>
            <Button className={keepTime.offered ? "button-secondary" : "button"} onPress={onCloseWarning}>
              {WIZARD_MESSAGES.warningOk}
            </Button>
            {keepTime.offered ? (
              <Button className="button" onPress={keepTime.keep} isPending={keepTime.pending}>
                {keepTime.pending ? TEXT.warning.keepingTime : TEXT.warning.keepTime}
              </Button>
            ) : null}
          </>
        }
      >
        <p>{TEXT.warning.body}</p>
        {keepTime.offered ? null : <p>{TEXT.warning.noMoreRenewals}</p>}
        {keepTime.failed ? (
          <p role="alert" className="field-error">
            {TEXT.warning.keepFailed}
          </p>
        ) : null}
      </ModalDialog>
      <ModalDialog
        isOpen={modal === "expired"}
        onOpenChange={() => {}}
        isDismissable={false}
        role="alertdialog"
        title={TEXT.expired.title}
        actions={
          <>
            {texting ? null : origin === "profile" ? (
              <Button className="button-secondary" onPress={onBackToProfile}>
                {TEXT.expired.backToDoctorProfile}
              </Button>
            ) : (
              <Button className="button-secondary" onPress={onBackToResults}>
                {TEXT.expired.backToResults}
              </Button>
            )}
            <Button className="button" onPress={onBackToTimes}>
              {TEXT.expired.backToTimes}
            </Button>
          </>
        }
      >
        <p>{TEXT.expired.body}</p>
      </ModalDialog>
    </>
  );
}
