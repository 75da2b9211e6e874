import { Button } from "react-aria-components";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { MANAGE_MESSAGES as TEXT } from "./manage-messages.ts";

/** Cancel's confirmation step: nothing is cancelled until the visitor says so here (decision 83). */
export function CancelDialog(props: { isOpen: boolean; text: string; onKeep: () => void; onCancel: () => void }) {
  const { isOpen, text, onKeep, onCancel } = props;
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onKeep()}
      role="alertdialog"
      title={TEXT.cancelDialog.title}
      actions={
        <>
          <Button className="button-secondary" onPress={onKeep}>
            {TEXT.cancelDialog.keep}
          </Button>
          <Button className="button" onPress={onCancel}>
            {TEXT.cancelDialog.confirm}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </ModalDialog>
  );
}
