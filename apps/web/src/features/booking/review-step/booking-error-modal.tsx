import { Button } from "react-aria-components";
import { useText } from "../../../ui/i18n/use-text.ts";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { PhoneLink } from "../../../ui/physician/phone-link.tsx";
import { useBookingRefusal } from "./booking-refusal.ts";

export interface BookingErrorModalProps {
  isOpen: boolean;
  /** The server's own sentence for the visitor, when it gave one (a released or spent hold). */
  serverMessage: string | null;
  /** The location's phone, else the contact centre's; the template's number. */
  phone: string | null;
  onOkay: () => void;
}

/**
 * The booking-error modal (spec booking §2 "Modals and other UI", §8 "Book fails"): the server's
 * message, the try-again template with the number to call, and Okay.
 */
export function BookingErrorModal({ isOpen, serverMessage, phone, onOkay }: BookingErrorModalProps) {
  const t = useText();
  const refusal = useBookingRefusal();
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onOkay()}
      role="alertdialog"
      title={t("booking.bookingError.title")}
      actions={
        <Button className="button" onPress={onOkay}>
          {t("booking.okay")}
        </Button>
      }
    >
      {serverMessage ? <p>{refusal(serverMessage)}</p> : null}
      <p>{t("booking.bookingError.tryAgain")}</p>
      {phone ? (
        <p>
          <PhoneLink phone={phone} />
        </p>
      ) : null}
    </ModalDialog>
  );
}
