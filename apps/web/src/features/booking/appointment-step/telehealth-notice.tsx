import { Button } from "react-aria-components";
import { useText } from "../../../ui/i18n/use-text.ts";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";

/** Spec §2: 'You have selected a virtual appointment.', once per session, after a telehealth type is chosen. */
export function TelehealthNotice({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useText();
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t("booking.telehealth.title")}
      actions={
        <Button className="button" onPress={onClose}>
          {t("booking.okay")}
        </Button>
      }
    >
      <p>{t("booking.telehealth.body")}</p>
    </ModalDialog>
  );
}
