import { Button } from "react-aria-components";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { APPOINTMENT_STEP_MESSAGES as TEXT } from "./appointment-step-messages.ts";

/** Spec §2: 'You have selected a virtual appointment.', once per session, after a telehealth type is chosen. */
export function TelehealthNotice({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.telehealth.title}
      actions={
        <Button className="button" onPress={onClose}>
          {TEXT.telehealth.okay}
        </Button>
      }
    >
      <p>{TEXT.telehealth.body}</p>
    </ModalDialog>
  );
}
