import { Button } from "react-aria-components";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { AVAILABILITY_MESSAGES as TEXT } from "./availability-messages.ts";

/** psg only: "Your appointment time will be held for 15 minutes", Cancel / Continue. */
export function HoldConfirmationModal(props: { isOpen: boolean; onCancel: () => void; onContinue: () => void }) {
  const { isOpen, onCancel, onContinue } = props;
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      title={TEXT.holdConfirmation.title}
      actions={
        <>
          <Button className="button-secondary" onPress={onCancel}>
            {TEXT.holdConfirmation.cancel}
          </Button>
          <Button className="button" onPress={onContinue}>
            {TEXT.holdConfirmation.continue}
          </Button>
        </>
      }
    >
      <p>{TEXT.holdConfirmation.body}</p>
    </ModalDialog>
  );
}

/** The hold failed because the slot is gone: Doctor's Profile or Refresh (spec booking §2, §8). */
export function HoldErrorModal(props: { isOpen: boolean; onProfile: () => void; onRefresh: () => void }) {
  const { isOpen, onProfile, onRefresh } = props;
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={() => {}}
      isDismissable={false}
      role="alertdialog"
      title={TEXT.holdError.title}
      actions={
        <>
          <Button className="button-secondary" onPress={onProfile}>
            {TEXT.holdError.doctorsProfile}
          </Button>
          <Button className="button" onPress={onRefresh}>
            {TEXT.holdError.refresh}
          </Button>
        </>
      }
    >
      <p>{TEXT.holdError.body}</p>
    </ModalDialog>
  );
}
