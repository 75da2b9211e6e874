import { HOLD_MINUTES } from "@fad/contracts/appointments/hold-slot";
import { Button } from "react-aria-components";
import type { HoldOrigin } from "../../../booking-session/booking-session.ts";
import { useText } from "../../../ui/i18n/use-text.ts";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
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
  const t = useText();
  return (
    <>
      <ModalDialog
        isOpen={modal === "warning"}
        onOpenChange={(open) => !open && onCloseWarning()}
        role="alertdialog"
        title={t("booking.timer.warningTitle")}
        actions={
          <>
            <Button className={keepTime.offered ? "button-secondary" : "button"} onPress={onCloseWarning}>
              {t("booking.timer.ok")}
            </Button>
            {keepTime.offered ? (
              <Button className="button" onPress={keepTime.keep} isPending={keepTime.pending}>
                {keepTime.pending
                  ? t("booking.timer.keepingTime")
                  : t("booking.timer.keepTime", { minutes: HOLD_MINUTES })}
              </Button>
            ) : null}
          </>
        }
      >
        <p>{t("booking.timer.warningBody")}</p>
        {keepTime.offered ? null : <p>{t("booking.timer.noMoreRenewals")}</p>}
        {keepTime.failed ? (
          <p role="alert" className="field-error">
            {t("booking.timer.keepFailed")}
          </p>
        ) : null}
      </ModalDialog>
      <ModalDialog
        isOpen={modal === "expired"}
        onOpenChange={() => {}}
        isDismissable={false}
        role="alertdialog"
        title={t("booking.timer.expiredTitle")}
        actions={
          <>
            {texting ? null : origin === "profile" ? (
              <Button className="button-secondary" onPress={onBackToProfile}>
                {t("booking.timer.backToDoctorProfile")}
              </Button>
            ) : (
              <Button className="button-secondary" onPress={onBackToResults}>
                {t("booking.timer.backToResults")}
              </Button>
            )}
            <Button className="button" onPress={onBackToTimes}>
              {t("booking.timer.backToTimes")}
            </Button>
          </>
        }
      >
        <p>{t("booking.timer.expiredBody")}</p>
      </ModalDialog>
    </>
  );
}
