import { BOOKING_REFUSED_MESSAGE } from "@fad/contracts/appointments/booking-bot-checks";
import { HOLD_GONE_MESSAGES } from "@fad/contracts/appointments/hold-refusals";
import { HOLDER_MESSAGES } from "@fad/contracts/appointments/holder";
import type { MessageId } from "@fad/contracts/i18n/catalog";
import { RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import { NEW_PATIENTS_NOT_TAKEN_REFUSAL } from "@fad/contracts/provider/new-patients";
import { useCallback } from "react";
import { useText } from "../../../ui/i18n/use-text.ts";

/** The catalog's message of each sentence the booking error modal may show from the server (decision 176). */
const ID_OF_SENTENCE = new Map<string, MessageId>([
  [HOLD_GONE_MESSAGES.unknownHold, "booking.refusal.unknownHold"],
  [HOLD_GONE_MESSAGES.expired, "booking.refusal.expired"],
  [HOLD_GONE_MESSAGES.released, "booking.refusal.released"],
  [HOLD_GONE_MESSAGES.booked, "booking.refusal.booked"],
  [BOOKING_REFUSED_MESSAGE, "booking.refusal.notConfirmed"],
  [HOLDER_MESSAGES.tooManyHolds, "booking.refusal.tooManyHolds"],
  [NEW_PATIENTS_NOT_TAKEN_REFUSAL.message, "booking.refusal.newPatientsNotTaken"],
  [RATE_LIMIT_TEXTS.tooManyRequests, "booking.refusal.tooManyRequests"],
]);

/**
 * A sentence the server wrote for the visitor (in English, the API's language), in the page's
 * language when the catalog knows it; any other is shown as the server wrote it.
 */
export function useBookingRefusal(): (sentence: string) => string {
  const t = useText();
  return useCallback(
    (sentence: string) => {
      const id = ID_OF_SENTENCE.get(sentence);
      return id ? t(id) : sentence;
    },
    [t],
  );
}
