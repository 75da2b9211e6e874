import { Button } from "react-aria-components";
import { useText } from "../../ui/i18n/use-text.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";

/** psg only: "Your appointment time will be held for 15 minutes", Cancel / Continue. */
export function HoldConfirmationModal(props: { isOpen: boolean; onCancel: () => void; onContinue: () => void }) {
  const { isOpen, onCancel, onContinue } = props;
  const t = useText();
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      title={t("availability.holdConfirmation.title")}
      actions={
        <>
          <Button className="button-secondary" onPress={onCancel}>
            {t("availability.holdConfirmation.cancel")}
          </Button>
          <Button className="button" onPress={onContinue}>
            {t("availability.holdConfirmation.continue")}
          </Button>
        </>
      }
    >
      <p>{t("availability.holdConfirmation.body")}</p>
    </ModalDialog>
  );
}

/** The hold failed because the slot is gone: Doctor's Profile or Refresh (spec booking §2, §8). */
export function HoldErrorModal(props: { isOpen: boolean; onProfile: () => void; onRefresh: () => void }) {
  const { isOpen, onProfile, onRefresh } = props;
  const t = useText();
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={() => {}}
      isDismissable={false}
      role="alertdialog"
      title={t("availability.holdError.title")}
      actions={
        <>
          <Button className="button-secondary" onPress={onProfile}>
            {t("availability.holdError.doctorsProfile")}
          </Button>
          <Button className="button" onPress={onRefresh}>
            {t("availability.holdError.refresh")}
          </Button>
        </>
      }
    >
      <p>{t("availability.holdError.body")}</p>
    </ModalDialog>
  );
}
