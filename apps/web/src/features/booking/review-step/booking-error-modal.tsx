import { Button } from "react-aria-components";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { PhoneLink } from "../../../ui/physician/phone-link.tsx";
import { REVIEW_STEP_MESSAGES as TEXT } from "./review-step-messages.ts";

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
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onOkay()}
      role="alertdialog"
      title={TEXT.bookingError.title}
      actions={
        <Button className="button" onPress={onOkay}>
          {TEXT.bookingError.okay}
        </Button>
      }
    >
      {serverMessage ? <p>{serverMessage}</p> : null}
      <p>{`${TEXT.bookingError.tryAgain}.`}</p>
      {phone ? (
        <p>
          <PhoneLink phone={phone} />
        </p>
      ) : null}
    </ModalDialog>
  );
}
