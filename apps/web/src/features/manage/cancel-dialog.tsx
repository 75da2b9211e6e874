import { Button } from "react-aria-components";
import { useText } from "../../ui/i18n/use-text.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";

/** Cancel's confirmation step: nothing is cancelled until the visitor says so here (decision 83). */
export function CancelDialog(props: { isOpen: boolean; text: string; onKeep: () => void; onCancel: () => void }) {
  const { isOpen, text, onKeep, onCancel } = props;
  const t = useText();
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onKeep()}
      role="alertdialog"
      title={t("manage.cancelDialog.title")}
      actions={
        <>
          <Button className="button-secondary" onPress={onKeep}>
            {t("manage.cancelDialog.keep")}
          </Button>
          <Button className="button" onPress={onCancel}>
            {t("manage.cancelAppointment")}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </ModalDialog>
  );
}
